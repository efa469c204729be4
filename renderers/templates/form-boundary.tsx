import { Component, useContext, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { message } from '../../core/messages.ts';
import { FormProblemContext, type FormProblem } from './form-problem.ts';
import styles from './text-templates.module.css';

/** Where a form would be, when it cannot be drawn: the catalog's words, inside the page, which stays. */
export function FormCannotDraw({ problems }: { problems: readonly FormProblem[] }) {
  const report = useContext(FormProblemContext);
  useEffect(() => problems.forEach(report), [problems, report]);
  return (
    <div role="alert" className={styles.errors}>
      {message('form.cannotDraw')}
    </div>
  );
}

interface FormBoundaryProps {
  children: ReactNode;
  report: (problem: FormProblem) => void;
  /** The form's schema and uiSchema: a new one draws afresh after a form that threw. */
  resetWith: readonly unknown[];
}

interface FormBoundaryState {
  failed: boolean;
  resetWith: readonly unknown[];
}

/**
 * Keeps a form that throws while drawing (a schema rjsf cannot handle) from blanking the page: the form's place shows
 * the catalog's words, the rest of the screen stays, and the problem is reported. It does not remount the form when
 * the schema changes (that would lose what rjsf holds), it only tries again.
 */
export class FormBoundary extends Component<FormBoundaryProps, FormBoundaryState> {
  override state: FormBoundaryState = { failed: false, resetWith: this.props.resetWith };

  static getDerivedStateFromError(): Partial<FormBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FormBoundaryProps, state: FormBoundaryState): Partial<FormBoundaryState> | null {
    const changed = props.resetWith.length !== state.resetWith.length || props.resetWith.some((value, index) => value !== state.resetWith[index]);
    return changed ? { failed: false, resetWith: props.resetWith } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.report({ kind: 'render', path: '', detail: `${error instanceof Error ? error.message : String(error)}${info.componentStack ?? ''}` });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.errors}>
        {message('form.cannotDraw')}
      </div>
    );
  }
}
