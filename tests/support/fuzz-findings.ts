import type { RawRequest } from './raw-http';

export type Finding = { request: RawRequest; status: number | string; problems: string[] };

function describe(request: RawRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value.length > 60 ? `${value.slice(0, 60)}…(${value.length})` : value}`)
    .join('; ');
  const target = request.target.length > 120 ? `${request.target.slice(0, 120)}…(${request.target.length})` : request.target;
  return `${request.method} ${target} [${headers}]${request.body === undefined ? '' : ` body ${request.body.length} B`}`;
}

/** Findings grouped by what went wrong, with a count and the first request of each: readable when thousands fail alike. */
export function summarizeFindings(findings: Finding[]): string[] {
  const groups = new Map<string, { count: number; example: string }>();
  for (const { request, status, problems } of findings) {
    for (const problem of problems) {
      const key = `${problem} (status ${status})`;
      const group = groups.get(key) ?? { count: 0, example: describe(request) };
      groups.set(key, { ...group, count: group.count + 1 });
    }
  }
  return [...groups].map(([key, { count, example }]) => `${count} × ${key}, e.g. ${example}`);
}
