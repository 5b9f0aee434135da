'use client';
/**
 * Marks a list seen once its first page has shown (issue 24): the server
 * stamps the moment (`POST /v1/admin/unreadcount/seen`) and answers the
 * badges after it, which replace the menu's counts at once.
 */
import type { SeenBody, UnreadCount } from '@yali/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

export function useMarkSeen(topic: SeenBody['topic'], shown: boolean): void {
  const client = useQueryClient();
  const done = useRef(false);
  const mark = useAdminMutation<void, UnreadCount>({
    request: () => ({ method: 'POST', path: '/v1/admin/unreadcount/seen', body: { topic } }),
    onSuccess: (counts) => client.setQueryData(['admin', '/v1/admin/unreadcount'], counts),
  });
  const { mutate } = mark;
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    mutate();
  }, [shown, mutate]);
}
