import { siteIdentity } from '@/lib/site/site-identity';

/** What a social card shows: a label above, the title, and for an item its verdict lines below it. */
type SocialCardText = { label: string; title: string; lines?: readonly string[] };

/** A page's or an item's social card (1200 × 630), for next/og's ImageResponse, in one layout for every card. */
export function SocialCard({ label, title, lines = [] }: SocialCardText) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px',
        background: '#0b3d6e',
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 34, color: '#bcd7f2' }}>{label}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: title.length > 48 || lines.length > 0 ? 64 : 76, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        {lines.map((line) => (
          <div key={line} style={{ fontSize: 32, lineHeight: 1.3, color: '#e4effa' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 30 }}>
        <span style={{ fontWeight: 700 }}>{siteIdentity.name}</span>
        <span style={{ color: '#bcd7f2' }}>General guidance, not airline policy</span>
      </div>
    </div>
  );
}
