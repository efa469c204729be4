import content from '../../schemas/content/playground.json';
import type { Problem } from './document-checks.ts';
import styles from './playground.module.css';

export function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <section aria-labelledby="playground-problems" className={styles.problems}>
      <h2 id="playground-problems">{content.problemsHeading}</h2>
      {problems.length === 0 ? (
        <p>{content.noProblems}</p>
      ) : (
        <ul>
          {problems.map((problem, index) => (
            <li key={index} data-severity={problem.severity} data-path={problem.path}>
              <code>{problem.path || '/'}</code> {problem.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
