import type { ScreenDescriptor } from '../../../renderers/core/descriptor.ts';
import type { NodeActions, ScreenNodes } from '../../../renderers/nodes/node-props.ts';
import { message } from '../../../core/messages.ts';
import type { Loaded } from '../../platform/use-load.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { LoadedPublishedScreen } from '../../ui/loaded-published-screen.tsx';
import type { ClassicScreenData, ConfirmScreenData } from './confirm-data.ts';
// The dialogs come with the page (2.6 KB gzip with their styles): the agreement modal and the promotional popup open
// with it, and loaded on first need they were a round trip after the data, before the page's largest paint
// (docs/decisions/005, addendum of 2026-12-07).
import { AgreementModal, PromoPopup, RetentionDialog } from './confirm-dialogs.tsx';

export type ConfirmDialog =
  | { kind: 'agreement'; url: string }
  | { kind: 'retention'; title: string; content: string }
  | { kind: 'promo'; imageUrl: string; text: string };

/** How the borrower left a dialog: Agree, Cancel, or the promo popup's close icon. */
export type DialogChoice = 'agree' | 'cancel' | 'close';

export interface ConfirmViewProps {
  /** schemas/screens/loan-confirm.json or loan-confirm-classic.json: each screen imports only its own. */
  descriptor: ScreenDescriptor;
  /** The descriptor's nodes, from its generated module (generated/screens/loan-confirm*.ts). */
  nodes: ScreenNodes;
  data: ConfirmScreenData | ClassicScreenData | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
  /** The descriptor's named actions: loanNow, openAgreement. */
  actions: NodeActions;
  /** The dialog in front of the page, if any. */
  dialog?: ConfirmDialog;
  onDialog?: (kind: ConfirmDialog['kind'], choice: DialogChoice) => void;
}

/** Pure: a confirm page drawn from its descriptor with the dialog in front, or the load's progress or failure. */
export function ConfirmView({ descriptor, nodes, data, error, isValidating, onRetry, actions, dialog, onDialog = () => {} }: ConfirmViewProps) {
  return (
    <>
      <LoadedPublishedScreen descriptor={descriptor} nodes={nodes} data={data} error={error} isValidating={isValidating} onRetry={onRetry} actions={actions} />
      {data && dialog ? (
        <>
          {dialog.kind === 'agreement' ? (
            <AgreementModal url={dialog.url} onAgree={() => onDialog('agreement', 'agree')} onCancel={() => onDialog('agreement', 'cancel')} />
          ) : null}
          {dialog.kind === 'retention' ? (
            <RetentionDialog
              title={dialog.title}
              content={dialog.content}
              onStay={() => onDialog('retention', 'agree')}
              onLeave={() => onDialog('retention', 'cancel')}
            />
          ) : null}
          {dialog.kind === 'promo' ? <PromoPopup imageUrl={dialog.imageUrl} text={dialog.text} onClose={() => onDialog('promo', 'close')} /> : null}
        </>
      ) : null}
    </>
  );
}

export interface ConfirmPageProps extends Omit<ConfirmViewProps, 'error' | 'isValidating' | 'onRetry'> {
  productId: string | undefined;
  /** The terms' load and the agreements' load. */
  loads: readonly Pick<Loaded<unknown>, 'error' | 'isValidating' | 'mutate'>[];
}

/** A confirm page over its two loads: a failure of either shows, and 'Try again' asks both again; with no product in the query, only the error state. */
export function ConfirmPage({ productId, loads, ...view }: ConfirmPageProps) {
  if (!productId) return <ErrorState text={message('loanConfirm.noProduct')} />;
  return (
    <ConfirmView
      {...view}
      error={loads.map((load) => load.error).find((error) => error !== undefined && error !== null)}
      isValidating={loads.some((load) => load.isValidating)}
      onRetry={() => {
        for (const load of loads) void load.mutate();
      }}
    />
  );
}
