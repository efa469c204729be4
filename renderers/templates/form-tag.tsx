import { useContext, type ComponentProps } from 'react';
import { UncommittedInputsContext } from '../widgets/typed-value.tsx';

type FormTagProps = ComponentProps<'form'> & { as?: unknown };

/**
 * The <form> rjsf draws (its tagName), which first hands the form every value its typing widgets still have on
 * the way (widgets/typed-value.ts), so that what rjsf validates and submits holds the last key typed, Enter
 * included. rjsf queues its submit after those changes in the same event, so it reads them.
 */
export function FormTag({ as: _as, onSubmit, ...props }: FormTagProps) {
  const inputs = useContext(UncommittedInputsContext);
  return (
    <form
      {...props}
      onSubmit={(event) => {
        inputs?.commitAll();
        onSubmit?.(event);
      }}
    />
  );
}
