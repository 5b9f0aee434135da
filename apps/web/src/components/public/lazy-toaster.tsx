'use client';

import { type ComponentType, useEffect, useState } from 'react';

/**
 * Toasts for the public site without sonner in the first-load bundle
 * (DESIGN §4: ≤ 150 kB): sonner is loaded on the first message, its
 * <Toaster> mounted, and queued messages are shown once it is listening.
 */
type Sonner = typeof import('sonner');

let sonner: Sonner | null = null;
let mounted = false;
const queue: string[] = [];
let requestLoad: (() => void) | null = null;

/** Shows a success toast (SPEC §8 messages of the favourites). */
export function showToast(message: string) {
  if (sonner && mounted) {
    sonner.toast.success(message);
    return;
  }
  queue.push(message);
  requestLoad?.();
}

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<Record<string, unknown>> | null>(null);

  useEffect(() => {
    requestLoad = () => {
      requestLoad = null;
      void import('sonner').then((m) => {
        sonner = m;
        setToaster(() => m.Toaster as ComponentType<Record<string, unknown>>);
      });
    };
    if (queue.length > 0) requestLoad();
    return () => {
      requestLoad = null;
    };
  }, []);

  // Runs after <Toaster> has mounted and subscribed: flush what was asked for meanwhile.
  useEffect(() => {
    if (!Toaster || !sonner) return;
    mounted = true;
    for (const message of queue.splice(0)) sonner.toast.success(message);
  }, [Toaster]);

  return Toaster ? <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 3500 }} /> : null;
}
