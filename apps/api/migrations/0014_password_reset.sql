-- Forgotten passwords (issue 24): a time-limited, single-use reset link by e-mail.
-- Only the SHA-256 of a token is kept, so that a copy of the database opens no account;
-- `used_at` makes a token single-use, a newer request sets it on the older unused ones.
CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- base64url SHA-256 of the token that went out in the link.
  token_hash text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX password_reset_tokens_hash_idx ON password_reset_tokens (token_hash);--> statement-breakpoint
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id) WHERE used_at IS NULL;--> statement-breakpoint

-- Every reset request, for any address with or without an account (as `login_attempts` keeps
-- logins), so that the per-address limit answers alike whether an account exists.
CREATE TABLE password_reset_requests (
  id serial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX password_reset_requests_email_at_idx ON password_reset_requests (email, at);--> statement-breakpoint
CREATE INDEX password_reset_requests_at_idx ON password_reset_requests (at);--> statement-breakpoint

-- The mail with the link; the agency may edit it in /dashboard/templates/mailtemplates.
INSERT INTO mail_templates (key, name, subject, body, variables) VALUES
('password_reset', 'Şifre sıfırlama',
 'Şifre sıfırlama',
 E'Merhaba {{name}},\n\n{{site_name}} yönetim paneli hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:\n\n{{reset_link}}\n\nBağlantı {{valid_minutes}} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.\n\n{{site_name}}',
 '["name","reset_link","valid_minutes","site_name"]')
ON CONFLICT (key) DO NOTHING;
