// The three pages of each way of the student subscription: the public information, the verification and the receipt.
import type { RoutePath } from '../routing/routes.ts';
import { STUDENT_WAYS, type StudentWay } from './eligibility.ts';

export const STUDENT_ROUTES = {
  new: { info: '/student', verification: '/student-verifisering', receipt: '/student-kvittering' },
  switch: { info: '/student2', verification: '/student-verifisering2', receipt: '/student-kvittering2' },
} as const satisfies Record<StudentWay, Record<'info' | 'verification' | 'receipt', RoutePath>>;

/** The way a student page belongs to, for its screen. */
export function wayOfRoute(path: RoutePath): StudentWay {
  const way = STUDENT_WAYS.find((candidate) => Object.values<string>(STUDENT_ROUTES[candidate]).includes(path));
  if (!way) throw new Error(`${path} is no student page`);
  return way;
}
