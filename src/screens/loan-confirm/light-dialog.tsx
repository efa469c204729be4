import { useEffect, useRef, type ReactNode } from "react";
import styles from "./light-dialog.module.css";

// The confirm pages' dialogs on a native <dialog> shown modal (issue 27): antd-mobile's Dialog brought its
// CenterPopup, Mask and react-spring (about 45 KB gzip) to every open of a page whose agreement modal opens with it.
// showModal() gives what the Dialog gave and more: role="dialog", the page behind inert, focus moved in and kept.
// It looks like antd-mobile's Dialog (light-dialog.module.css, with its theme variables).

export interface LightDialogAction {
  key: string;
  text: string;
  bold?: boolean;
  onClick: () => void;
}

export interface LightDialogProps {
  /** The dialog's accessible name (axe aria-dialog-name). */
  label: string;
  title?: string;
  children: ReactNode;
  actions?: LightDialogAction[];
  /** Escape or a tap on the mask; without it, only an action closes the dialog (as antd-mobile's Dialog did). */
  onDismiss?: () => void;
}

export function LightDialog({
  label,
  title,
  children,
  actions = [],
  onDismiss,
}: LightDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const show = () => {
      if (dialog.open) return;
      // jsdom has no showModal: there the dialog is simply open.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    };
    show();
    // The browser may close a modal dialog itself (a second Escape): the page decides, so it dismisses or shows again.
    const onClose = () => {
      if (!ref.current) return;
      if (dismiss.current) dismiss.current();
      else show();
    };
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("close", onClose);
      // jsdom has no close() either: there the attribute goes.
      if (!dialog.open) return;
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        // A tap on the mask lands on the <dialog> itself; its content fills it.
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        <div className={styles.content}>{children}</div>
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action) => (
              <button
                key={action.key}
                type="button"
                className={
                  action.bold
                    ? `${styles.button} ${styles.bold}`
                    : styles.button
                }
                onClick={action.onClick}
              >
                {action.text}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
