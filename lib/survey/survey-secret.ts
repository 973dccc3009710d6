import { storedSecret } from './store/answers';
import type { SurveyStore } from './store/open-store';

/**
 * The key that signs challenges and salts client addresses. SURVEY_SECRET when set; otherwise the
 * random one the first migration stored, which every process on the same database shares.
 */
export async function surveySecret(store: SurveyStore): Promise<string> {
  const configured = process.env.SURVEY_SECRET?.trim();
  return configured || storedSecret(store.db);
}
