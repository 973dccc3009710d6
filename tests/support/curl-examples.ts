import { parse } from 'shell-quote';

export type CurlExample = { command: string; url: string; init: RequestInit };

/** The `curl` commands in the ```sh blocks of a Markdown document, as fetch() arguments. */
export function curlExamples(markdown: string): CurlExample[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const commands = blocks.flatMap((block) => block.replace(/\\\n\s*/g, ' ').split('\n').filter((line) => line.startsWith('curl ')));
  return commands.map((command) => {
    const words = parse(command).filter((word): word is string => typeof word === 'string').slice(1);
    const headers: Record<string, string> = {};
    let url = '';
    let body: string | undefined;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index]!;
      if (word === '-H') {
        const [name, ...value] = words[(index += 1)]!.split(':');
        headers[name!.trim()] = value.join(':').trim();
      } else if (word === '-d') body = words[(index += 1)];
      else if (!word.startsWith('-')) url = word;
    }
    return { command, url, init: { method: body === undefined ? 'GET' : 'POST', headers, body } };
  });
}
