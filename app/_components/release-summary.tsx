import { MIN_PUBLISHED_ANSWERS } from '@/lib/survey/release-counts';
import { RELEASE_RULE, releaseTime, type SurveyResults } from '@/lib/survey/survey-results';

/** Which release the charts show, when it was made and how many answers it holds. */
export function ReleaseSummary({ results }: { results: SurveyResults }) {
  const { release } = results;
  return (
    <div className="survey-total">
      {release ? (
        <p>
          Release {release.number}, made <time dateTime={release.madeAt}>{releaseTime(release.madeAt)}</time>, holds <strong>{release.answers}</strong> answers.
        </p>
      ) : (
        <p>
          No release yet: the first is made once {MIN_PUBLISHED_ANSWERS} answers have arrived.
        </p>
      )}
      <p className="meta">{RELEASE_RULE}</p>
    </div>
  );
}
