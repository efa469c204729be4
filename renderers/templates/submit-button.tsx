import { getUiOptions, type SubmitButtonProps, type UISchemaSubmitButtonOptions } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { useContext } from 'react';
import { message } from '../../core/messages.ts';
import styles from './submit-button.module.css';
import { SubmitPendingContext } from './submit-state.ts';

/** The form's submit button; its text comes from ui:submitButtonOptions.submitText in the form's uiSchema. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const pending = useContext(SubmitPendingContext);
  const options = (getUiOptions(uiSchema).submitButtonOptions ?? {}) as UISchemaSubmitButtonOptions;
  if (options.norender) return null;
  const text = options.submitText ?? message('common.confirm');
  return (
    <div className={styles.bar}>
      <Button
        type="submit"
        block
        color="primary"
        size="large"
        loading={pending}
        loadingText={text}
        disabled={pending || options.props?.disabled === true}
      >
        {text}
      </Button>
    </div>
  );
}
