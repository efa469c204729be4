import { useState } from 'react';
import type { ProblemInitData } from '../../api/complaints.ts';
import { useComplaintDraft } from './complaint-draft-store.ts';
import { chosenOrder, ComplaintHomeView } from './complaint-home-view.tsx';
import { useFlowMove } from './flow-history.ts';

/** Complaint home with its data: the draft's order and type, kept as the borrower chooses, then the next page. */
export default function ComplaintHomeBody({ init }: { init: ProblemInitData }) {
  const { draft, update: updateDraft } = useComplaintDraft();
  const go = useFlowMove();
  const [openType, setOpenType] = useState<string | undefined>(undefined);
  const order = chosenOrder(init, draft?.orderNo);
  return (
    <ComplaintHomeView
      init={init}
      order={order}
      openType={openType}
      onOpenType={setOpenType}
      onOrder={(orderNo) => {
        setOpenType(undefined);
        updateDraft((next) => {
          next.orderNo = orderNo;
        });
      }}
      onChoose={(type, sonType) => {
        if (!order) return;
        updateDraft((next) => {
          next.orderNo = order.orderNo;
          next.problemType = { title: type.title, value: type.value };
          if (sonType) next.problemSonType = { title: sonType.title, value: sonType.value };
          else delete next.problemSonType;
        });
        go('complainPageNext');
      }}
      onOpenList={() => go('complaintList')}
    />
  );
}
