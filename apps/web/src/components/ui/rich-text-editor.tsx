'use client';
/**
 * A small accessible rich-text editor (villa descriptions, content pages, blog posts): a
 * contentEditable area with a toolbar (bold, italic, underline, lists,
 * headings, quote, link). It only produces the tags the server's sanitiser
 * keeps (p, br, strong, em, u, ul, ol, li, h2–h4, a, blockquote); the server
 * sanitises again whatever arrives.
 */
import { clsx } from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Underline,
  Unlink,
} from '@/components/icons';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '@/components/ui/form-fields';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  hint?: string;
};

type Command = { cmd: string; arg?: string; label: string; icon: ReactNode; state?: string };

const COMMANDS: Command[] = [
  { cmd: 'bold', label: 'Kalın', icon: <Bold className="size-4" aria-hidden />, state: 'bold' },
  { cmd: 'italic', label: 'İtalik', icon: <Italic className="size-4" aria-hidden />, state: 'italic' },
  { cmd: 'underline', label: 'Altı çizili', icon: <Underline className="size-4" aria-hidden />, state: 'underline' },
  { cmd: 'formatBlock', arg: 'h2', label: 'Başlık', icon: <Heading2 className="size-4" aria-hidden /> },
  { cmd: 'formatBlock', arg: 'h3', label: 'Alt başlık', icon: <Heading3 className="size-4" aria-hidden /> },
  { cmd: 'formatBlock', arg: 'p', label: 'Paragraf', icon: <Pilcrow className="size-4" aria-hidden /> },
  {
    cmd: 'insertUnorderedList',
    label: 'Madde işaretli liste',
    icon: <List className="size-4" aria-hidden />,
    state: 'insertUnorderedList',
  },
  {
    cmd: 'insertOrderedList',
    label: 'Numaralı liste',
    icon: <ListOrdered className="size-4" aria-hidden />,
    state: 'insertOrderedList',
  },
  { cmd: 'formatBlock', arg: 'blockquote', label: 'Alıntı', icon: <Quote className="size-4" aria-hidden /> },
];

/** Browsers write <b>/<i>/<div>; the stored form uses the sanitiser's vocabulary. */
function normalise(html: string): string {
  return html
    .replace(/<b(\s[^>]*)?>/gi, '<strong>')
    .replace(/<\/b>/gi, '</strong>')
    .replace(/<i(\s[^>]*)?>/gi, '<em>')
    .replace(/<\/i>/gi, '</em>')
    .replace(/<div(\s[^>]*)?>/gi, '<p>')
    .replace(/<\/div>/gi, '</p>')
    .replace(/^(<p><br><\/p>|<br>)$/i, '');
}

export function RichTextEditor({ label, value, onChange, readOnly, hint }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const savedRange = useRef<Range | null>(null);

  // Set the content from outside only when it differs, so typing never moves the caret.
  useEffect(() => {
    const el = ref.current;
    if (el && normalise(el.innerHTML) !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    if (ref.current) onChange(normalise(ref.current.innerHTML));
  };
  const refreshState = () => {
    const next: Record<string, boolean> = {};
    for (const c of COMMANDS) if (c.state) next[c.state] = document.queryCommandState(c.state);
    setActive(next);
  };
  const run = (c: Pick<Command, 'cmd' | 'arg'>) => {
    ref.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(c.cmd, false, c.arg ? `<${c.arg}>` : undefined);
    emit();
    refreshState();
  };
  const openLink = () => {
    const sel = window.getSelection();
    savedRange.current = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
    setLinkOpen(true);
  };
  const applyLink = () => {
    const href = url.trim();
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(href)) return;
    ref.current?.focus();
    const sel = window.getSelection();
    if (savedRange.current && sel) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
    if (sel?.isCollapsed) document.execCommand('insertText', false, href);
    if (sel?.isCollapsed) {
      // Select the text just typed so that it becomes the link.
      const r = sel.getRangeAt(0);
      r.setStart(r.endContainer, Math.max(0, r.endOffset - href.length));
      sel.removeAllRanges();
      sel.addRange(r);
    }
    document.execCommand('createLink', false, href);
    setLinkOpen(false);
    setUrl('https://');
    emit();
  };

  const validUrl = /^(https?:\/\/|mailto:)\S+$/i.test(url.trim());

  return (
    <div>
      <span id={labelId} className="mb-1.5 block text-sm font-medium">
        {label}
      </span>
      {!readOnly && (
        <div
          role="toolbar"
          aria-label={`${label} biçimlendirme`}
          className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-800"
        >
          {COMMANDS.map((c) => (
            <ToolButton
              key={`${c.cmd}-${c.arg ?? ''}`}
              label={c.label}
              pressed={c.state ? Boolean(active[c.state]) : undefined}
              onClick={() => run(c)}
            >
              {c.icon}
            </ToolButton>
          ))}
          <ToolButton label="Bağlantı ekle" onClick={openLink} pressed={linkOpen}>
            <LinkIcon className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label="Bağlantıyı kaldır" onClick={() => run({ cmd: 'unlink' })}>
            <Unlink className="size-4" aria-hidden />
          </ToolButton>
        </div>
      )}
      {linkOpen && (
        <div className="flex flex-wrap items-center gap-2 border border-b-0 border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-900">
          <label className="flex flex-1 items-center gap-2 text-sm">
            <span className="shrink-0">Adres</span>
            <input
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
                if (e.key === 'Escape') setLinkOpen(false);
              }}
              className={clsx(inputClass, 'min-w-0')}
              // biome-ignore lint/a11y/noAutofocus: the field the link button opened
              autoFocus
            />
          </label>
          <button
            type="button"
            onClick={applyLink}
            disabled={!validUrl}
            className="rounded-lg bg-sea-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
          >
            Ekle
          </button>
          <button type="button" onClick={() => setLinkOpen(false)} className="rounded-lg px-3 py-1.5 text-sm">
            Vazgeç
          </button>
          {!validUrl && <p className="w-full text-xs text-slate-500">http://, https:// veya mailto: ile başlamalı.</p>}
        </div>
      )}
      <div
        ref={ref}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        aria-readonly={readOnly || undefined}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        onKeyUp={refreshState}
        onMouseUp={refreshState}
        className={clsx(
          'min-h-48 w-full border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-sea-600 focus:outline-none focus:ring-2 focus:ring-sea-600/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
          readOnly ? 'rounded-lg' : 'rounded-b-lg',
          '[&_a]:text-sea-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-400 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5 dark:[&_a]:text-brand-400',
        )}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      // Keep the selection in the editor while clicking the toolbar.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={clsx(
        'rounded p-1.5 text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-slate-200 dark:hover:bg-slate-700',
        pressed && 'bg-white text-sea-800 shadow-sm dark:bg-slate-700 dark:text-white',
      )}
    >
      {children}
    </button>
  );
}
