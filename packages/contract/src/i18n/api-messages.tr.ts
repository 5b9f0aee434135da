/**
 * The Turkish catalogue of every API message a guest can read (issue 18): the
 * generic API_MESSAGES, the guest-facing modules' texts (booking, boat booking,
 * contact, Rezervasyonlarım, reviews, nearby, search, favourites) and the
 * schemas' own validation texts. Values are the exact Turkish texts the API
 * already answers with — the catalogue is the key list the other languages
 * translate; `{name}` marks a value (ICU message format), filled by the caller
 * or read back from a Turkish text by `localizeMessage` (i18n/localize.ts).
 */
import { API_MESSAGES, MESSAGES } from '../messages.ts';
import { BOOKING_MESSAGES } from '../booking.ts';
import { BOAT_BOOKING_MESSAGES } from '../boat-booking.ts';
import { BOAT_SEARCH_MESSAGES } from '../boat-public.ts';
import { CONTACT_MESSAGES } from '../contact.ts';
import { MY_RESERVATIONS_MESSAGES } from '../my-reservations.ts';
import { REVIEW_RECEIVED } from '../villa-editor.ts';

export const API_TEXTS_TR = {
  'api.VALIDATION': API_MESSAGES.VALIDATION,
  'api.UNAUTHENTICATED': API_MESSAGES.UNAUTHENTICATED,
  'api.INVALID_CREDENTIALS': API_MESSAGES.INVALID_CREDENTIALS,
  'api.TOKEN_INVALID': API_MESSAGES.TOKEN_INVALID,
  'api.USER_INACTIVE': API_MESSAGES.USER_INACTIVE,
  'api.FORBIDDEN': API_MESSAGES.FORBIDDEN,
  'api.NOT_FOUND': API_MESSAGES.NOT_FOUND,
  'api.OVERPAYMENT': API_MESSAGES.OVERPAYMENT,
  'api.VILLA_NOT_FOUND': API_MESSAGES.VILLA_NOT_FOUND,
  'api.ROUTE_NOT_FOUND': API_MESSAGES.ROUTE_NOT_FOUND,
  'api.RATE_LIMITED': API_MESSAGES.RATE_LIMITED,
  'api.INTERNAL': API_MESSAGES.INTERNAL,
  'api.STORAGE_UNAVAILABLE': API_MESSAGES.STORAGE_UNAVAILABLE,
  // Errors Fastify and Node raise themselves (apps/api lib/errors.ts FRAMEWORK_ERRORS).
  'http.400': 'İstek okunamadı; gönderilen veri geçersiz.',
  'http.405': 'Bu adres bu yöntemle kullanılamaz.',
  'http.406': 'İstenen yanıt biçimi sunulamıyor.',
  'http.408': 'İstek zamanında tamamlanmadı.',
  'http.413': 'Gönderilen veri çok büyük.',
  'http.414': 'İstek adresi çok uzun.',
  'http.415': 'Desteklenmeyen içerik türü.',
  'http.431': 'İstek başlıkları çok büyük.',
  'lang.unsupported': 'Desteklenmeyen dil. Kullanılabilen diller: {locales}.',

  'favourites.villaAdded': MESSAGES.favouriteAdded,
  'favourites.villaRemoved': MESSAGES.favouriteRemoved,
  'favourites.boatAdded': MESSAGES.boatFavouriteAdded,
  'favourites.boatRemoved': MESSAGES.boatFavouriteRemoved,
  'favourites.empty': MESSAGES.favouritesEmpty,

  'booking.checkoutAfterCheckin': BOOKING_MESSAGES.checkoutAfterCheckin,
  'booking.pastDate': BOOKING_MESSAGES.pastDate,
  'booking.stayTooLong': 'Tek seferde en fazla {max} gece için talep gönderebilirsiniz.',
  'booking.tooManyGuests': 'Bu villa en fazla {capacity} kişiliktir.',
  'booking.kvkkRequired': BOOKING_MESSAGES.kvkkRequired,
  'booking.phoneInvalid': BOOKING_MESSAGES.phoneInvalid,
  'booking.unavailable': BOOKING_MESSAGES.unavailable,
  'booking.lookupNotFound': BOOKING_MESSAGES.lookupNotFound,
  'booking.rateNotSet': BOOKING_MESSAGES.rateNotSet,
  'booking.codeUnavailable': BOOKING_MESSAGES.codeUnavailable,
  'booking.capacityExceeded': 'Kişi sayısı villanın kapasitesini aşıyor (en fazla {capacity} kişi).',
  'booking.nameRequired': 'Adınızı ve soyadınızı yazın.',
  'booking.nameLong': 'Ad en fazla 100 karakter olabilir.',
  'booking.emailInvalid': 'Geçerli bir e-posta adresi girin.',
  'booking.guestsInt': 'Kişi sayısı tam sayı olmalı.',
  'booking.adultsInt': 'Yetişkin sayısı tam sayı olmalı.',
  'booking.adultsMin': 'En az 1 yetişkin olmalı.',
  'booking.childrenInt': 'Çocuk sayısı tam sayı olmalı.',
  'booking.infantsNumber': 'Bebek sayısı sayı olmalı.',
  'booking.infantsInt': 'Bebek sayısı tam sayı olmalı.',
  'booking.infantsMin': 'Bebek sayısı 0 veya daha fazla olmalı.',
  'booking.infantsMax': 'En fazla {max} bebek yazılabilir.',
  'booking.codeRequired': 'Rezervasyon kodunu yazın.',
  'booking.contactRequired': 'E-posta adresinizi veya telefon numaranızı yazın.',
  'calendar.toAfterFrom': 'Bitiş tarihi başlangıçtan sonra olmalı.',
  'calendar.tooLong': 'En fazla 400 günlük takvim istenebilir.',
  // The stay rules of the quote (apps/api domain/quote.ts).
  'quote.priceOnRequest': 'Seçtiğiniz tarihlerin bir kısmı için fiyat belirlenmemiş; fiyat için lütfen bizimle iletişime geçin.',
  'quote.minNights': 'Bu tarihlerde en az {nights} gece konaklama gerekir.',
  'quote.checkinDays': 'Bu dönemde giriş yalnızca {weekdays} günleri yapılabilir.',

  'boatBooking.checkoutAfterCheckin': BOAT_BOOKING_MESSAGES.checkoutAfterCheckin,
  'boatBooking.rentalTooLong': 'Tek seferde en fazla {max} günlük talep gönderebilirsiniz.',
  'boatBooking.tooManyGuests': 'Bu tekne en fazla {capacity} kişi alır.',
  'boatBooking.minDays': 'Bu tarihlerde en az {days} günlük kiralama gerekir.',
  'boatBooking.priceOnRequest': BOAT_BOOKING_MESSAGES.priceOnRequest,
  'boatBooking.unavailable': BOAT_BOOKING_MESSAGES.unavailable,
  'boatBooking.boatNotFound': BOAT_BOOKING_MESSAGES.boatNotFound,
  'boatBooking.capacityExceeded': 'Kişi sayısı teknenin kapasitesini aşıyor (en fazla {capacity} kişi).',
  'boatBooking.guestsMin': 'En az 1 kişi olmalı.',
  'boatBooking.guestsMax': 'Kişi sayısı en fazla {max} olabilir.',
  'boatBooking.endAfterStart': 'Bitiş tarihi başlangıç tarihinden sonra olmalı.',
  'boatBooking.boatRequired': 'Tekne seçin.',

  'boatSearch.typeInvalid': BOAT_SEARCH_MESSAGES.typeInvalid,
  'boatSearch.marinaInvalid': BOAT_SEARCH_MESSAGES.marinaInvalid,
  'boatSearch.guestsMin': BOAT_SEARCH_MESSAGES.guestsMin,
  'boatSearch.guestsMax': BOAT_SEARCH_MESSAGES.guestsMax,
  'boatSearch.datesTogether': BOAT_SEARCH_MESSAGES.datesTogether,
  'boatSearch.tooLong': 'En fazla {max} günlük kiralama aranabilir.',
  'boatSearch.pastDate': BOAT_SEARCH_MESSAGES.pastDate,
  'boatSearch.priceRange': BOAT_SEARCH_MESSAGES.priceRange,

  'search.districtInvalid': 'Bölge geçersiz.',
  'search.townInvalid': 'İlçe geçersiz.',
  'search.ownerInvalid': 'Ev sahibi geçersiz.',
  'search.typeInvalid': 'Villa tipi geçersiz.',
  'search.featureInvalid': 'Özellik geçersiz.',
  'search.datesTogether': 'Giriş ve çıkış tarihlerini birlikte seçin.',
  'search.tooLong': 'En fazla 90 gecelik konaklama aranabilir.',
  'search.seaNumber': 'Denize uzaklık metre cinsinden sayı olmalı.',
  'search.seaInt': 'Denize uzaklık tam metre olmalı.',
  'search.seaMin': 'Denize uzaklık negatif olamaz.',
  'search.seaMax': 'Denize uzaklık en fazla 1.000.000 m olabilir.',
  'search.bedroomsNumber': 'Yatak odası sayısı bir sayı olmalı.',
  'search.bedroomsInt': 'Yatak odası sayısı tam sayı olmalı.',
  'search.bedroomsMin': 'Yatak odası sayısı en az 1 olmalı.',
  'search.bedroomsMax': 'Yatak odası sayısı en fazla {max} olabilir.',

  'common.dateFormat': 'Tarih YYYY-AA-GG biçiminde olmalı.',
  'common.monthFormat': 'Ay YYYY-AA biçiminde olmalı.',
  'common.dateInvalid': 'Geçersiz tarih.',
  'common.dateYears': 'Tarih {min} ile {max} yılları arasında olmalı.',
  'common.idInvalid': 'Geçersiz kimlik.',
  'common.skipMin': 'skip 0 veya daha büyük olmalı.',
  'common.takeMin': 'take en az 1 olmalı.',
  'common.langInvalid': 'Dil şunlardan biri olmalı: {locales}.',
  'booking.noteLong': 'Not en fazla 1000 karakter olabilir.',
  'contact.emailLong': 'E-posta adresi en fazla 200 karakter olabilir.',

  'contact.nameRequired': 'Lütfen adınızı ve soyadınızı yazın.',
  'contact.nameLong': 'Ad soyad en fazla 100 karakter olabilir.',
  'contact.emailInvalid': 'Geçerli bir e-posta adresi yazın.',
  'contact.phoneLong': 'Telefon numarası en fazla 30 karakter olabilir.',
  'contact.phoneInvalid': 'Geçerli bir telefon numarası yazın.',
  'contact.messageShort': 'Mesajınız en az 10 karakter olmalı.',
  'contact.messageLong': 'Mesajınız en fazla 5000 karakter olabilir.',
  'contact.sent': CONTACT_MESSAGES.sent,
  'contact.rateLimited': CONTACT_MESSAGES.rateLimited,

  'mine.tokenInvalid': MY_RESERVATIONS_MESSAGES.tokenInvalid,
  'mine.notYours': MY_RESERVATIONS_MESSAGES.notYours,
  'mine.requestClosed': MY_RESERVATIONS_MESSAGES.requestClosed,
  'mine.requestSent': MY_RESERVATIONS_MESSAGES.requestSent,
  'mine.messageLong': MY_RESERVATIONS_MESSAGES.messageLong,
  'mine.kindInvalid': MY_RESERVATIONS_MESSAGES.kindInvalid,
  'mine.datesOrder': MY_RESERVATIONS_MESSAGES.datesOrder,
  'mine.datesBoth': MY_RESERVATIONS_MESSAGES.datesBoth,
  'mine.datesOnlyChange': MY_RESERVATIONS_MESSAGES.datesOnlyChange,

  'review.nameShort': 'Adınız en az 2 karakter olmalı.',
  'review.nameLong': 'Adınız en fazla 80 karakter olabilir.',
  'review.rating': 'Puan 1 ile 5 arasında olmalı.',
  'review.textShort': 'Yorumunuz en az 10 karakter olmalı.',
  'review.textLong': 'Yorumunuz en fazla 2000 karakter olabilir.',
  'review.codeLong': 'Rezervasyon kodu en fazla 20 karakter olabilir.',
  'review.received': REVIEW_RECEIVED,

  'nearby.fromInvalid': 'Kaynak villa veya boat olmalı.',
  'nearby.guestsNumber': 'Kişi sayısı sayı olmalı.',
  'nearby.checkoutAfterCheckin': 'Çıkış tarihi girişten sonra olmalı.',
  'nearby.tooLong': 'En fazla {max} günlük bir tatil için öneri yapılır.',
} as const;

/** The id of one guest-facing API message. */
export type ApiTextId = keyof typeof API_TEXTS_TR;
/** A catalogue of another language: every id of the Turkish one (a missing id is a type error and a unit-test failure). */
export type ApiTextCatalogue = Record<ApiTextId, string>;
