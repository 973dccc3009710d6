// `npm run survey:export`: every stored survey answer as CSV on stdout, from the store this
// environment configures (DATABASE_URL, or PGlite in SURVEY_DATA_DIR / .data/survey).
// Run it while `npm start` is stopped when the store is PGlite: one process at a time may open it,
// and the export refuses (its message says which process holds the folder) rather than share it.
import { toCsv } from '../lib/survey/answers-csv';
import { allAnswers } from '../lib/survey/store/answers';
import { SurveyClosedError, surveyStore } from '../lib/survey/store/survey-store';

const store = await surveyStore().catch((error: unknown) => {
  if (!(error instanceof SurveyClosedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  process.stdout.write(toCsv(await allAnswers(store.db)));
} finally {
  await store.close();
}
