import { searchResponse } from '@/lib/api/search-response';
for (const q of process.argv.slice(2)) { const r = searchResponse(q); console.log(JSON.stringify(q), r.count, r.results.map((h) => h.url.split('/')[3] + (h.section ? '#' + h.section.url.split('#')[1] : '')).slice(0, 3).join(' '), r.suggestion?.message.slice(0, 70) ?? ''); }
