import { MIN_PUBLISHED_ANSWERS } from '@/lib/survey/release-counts';
import { RELEASE_RULE, releaseTime, type SurveyResults } from '@/lib/survey/survey-results';

/** Which release the charts show, when it was made, what it holds, and how many answers wait for the next. */
export function ReleaseSummary({ results }: { results: SurveyResults }) {
  const { release, waiting } = results;
  return (
    <div className="survey-total">
      {release ? (
        <p>
          Release {release.number}, made <time dateTime={release.madeAt}>{releaseTime(release.madeAt)}</time>, holds <strong>{release.answers}</strong> answers.{' '}
          {waiting} {waiting === 1 ? 'answer has' : 'answers have'} arrived since.
        </p>
      ) : (
        <p>
          No release yet: the first is made once {MIN_PUBLISHED_ANSWERS} answers have arrived ({waiting} so far).
        </p>
      )}
      <p className="meta">{RELEASE_RULE}</p>
    </div>
  );
}
