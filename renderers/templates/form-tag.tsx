import { forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { UncommittedInputsContext } from '../widgets/typed-value.tsx';

type FormTagProps = ComponentPropsWithoutRef<'form'> & { as?: unknown };

/**
 * The <form> rjsf draws (its tagName), which first hands the form every value its typing widgets still have on
 * the way (widgets/typed-value.ts), so that what rjsf validates and submits holds the last key typed, Enter
 * included. rjsf queues its submit after those changes in the same event, so it reads them. A forwardRef: rjsf holds
 * the form by its ref, and React 18 gives a function component no `ref` prop.
 */
export const FormTag = forwardRef<HTMLFormElement, FormTagProps>(function FormTag({ as: _as, onSubmit, ...props }, ref) {
  const inputs = useContext(UncommittedInputsContext);
  return (
    <form
      {...props}
      ref={ref}
      onSubmit={(event) => {
        inputs?.commitAll();
        onSubmit?.(event);
      }}
    />
  );
});
