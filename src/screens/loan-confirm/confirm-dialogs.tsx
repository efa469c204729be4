import { useEffect, useState, type ReactNode } from "react";
import { message } from "../../../core/messages.ts";
import { LoadingState } from "../../ui/error-state.tsx";
import { takeAgreementBlocks, type AgreementBlock } from "./agreement-page.ts";
import styles from "./confirm-dialogs.module.css";
import { LightDialog } from "./light-dialog.tsx";

// The confirm pages' dialogs, which come with the page (confirm-view.tsx says why). Each is a LightDialog (a native <dialog>
// in antd-mobile's Dialog look, without react-spring) with an aria-label: its dialog role needs a name (axe
// aria-dialog-name). Server text is drawn as text.

export interface AgreementModalProps {
  /** popAgreementUrl, admitted by the URL policy. */
  url: string;
  onAgree: () => void;
  onCancel: () => void;
}

interface CancelOrAgreeDialogProps {
  /** Its title, which names it too. */
  title: string;
  children: ReactNode;
  onCancel: () => void;
  onAgree: () => void;
}

/** A titled dialog closed only by Cancel or Agree (bold): the agreement modal and the retention popup alike. */
function CancelOrAgreeDialog({
  title,
  children,
  onCancel,
  onAgree,
}: CancelOrAgreeDialogProps) {
  return (
    <LightDialog
      label={title}
      title={title}
      actions={[
        { key: "cancel", text: message("common.cancel"), onClick: onCancel },
        {
          key: "agree",
          text: message("loanConfirm.agree"),
          bold: true,
          onClick: onAgree,
        },
      ]}
    >
      {children}
    </LightDialog>
  );
}

type Loaded =
  | { state: "loading" }
  | { state: "shown"; blocks: AgreementBlock[] }
  | { state: "failed" };

/** The agreement page in a modal, fetched and reduced to its text; Cancel closes the web view, Agree dismisses it. */
export function AgreementModal({
  url,
  onAgree,
  onCancel,
}: AgreementModalProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let live = true;
    takeAgreementBlocks(url).then(
      (blocks) =>
        live &&
        setLoaded(
          blocks.length > 0 ? { state: "shown", blocks } : { state: "failed" },
        ),
      () => live && setLoaded({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const title = message("loanConfirm.agreement.title");
  return (
    <CancelOrAgreeDialog title={title} onCancel={onCancel} onAgree={onAgree}>
      <div
        className={styles.agreement}
        data-agreement-page
        tabIndex={0}
        aria-label={title}
      >
        {loaded.state === "loading" ? <LoadingState /> : null}
        {loaded.state === "failed" ? (
          <p>{message("loanConfirm.agreement.failed")}</p>
        ) : null}
        {loaded.state === "shown"
          ? loaded.blocks.map((block, index) =>
              block.kind === "heading" ? (
                <h3 key={index} className={styles.blockHeading}>
                  {block.text}
                </h3>
              ) : (
                <p
                  key={index}
                  className={
                    block.kind === "item" ? styles.item : styles.paragraph
                  }
                >
                  {block.text}
                </p>
              ),
            )
          : null}
      </div>
    </CancelOrAgreeDialog>
  );
}

export interface RetentionDialogProps {
  title: string;
  content: string;
  onStay: () => void;
  onLeave: () => void;
}

/** The back-press popup ('Point out'): Agree stays on the page, Cancel closes the web view. */
export function RetentionDialog({
  title,
  content,
  onStay,
  onLeave,
}: RetentionDialogProps) {
  const name = title || message("loanConfirm.retention.title");
  return (
    <CancelOrAgreeDialog title={name} onCancel={onLeave} onAgree={onStay}>
      {content}
    </CancelOrAgreeDialog>
  );
}

export interface PromoPopupProps {
  imageUrl: string;
  text: string;
  onClose: () => void;
}

/** The older variant's promotional popup: its picture and text, and a close icon. */
export function PromoPopup({ imageUrl, text, onClose }: PromoPopupProps) {
  const name = message("loanConfirm.promo.title");
  return (
    <LightDialog label={name} onDismiss={onClose}>
      <div className={styles.promo}>
        <button
          type="button"
          className={styles.close}
          aria-label={message("loanConfirm.promo.close")}
          onClick={onClose}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 6l12 12M18 6L6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={text ? "" : name}
            className={styles.promoImage}
          />
        ) : null}
        {text ? <p className={styles.promoText}>{text}</p> : null}
      </div>
    </LightDialog>
  );
}
