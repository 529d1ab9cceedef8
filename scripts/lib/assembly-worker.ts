// The worker thread of assembleBatchInWorker (site-assembly.ts): assembles one batch and says each site as it is done.
import { parentPort, workerData } from 'node:worker_threads';
import { assembleBatch, type AssemblyJob, type AssemblyMessage } from './site-assembly.ts';

const say = (message: AssemblyMessage) => parentPort!.postMessage(message);
say({ entries: await assembleBatch(workerData as AssemblyJob, (site, pages) => say({ site, pages })) });
