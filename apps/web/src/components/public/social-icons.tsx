import type { SVGProps } from 'react';

/** Simple brand marks drawn from basic shapes (the icon set has no brand logos; no remote images). */
type IconProps = SVGProps<SVGSVGElement>;

export function FacebookIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8h3.3z" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />
    </svg>
  );
}

export function WhatsappIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.6-.3z" />
    </svg>
  );
}

/** Social links of the settings (SPEC §3 keys), in display order. */
export const SOCIAL_LINKS = [
  { key: 'facebook_link', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram_link', label: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter_link', label: 'X (Twitter)', Icon: XIcon },
  { key: 'youtube_link', label: 'YouTube', Icon: YoutubeIcon },
] as const;

/**
 * The site's social links (SPEC §3: the settings' `facebook_link` … `youtube_link`, those set only, in
 * display order) as a 'Sosyal medya' list of icon links opening in a new tab; `className` styles the
 * list and `linkClassName` each link (the footer's round buttons, the top bar's items). Nothing when
 * none is set.
 */
export function SocialLinks({
  settings,
  className,
  linkClassName,
}: {
  settings: Readonly<Record<string, string | undefined>> | null;
  className: string;
  linkClassName: string;
}) {
  const socials = SOCIAL_LINKS.flatMap((link) => {
    const href = settings?.[link.key];
    return href ? [{ ...link, href }] : [];
  });
  if (socials.length === 0) return null;
  return (
    <ul aria-label="Sosyal medya" className={className}>
      {socials.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className={linkClassName}>
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
