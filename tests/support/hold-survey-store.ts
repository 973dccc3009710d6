// A process of its own for tests/integration/survey-data-folder-lock.test.ts: opens the PGlite
// store in the folder named by its argument and keeps it open, or says why it cannot and exits 3.
// Like `next start`, it exits (running its exit handlers) on SIGTERM.
import { DataFolderInUseError } from '../../lib/survey/store/data-folder-lock';
import { openPgliteStore } from '../../lib/survey/store/open-store';

process.on('SIGTERM', () => process.exit(0));
try {
  await openPgliteStore(process.argv[2]!);
  process.stdout.write('open\n');
  setInterval(() => undefined, 60_000);
} catch (error) {
  process.stdout.write(`${error instanceof DataFolderInUseError ? 'in use' : 'failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(3);
}
