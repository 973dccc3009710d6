import type { ResultSection } from '@/lib/survey/survey-results';

/** The drawing's own units; the SVG scales to its container, from 320 px phones up. */
const WIDTH = 320;
const ROW_HEIGHT = 44;
const LABEL_BASELINE = 15;
const BAR_TOP = 21;
const BAR_HEIGHT = 16;
/** Room after the longest bar for its percentage. */
const BAR_SPACE = WIDTH - 44;

/**
 * One question's results as a bar chart drawn on the server (SVG, no script), with the same numbers
 * in a table beside it for screen readers and agents. Sizes are percentages of the viewBox, so the
 * chart fits 320 px as well as a desktop; colours come from the stylesheet, light and dark.
 */
export function SurveyChart({ section }: { section: ResultSection }) {
  const height = section.rows.length * ROW_HEIGHT;
  return (
    <section className="survey-chart" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.question}</h2>
      {section.rows.length === 0 ? (
        <p>No option has 10 answers yet.</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${section.id}-title`} aria-describedby={`${section.id}-table`} className="survey-bars">
            {section.rows.map((row, index) => {
              const top = index * ROW_HEIGHT;
              const length = Math.max((row.percent / 100) * BAR_SPACE, 2);
              return (
                <g key={row.label}>
                  <text x={0} y={top + LABEL_BASELINE} className="survey-bar-label">
                    {row.label}
                  </text>
                  <rect x={0} y={top + BAR_TOP} width={length} height={BAR_HEIGHT} rx={3} className="survey-bar" />
                  <text x={length + 6} y={top + BAR_TOP + BAR_HEIGHT - 3} className="survey-bar-value">
                    {row.percent}%
                  </text>
                </g>
              );
            })}
          </svg>
          <table id={`${section.id}-table`} className="survey-table">
            <caption className="visually-hidden">{section.question}</caption>
            <thead>
              <tr>
                <th scope="col">Answer</th>
                <th scope="col">Answers</th>
                <th scope="col">Percent ({section.base})</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.answers}</td>
                  <td>{row.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
