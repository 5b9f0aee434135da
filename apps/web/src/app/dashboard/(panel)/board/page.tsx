import { Suspense } from 'react';
import { BoardScreen } from '@/features/day-board/components/board-screen';

export default function Page() {
  return (
    <Suspense>
      <BoardScreen />
    </Suspense>
  );
}
