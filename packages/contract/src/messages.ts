/**
 * User-facing texts that SPEC.md §8 fixes word for word, plus the Turkish
 * error messages the API answers with. One place, so that the API, the web app
 * and the tests agree on every letter.
 */
export const MESSAGES = {
  loginSuccess: 'Başarılı',
  loginFailurePrefix: 'Bir hata meydana geldi. Err: ',
  tokenDecodeFailed: 'Error encountered on server (Token decode failed). Please Inform administrators.',
  favouriteAdded: 'Villa favorilere eklendi.',
  favouriteRemoved: 'Villa favorilerden kaldırıldı.',
  /** A boat's heart (issue 23): the SPEC §8 texts' boat counterparts. */
  boatFavouriteAdded: 'Tekne favorilere eklendi.',
  boatFavouriteRemoved: 'Tekne favorilerden kaldırıldı.',
  shellLoadFailed: 'Failed to load; network/connection error.',
  searchFailed: 'Error...',
  favouritesEmpty: 'Favorilere eklenmiş villanız yok.',
  searchPlaceholder: 'Villa Ara..',
  searchOverlayTitle: 'Villanızı Arayın',
  dashboardTitle: 'Admin Paneli',
} as const;

/** Machine codes of API errors, each with its HTTP status (DESIGN §2). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 401,
  USER_INACTIVE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A payment that takes paid above total + deposit: recorded once the admin confirms (issue 19). */
  OVERPAYMENT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  STORAGE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const API_MESSAGES = {
  VALIDATION: 'Gönderilen bilgiler geçersiz.',
  UNAUTHENTICATED: 'Bu işlem için giriş yapmalısınız.',
  INVALID_CREDENTIALS: 'E-posta adresi veya şifre hatalı.',
  TOKEN_INVALID: 'Oturumunuzun süresi dolmuş ya da oturum geçersiz. Lütfen yeniden giriş yapın.',
  USER_INACTIVE: 'Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.',
  FORBIDDEN: 'Bu işlem için yetkiniz yok.',
  NOT_FOUND: 'Aradığınız kayıt bulunamadı.',
  OVERPAYMENT: 'Bu ödeme toplam tutarı aşıyor; kaydetmek için onaylayın.',
  VILLA_NOT_FOUND: 'Villa bulunamadı.',
  ROUTE_NOT_FOUND: 'İstenen adres bulunamadı.',
  RATE_LIMITED: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  INTERNAL: 'Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  STORAGE_UNAVAILABLE: 'Görsel deposuna şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
} as const;
