/** Who publishes Packwise and how its content should be credited: used by pages, API, Markdown and MCP alike. */
export const siteIdentity = {
  name: 'Packwise',
  publisher: 'Packwise',
  tagline: 'Carry-on and one-bag packing guides',
  description:
    'Free, practical carry-on and one-bag packing guides, with an open read-only JSON API and an MCP tool server for AI assistants.',
  guidanceNote:
    'This is general packing guidance, not airline policy. Cabin baggage, liquids and battery rules vary by airline, fare, airport and country and change over time: check with your airline and departure airport before you fly.',
} as const;

export function attributionLine(pageTitle: string, pageUrl: string): string {
  return `Source: "${pageTitle}" by ${siteIdentity.publisher}, ${pageUrl}. Quote or summarize freely with credit to ${siteIdentity.publisher} and a link to the page.`;
}
