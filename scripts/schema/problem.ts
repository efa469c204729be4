/** One thing wrong in schemas/: the file (from the repo root), a JSON Pointer into it, and what is wrong there. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

/** `schemas/screens/x.json#/nodes/2/node: no node 'foo' in the registry` */
export function formatProblem(problem: Problem): string {
  return `${problem.file}#${problem.path}: ${problem.message}`;
}
