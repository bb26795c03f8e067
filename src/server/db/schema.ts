// Long because: every table, index and column of the data model is here, the one source drizzle-kit generates migrations from.
// The whole data model. Public catalogue rows use integer ids (they appear in URLs);
// private rows (users, sessions, wedding data) use random text ids.
import { sql } from 'drizzle-orm';
import { check, index, type AnySQLiteColumn, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { newId } from '../../lib/ids.ts';
import { RATING_PRIOR } from '../../lib/rating.ts';
import { LOCALES } from '../../i18n/locales.ts';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const bool = (name: string) => integer(name, { mode: 'boolean' });
/** The rating sort's Bayesian average over a table's columns: `ratingScoreSql` (lib/rating.ts) as Drizzle SQL. */
const bayesianRating = (average: AnySQLiteColumn, reviews: AnySQLiteColumn) =>
  sql`((${sql.raw(String(RATING_PRIOR.mean * RATING_PRIOR.weight))} + ${average} * ${reviews}) / (${sql.raw(String(RATING_PRIOR.weight))} + ${reviews}))`;
const jsonList = (name: string) => text(name, { mode: 'json' }).$type<string[]>();
/**
 * Where a listing is filed in the catalogue's full-text indexes, which return matches in rowid
 * order: its rank in the high bits, the review-weighted rating (the average pulled towards 3.5
 * by five phantom reviews, best first), then id × 2 + kind (0 venue, 1 vendor) in the low 32
 * bits. One expression the search triggers read (drizzle/0019) instead of a copy in each;
 * virtual, so computed when read and never stored.
 */
const searchRowid = (kind: 0 | 1) =>
  integer('search_rowid').generatedAlwaysAs(
    sql.raw(`(500 - CAST(round((rating_average * review_count + 17.5) / (review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + id * 2 + ${kind}`),
    { mode: 'virtual' },
  );

// ---------- lookups ----------

export const cities = sqliteTable(
  'cities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** The name in Hindi (Devanagari), shown on /hi pages and searched with the English one; '' until written. */
    nameHi: text('name_hi').notNull().default(''),
    slug: text('slug').notNull(),
    state: text('state').notNull(),
  },
  (t) => [uniqueIndex('cities_slug_idx').on(t.slug), index('cities_name_idx').on(t.name)],
);

/** Vendor categories (type `vendor`) and venue types (type `venue`). */
export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Name and description in Hindi, shown on /hi pages and searched with the English ones; '' until written. */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    slug: text('slug').notNull(),
    type: text('type', { enum: ['vendor', 'venue'] }).notNull(),
    /** Key of an icon drawn by the UI (photography, decoration, …). */
    icon: text('icon').notNull().default(''),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_type_name_idx').on(t.type, t.name)],
);

export const subCategories = sqliteTable(
  'sub_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId), uniqueIndex('sub_categories_slug_idx').on(t.categoryId, t.slug)],
);

// ---------- accounts ----------

export type NotificationSettings = {
  email_notifications: boolean;
  push_notifications: boolean;
  marketing_emails: boolean;
};
/** Who an account is: a couple (customer), a business (vendor), an editor of the articles, or an administrator. */
export const USER_ROLES = ['customer', 'vendor', 'admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const defaultNotificationSettings: NotificationSettings = {
  email_notifications: true,
  push_notifications: true,
  marketing_emails: false,
};

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    avatarUrl: text('avatar_url'),
    notificationSettings: text('notification_settings', { mode: 'json' })
      .$type<NotificationSettings>()
      .notNull()
      .$defaultFn(() => ({ ...defaultNotificationSettings })),
    emailVerified: bool('email_verified').notNull().default(false),
    /** The account's language: its signed-in pages and the mail it gets. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the secret token, hex. The token itself is never stored. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sliding inactivity expiry. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** Absolute limit, never extended. */
    absoluteExpiresAt: integer('absolute_expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** False while a sign-in waits for its TOTP code. */
    twoFactorVerified: bool('two_factor_verified').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_created_idx').on(t.userId, t.createdAt), index('sessions_expires_idx').on(t.expiresAt)],
);

export const totpCredentials = sqliteTable('totp_credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 secret. */
  secret: text('secret').notNull(),
  friendlyName: text('friendly_name').notNull().default('Authenticator app'),
  status: text('status', { enum: ['unverified', 'verified'] })
    .notNull()
    .default('unverified'),
  /** SHA-256 hashes of unused recovery codes. */
  recoveryCodeHashes: jsonList('recovery_code_hashes').notNull().default([]),
  /** The last 30-second step whose code was accepted; a code of that step or earlier is refused. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

export const emailTokens = sqliteTable(
  'email_tokens',
  {
    /** SHA-256 of the token sent by e-mail. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartsAt: integer('window_starts_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Mail written here when no SMTP server is configured. */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

// ---------- catalogue ----------

/** Where an admin's review of a business's listing, service registration or claim stands. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const vendors = sqliteTable(
  'vendors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    galleryImageUrls: jsonList('gallery_image_urls').notNull().default([]),
    cityId: integer('city_id').references(() => cities.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    ratingAverage: real('rating_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isFeatured: bool('is_featured').notNull().default(false),
    priceRangeMin: integer('price_range_min'),
    priceRangeMax: integer('price_range_max'),
    /**
     * Public: listed, searchable and shown at /vendors/{id}. The one condition every public read
     * uses (catalogue/public-listing.server.ts), kept in the list indexes. A business's own sign-up
     * starts false and turns true only when an admin approves it with the owner's e-mail verified.
     */
    isActive: bool('is_active').notNull().default(true),
    /** An admin's review of the listing; rows made before the review queue (and the seed) are approved. */
    approvalStatus: text('approval_status', { enum: REVIEW_STATUSES }).notNull().default('approved'),
    /** The admin's reason, shown to the business, when the listing was rejected. */
    reviewReason: text('review_reason'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Null means the default text of the spec (Mon-Fri 9-6, Sat 10-4, Sun closed). */
    businessHours: text('business_hours'),
    depositPolicy: text('deposit_policy'),
    paymentMethods: jsonList('payment_methods'),
    yearsExperience: integer('years_experience'),
    teamSize: integer('team_size'),
    /** Catering per plate, makeup per person, mehendi per hand: the guest-count estimate's unit price. */
    pricePerPerson: integer('price_per_person'),
    /** YYYY-MM-DD the owner last confirmed or changed the prices; null means never. */
    pricesVerifiedOn: text('prices_verified_on'),
    /** When the owner last saved a calendar change; null = never touched ("Availability not confirmed"). Bookings alone leave it. */
    calendarUpdatedAt: integer('calendar_updated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    searchRowid: searchRowid(1),
  },
  (t) => [
    // Not unique: a business account may own several listings (its own and claimed ones).
    index('vendors_owner_idx').on(t.ownerUserId),
    // The admin review queue reads the few pending listings.
    index('vendors_approval_idx').on(t.approvalStatus, t.id),
    // The starting price after the id (the order's last key), so a price filter is checked from the index entry (drizzle/0016).
    index('vendors_listing_idx').on(t.categoryId, t.cityId, t.isActive, t.isFeatured, t.ratingAverage, t.reviewCount, t.id, t.priceRangeMin),
    index('vendors_category_rank_idx').on(t.categoryId, t.isActive, t.isFeatured, t.ratingAverage, t.reviewCount, t.id, t.priceRangeMin),
    // "Rating: High to Low" by the Bayesian average (lib/rating.ts, ratingScoreSql),
    // featured or not: the same expression, so the sort walks these and stops at LIMIT.
    ...(() => {
      const score = bayesianRating(t.ratingAverage, t.reviewCount);
      return [
        index('vendors_listing_score_idx').on(t.categoryId, t.cityId, t.isActive, score, t.id, t.priceRangeMin, t.ratingAverage),
        index('vendors_category_score_idx').on(t.categoryId, t.isActive, score, t.id, t.priceRangeMin, t.ratingAverage),
      ];
    })(),
    // Lists by starting price, vendors without one last, in both directions (drizzle/0016).
    index('vendors_category_price_idx').on(t.categoryId, t.isActive, sql`${t.priceRangeMin} IS NULL`, t.priceRangeMin, t.id),
    index('vendors_category_price_desc_idx').on(t.categoryId, t.isActive, sql`${t.priceRangeMin} IS NULL`, sql`${t.priceRangeMin} DESC`, sql`${t.id} DESC`),
    index('vendors_city_price_idx').on(t.categoryId, t.cityId, t.isActive, sql`${t.priceRangeMin} IS NULL`, t.priceRangeMin, t.id),
    index('vendors_city_price_desc_idx').on(
      t.categoryId,
      t.cityId,
      t.isActive,
      sql`${t.priceRangeMin} IS NULL`,
      sql`${t.priceRangeMin} DESC`,
      sql`${t.id} DESC`,
    ),
    index('vendors_city_idx').on(t.cityId),
    index('vendors_recommend_idx').on(t.isActive, t.ratingAverage, t.priceRangeMin),
  ],
);

export const vendorSubcategories = sqliteTable(
  'vendor_subcategories',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.subCategoryId] }), index('vendor_subcategories_sub_idx').on(t.subCategoryId, t.vendorId)],
);

/** Decoration and photography services a vendor submits for review. */
export const vendorServices = sqliteTable(
  'vendor_services',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: ['decoration', 'photography'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    price: integer('price').notNull(),
    experience: integer('experience').notNull(),
    portfolioUrl: text('portfolio_url'),
    imageUrl: text('image_url'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** The admin's reason, shown to the business, when the registration was rejected. */
    reviewReason: text('review_reason'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendor_services_user_idx').on(t.userId, t.createdAt), index('vendor_services_status_idx').on(t.status, t.serviceType)],
);

export type Amenities = Record<string, string | boolean>;

export const venues = sqliteTable(
  'venues',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Venue type slug: hotel, banquet, heritage, farmhouse, resort, beach, garden, destination. */
    type: text('type').notNull(),
    /** City name as displayed ("Mumbai"). */
    location: text('location').notNull(),
    address: text('address').notNull().default(''),
    imageUrl: text('image_url'),
    coverImageUrl: text('cover_image_url'),
    galleryImageUrls: jsonList('gallery_image_urls').notNull().default([]),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    capacity: integer('capacity'),
    capacityMin: integer('capacity_min'),
    capacityMax: integer('capacity_max'),
    pricePerDay: integer('price_per_day'),
    rentalPriceMin: integer('rental_price_min'),
    rentalPriceMax: integer('rental_price_max'),
    numberAcRooms: integer('number_ac_rooms'),
    pricePerAcRoom: integer('price_per_ac_room'),
    numberNonAcRooms: integer('number_non_ac_rooms'),
    pricePerNonAcRoom: integer('price_per_non_ac_room'),
    decorStartingPrice: integer('decor_starting_price'),
    pricePerPlateVeg: integer('price_per_plate_veg'),
    pricePerPlateNonveg: integer('price_per_plate_nonveg'),
    taxesAndFeesDescription: text('taxes_and_fees_description'),
    depositRequired: text('deposit_required'),
    cancellationPolicy: text('cancellation_policy'),
    alcoholPolicy: text('alcohol_policy'),
    decorPolicy: text('decor_policy'),
    wheelchairAccessible: bool('wheelchair_accessible').notNull().default(false),
    airConditioning: bool('air_conditioning').notNull().default(false),
    soundSystemAvailable: bool('sound_system_available').notNull().default(false),
    stageAvailable: bool('stage_available').notNull().default(false),
    danceFloorAvailable: bool('dance_floor_available').notNull().default(false),
    bridalSuiteAvailable: bool('bridal_suite_available').notNull().default(false),
    amenities: text('amenities', { mode: 'json' }).$type<Amenities>().notNull().default({}),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    websiteUrl: text('website_url'),
    ratingAverage: real('rating_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    /** The business account (role vendor) that answers this venue's enquiries; null while unclaimed. */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD the owner last confirmed or changed the prices; null means never. */
    pricesVerifiedOn: text('prices_verified_on'),
    /** When the owner last saved a calendar change; null = never touched ("Availability not confirmed"). Bookings alone leave it. */
    calendarUpdatedAt: integer('calendar_updated_at', { mode: 'timestamp_ms' }),
    searchRowid: searchRowid(0),
  },
  (t) => [
    index('venues_owner_idx').on(t.ownerUserId),
    // A city's venues by id, the narrowest index: a count walks it, and a count by date looks up
    // each venue's calendar in the order of the calendar's own index (by listing), on few pages.
    index('venues_city_idx').on(t.cityId),
    // Each list index covers every filter column after its key, so candidates are checked
    // without reading the table (drizzle/0007_vendor-search.sql).
    index('venues_city_rating_idx').on(t.cityId, t.ratingAverage, t.id, t.type, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.rentalPriceMin),
    index('venues_city_type_idx').on(t.cityId, t.type, t.ratingAverage, t.id, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.rentalPriceMin),
    index('venues_city_rental_idx').on(t.cityId, t.rentalPriceMin, t.id, t.type, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.ratingAverage),
    index('venues_city_capacity_idx').on(t.cityId, t.capacityMax, t.id, t.type, t.capacityMin, t.pricePerPlateVeg, t.rentalPriceMin, t.ratingAverage),
    index('venues_city_plate_idx').on(t.cityId, t.pricePerPlateVeg, t.id, t.type, t.capacityMin, t.capacityMax, t.rentalPriceMin, t.ratingAverage),
    index('venues_type_rating_idx').on(t.type, t.ratingAverage, t.id, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.rentalPriceMin),
    index('venues_rating_idx').on(t.ratingAverage, t.id, t.type, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.rentalPriceMin),
    index('venues_rental_idx').on(t.rentalPriceMin, t.id, t.type, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.ratingAverage),
    index('venues_capacity_idx').on(t.capacityMax, t.id, t.type, t.capacityMin, t.pricePerPlateVeg, t.rentalPriceMin, t.ratingAverage),
    index('venues_plate_idx').on(t.pricePerPlateVeg, t.id, t.type, t.capacityMin, t.capacityMax, t.rentalPriceMin, t.ratingAverage),
    // The "estimated cost" sort's indexes at 50, 100, 200 and 400 guests (drizzle/0009_prices.sql).
    ...[50, 100, 200, 400].flatMap((guests) => {
      const cost = sql`ifnull(${t.pricePerPlateVeg} * ${sql.raw(String(guests))} + ${t.rentalPriceMin}, 1000000000000000)`;
      const rest = [t.id, t.type, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.rentalPriceMin, t.ratingAverage] as const;
      return [index(`venues_city_est${guests}_idx`).on(t.cityId, cost, ...rest), index(`venues_est${guests}_idx`).on(cost, ...rest)];
    }),
    // The rating sort's Bayesian average (lib/rating.ts, ratingScoreSql; the same expression, so
    // the sort walks it).
    ...(() => {
      const score = bayesianRating(t.ratingAverage, t.reviewCount);
      const rest = [t.id, t.type, t.capacityMin, t.capacityMax, t.pricePerPlateVeg, t.rentalPriceMin, t.ratingAverage] as const;
      return [index('venues_city_score_idx').on(t.cityId, score, ...rest), index('venues_score_idx').on(score, ...rest)];
    })(),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewType: text('review_type', { enum: ['venue', 'vendor', 'service'] }).notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => vendorServices.id, {
      onDelete: 'cascade',
    }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_venue_idx').on(t.userId, t.venueId),
    uniqueIndex('reviews_user_vendor_idx').on(t.userId, t.vendorId),
    uniqueIndex('reviews_user_service_idx').on(t.userId, t.serviceId),
    index('reviews_venue_idx').on(t.venueId, t.createdAt),
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const shortlists = sqliteTable(
  'shortlists',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['venue', 'vendor', 'service'] }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shortlists_user_item_idx').on(t.userId, t.itemType, t.itemId), index('shortlists_user_created_idx').on(t.userId, t.createdAt)],
);

export const ideaLikes = sqliteTable(
  'idea_likes',
  {
    ideaSlug: text('idea_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ideaSlug, t.userId] }), index('idea_likes_user_idx').on(t.userId)],
);

export const galleryPhotos = sqliteTable(
  'gallery_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_photos_created_idx').on(t.createdAt)],
);

// ---------- a couple's planning ----------

/** The two families of a wedding; 'both' for guests and helpers of the couple themselves. */
export const WEDDING_SIDES = ['bride', 'groom', 'both'] as const;
export type WeddingSide = (typeof WEDDING_SIDES)[number];
/** Who pays a budget line. */
export const COST_PAYERS = ['bride', 'groom', 'shared'] as const;
export type CostPayer = (typeof COST_PAYERS)[number];
/** The two sides that pay: who made a shared budget line's payments. */
export const SIDE_PAYERS = ['bride', 'groom'] as const;
export type SidePayer = (typeof SIDE_PAYERS)[number];
/**
 * What a collaborator may do: a co-planner everything the couple can (but remove the couple),
 * family their side's guests and households, the functions and the checklist (budget totals
 * of their side, read only), a viewer read only.
 */
export const COLLABORATOR_ROLES = ['co-planner', 'family', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export const weddingProfiles = sqliteTable(
  'wedding_profiles',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull().default(''),
    partnerName: text('partner_name').notNull().default(''),
    weddingCity: text('wedding_city').notNull().default(''),
    /** ISO date, YYYY-MM-DD. */
    weddingDate: text('wedding_date'),
    eventType: text('event_type', { enum: ['wedding', 'engagement', 'reception', 'other'] })
      .notNull()
      .default('wedding'),
    budget: real('budget'),
    /** ISO date, YYYY-MM-DD: the last day the RSVP links take replies. */
    rsvpDeadline: text('rsvp_deadline'),
    /** Raised by triggers (migration 0005) on every change that moves headcounts, stays or new replies. */
    rsvpVersion: integer('rsvp_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wedding_profiles_user_idx').on(t.userId)],
);

/** The wedding a planning row belongs to; the row goes when the wedding profile does. */
const weddingProfileId = () =>
  text('wedding_profile_id')
    .notNull()
    .references(() => weddingProfiles.id, { onDelete: 'cascade' });

export const guests = sqliteTable(
  'guests',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    weddingProfileId: weddingProfileId(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    isInvited: bool('is_invited').notNull().default(false),
    /** true confirmed, false declined, null awaiting. */
    isAttending: bool('is_attending'),
    mealPreference: text('meal_preference', { enum: ['Vegetarian', 'Non-vegetarian', 'Vegan', 'Jain'] }),
    tableNumber: integer('table_number'),
    notes: text('notes'),
    /** The family or couple the guest is invited with (see `households`). */
    householdId: text('household_id').references((): AnySQLiteColumn => households.id, { onDelete: 'set null' }),
    isChild: bool('is_child').notNull().default(false),
    /** Whose guest: the bride's family, the groom's, or both (friends of the couple). */
    side: text('side', { enum: WEDDING_SIDES }).notNull().default('both'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guests_profile_idx').on(t.weddingProfileId, t.createdAt), index('guests_household_idx').on(t.householdId, t.id, t.isChild, t.mealPreference)],
);

export const planningTasks = sqliteTable(
  'planning_tasks',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    weddingProfileId: weddingProfileId(),
    taskName: text('task_name').notNull(),
    description: text('description'),
    /** ISO date, YYYY-MM-DD. */
    dueDate: text('due_date'),
    isCompleted: bool('is_completed').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** The checklist phase the task belongs to; null for tasks outside the phases (RSVP tasks). */
    phaseId: text('phase_id'),
    /** The fixed checklist item the task came from; null for RSVP and custom tasks. */
    checklistItemId: text('checklist_item_id'),
    /** Added by the couple (only these can be deleted). */
    isCustom: bool('is_custom').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('planning_tasks_profile_due_idx').on(t.weddingProfileId, t.dueDate),
    uniqueIndex('planning_tasks_profile_item_idx').on(t.weddingProfileId, t.checklistItemId),
  ],
);

/** Ticks on the public checklist page, for signed-in couples. */
export const checklistProgress = sqliteTable(
  'checklist_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    completed: bool('completed').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** Custom items a couple adds to a checklist phase. */
export const checklistCustomItems = sqliteTable(
  'checklist_custom_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phaseId: text('phase_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('checklist_custom_items_user_idx').on(t.userId, t.phaseId)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

// ---------- functions, households and RSVP links ----------

/** A function of the wedding: Haldi, Mehendi, Sangeet, the wedding, the reception… */
export const weddingFunctions = sqliteTable(
  'wedding_functions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    weddingProfileId: weddingProfileId(),
    name: text('name').notNull(),
    /** ISO date, YYYY-MM-DD. */
    date: text('date'),
    /** 24-hour HH:MM. */
    startTime: text('start_time'),
    /** A shortlisted venue it takes place at (no foreign key: the catalogue is reseeded). */
    venueId: integer('venue_id'),
    /** The venue's name, chosen from the shortlist or typed. */
    venueName: text('venue_name'),
    address: text('address'),
    dressCode: text('dress_code'),
    /** Shown on the couple's wedding website (`wedding_sites`); private by default. */
    isPublic: bool('is_public').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wedding_functions_profile_idx').on(t.weddingProfileId, t.position)],
);

/** A family or couple invited together, with its private RSVP link. */
export const households = sqliteTable(
  'households',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    weddingProfileId: weddingProfileId(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** How many people the household may bring in all, its own guests included. */
    allowance: integer('allowance').notNull().default(1),
    /** Random input of the link's token; a new one revokes the old link. */
    tokenNonce: text('token_nonce'),
    /** SHA-256 of the link's token (the token itself is never stored). */
    tokenHash: text('token_hash'),
    tokenCreatedAt: integer('token_created_at', { mode: 'timestamp_ms' }),
    needsAccommodation: bool('needs_accommodation'),
    /** ISO dates, YYYY-MM-DD. */
    arrivalDate: text('arrival_date'),
    departureDate: text('departure_date'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    replySeenAt: integer('reply_seen_at', { mode: 'timestamp_ms' }),
    /** The language of the household's RSVP page and invitation message; the couple's when added. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** Whose household: the bride's family, the groom's, or both. */
    side: text('side', { enum: WEDDING_SIDES }).notNull().default('both'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('households_profile_idx').on(t.weddingProfileId, t.createdAt), uniqueIndex('households_token_idx').on(t.tokenHash)],
);

export const functionInvites = sqliteTable(
  'function_invites',
  {
    functionId: text('function_id')
      .notNull()
      .references(() => weddingFunctions.id, { onDelete: 'cascade' }),
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.functionId, t.householdId] }), index('function_invites_household_idx').on(t.householdId)],
);

/** A named extra guest a household adds through its RSVP link, within its allowance. */
export const rsvpExtras = sqliteTable(
  'rsvp_extras',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    isChild: bool('is_child').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rsvp_extras_household_idx').on(t.householdId, t.createdAt)],
);

/** One person's answer for one function: a guest's or a named extra's, never both. */
export const rsvpAnswers = sqliteTable(
  'rsvp_answers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    functionId: text('function_id')
      .notNull()
      .references(() => weddingFunctions.id, { onDelete: 'cascade' }),
    guestId: text('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    extraId: text('extra_id').references(() => rsvpExtras.id, { onDelete: 'cascade' }),
    attending: bool('attending').notNull(),
    meal: text('meal', { enum: ['Vegetarian', 'Non-vegetarian', 'Vegan', 'Jain'] }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rsvp_answers_guest_idx').on(t.guestId, t.functionId),
    uniqueIndex('rsvp_answers_extra_idx').on(t.extraId, t.functionId),
    index('rsvp_answers_function_idx').on(t.functionId),
    check('rsvp_answers_one_person', sql`(${t.guestId} IS NULL) <> (${t.extraId} IS NULL)`),
  ],
);

/** Server keys generated once per database when none is configured (see features/planning/rsvp). */
export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
// ---------- enquiries, quotes and bookings ----------

const LISTING_KINDS = ['venue', 'vendor'] as const;
const CONVERSATION_STATUSES = ['new', 'replied', 'quoted', 'booked', 'declined', 'withdrawn'] as const;
const QUOTE_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
/** The part of a day a quote or booking covers ('full' = both), and the two parts a calendar row holds. */
const BOOKING_PARTS = ['day', 'evening', 'full'] as const;
const DAY_PARTS = ['day', 'evening'] as const;
const CALENDAR_SOURCES = ['block', 'booking'] as const;
/** A message, or an event in the thread (its text is the UI's; `body` holds what the person wrote). */
const MESSAGE_KINDS = ['message', 'quote', 'quote_accepted', 'quote_declined', 'quote_withdrawn', 'declined', 'withdrawn', 'contact_shared'] as const;

/** One-time links, e-mailed to an unclaimed listing's public address, that attach it to a business account. */
export const listingClaims = sqliteTable(
  'listing_claims',
  {
    /** SHA-256 of the token in the link. */
    id: text('id').primaryKey(),
    listingKind: text('listing_kind', { enum: LISTING_KINDS }).notNull(),
    listingId: integer('listing_id').notNull(),
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    usedByUserId: text('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An admin's review of a used link (the claim takes effect at once; a rejection detaches the listing). */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_claims_listing_idx').on(t.listingKind, t.listingId), index('listing_claims_review_idx').on(t.reviewStatus, t.usedAt)],
);

/** A couple's enquiry to one listing, and everything said about it since. */
export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    coupleUserId: text('couple_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKind: text('listing_kind', { enum: LISTING_KINDS }).notNull(),
    listingId: integer('listing_id').notNull(),
    /** The listing's owner; null while the listing is unclaimed, set for every stored enquiry on claim. */
    businessUserId: text('business_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the couple is named to the business (never their e-mail or phone). */
    coupleName: text('couple_name').notNull(),
    functions: jsonList('functions').notNull(),
    /** YYYY-MM-DD, or null when the dates are not fixed. */
    eventDate: text('event_date'),
    /** YYYY-MM: the month of the date, or the month chosen when the dates are not fixed. */
    eventMonth: text('event_month').notNull(),
    guestCount: integer('guest_count').notNull(),
    /** Rupees, for this service; optional. */
    budget: integer('budget'),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('new'),
    contactShared: bool('contact_shared').notNull().default(false),
    /** Copied when (and only when) the couple shares their contact details. */
    sharedPhone: text('shared_phone'),
    sharedEmail: text('shared_email'),
    lastMessage: text('last_message').notNull().default(''),
    lastActivityAt: integer('last_activity_at', { mode: 'timestamp_ms' }).notNull(),
    coupleUnread: integer('couple_unread').notNull().default(0),
    businessUnread: integer('business_unread').notNull().default(0),
    /**
     * Sent before the couple verified their e-mail: kept from the business (no owner set, no
     * mail) until the couple verifies, then delivered (enquiries.server.ts, deliverHeldEnquiries).
     */
    awaitingVerification: bool('awaiting_verification').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_couple_awaiting_idx')
      .on(t.coupleUserId)
      .where(sql`${t.awaitingVerification} = 1`),
    index('conversations_business_activity_idx').on(t.businessUserId, t.lastActivityAt),
    index('conversations_business_status_idx').on(t.businessUserId, t.status, t.lastActivityAt),
    index('conversations_couple_activity_idx').on(t.coupleUserId, t.lastActivityAt),
    index('conversations_listing_idx').on(t.listingKind, t.listingId),
  ],
);

export const messages = sqliteTable(
  'messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorSide: text('author_side', { enum: ['couple', 'business'] }).notNull(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('message'),
    /** The text written (a message, a decline reason); empty for events without text. */
    body: text('body').notNull().default(''),
    quoteId: text('quote_id'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const quotes = sqliteTable(
  'quotes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Rupees. */
    amount: integer('amount').notNull(),
    includes: text('includes').notNull(),
    /** The functions of the enquiry this quote covers. */
    functions: jsonList('functions').notNull(),
    /** YYYY-MM-DD, the last day it may be accepted (India time). */
    validUntil: text('valid_until').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('open'),
    /** The space quoted for (a venue's hall or lawn); null on quotes made before spaces, read as the listing's first space. */
    spaceId: integer('space_id').references(() => listingSpaces.id, { onDelete: 'set null' }),
    part: text('part', { enum: BOOKING_PARTS }).notNull().default('full'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('quotes_one_accepted_idx')
      .on(t.conversationId)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

/** A confirmed booking: made from an accepted quote, one per conversation. */
export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    coupleUserId: text('couple_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessUserId: text('business_user_id').references(() => users.id, { onDelete: 'set null' }),
    listingKind: text('listing_kind', { enum: LISTING_KINDS }).notNull(),
    listingId: integer('listing_id').notNull(),
    /** Rupees: the accepted quote's amount. */
    amount: integer('amount').notNull(),
    functions: jsonList('functions').notNull(),
    eventDate: text('event_date'),
    eventMonth: text('event_month').notNull(),
    guestCount: integer('guest_count').notNull(),
    /** Copied from the accepted quote. */
    spaceId: integer('space_id').references(() => listingSpaces.id, { onDelete: 'set null' }),
    part: text('part', { enum: BOOKING_PARTS }).notNull().default('full'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_conversation_idx').on(t.conversationId),
    uniqueIndex('bookings_quote_idx').on(t.quoteId),
    index('bookings_business_event_idx').on(t.businessUserId, t.eventMonth, t.eventDate),
    index('bookings_couple_created_idx').on(t.coupleUserId, t.createdAt),
    // A listing's bookings on a date: the double-booking guard and the inbox's clash mark.
    index('bookings_listing_date_idx').on(t.listingKind, t.listingId, t.eventDate),
  ],
);

// ---------- availability ----------

/**
 * Where a listing hosts (a venue's hall, its lawn), each with its own calendar and capacity.
 * Every venue and vendor has at least one; a vendor's one space is its single calendar.
 */
export const listingSpaces = sqliteTable(
  'listing_spaces',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingKind: text('listing_kind', { enum: LISTING_KINDS }).notNull(),
    listingId: integer('listing_id').notNull(),
    name: text('name').notNull(),
    /** Guests; null = any number. */
    capacity: integer('capacity'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('listing_spaces_listing_idx').on(t.listingKind, t.listingId)],
);

/**
 * A space taken on a date for one part of the day: blocked by its owner or held by a booking.
 * A whole day is two rows. The unique key is the double-booking guard: a second row for the same
 * space, date and part cannot be written, so two acceptances cannot both succeed.
 */
export const calendarEntries = sqliteTable(
  'calendar_entries',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    spaceId: integer('space_id')
      .notNull()
      .references(() => listingSpaces.id, { onDelete: 'cascade' }),
    /** Copied from the space, so the public lists read entries without a join. */
    listingKind: text('listing_kind', { enum: LISTING_KINDS }).notNull(),
    listingId: integer('listing_id').notNull(),
    /** YYYY-MM-DD, a date in India. */
    date: text('date').notNull(),
    part: text('part', { enum: DAY_PARTS }).notNull(),
    source: text('source', { enum: CALENDAR_SOURCES }).notNull(),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_entries_space_date_part_idx').on(t.spaceId, t.date, t.part),
    // A list by one date looks up each listing on that date: by date first, those lookups fall on
    // the same few pages of the index.
    index('calendar_entries_listing_date_idx').on(t.listingKind, t.date, t.listingId),
    // A listing's rows in a range of dates (a list by `from`/`to`, a detail page's year, its
    // owner's month) are one short range of this one; by date first, a range read every listing's.
    index('calendar_entries_listing_idx').on(t.listingKind, t.listingId, t.date),
    index('calendar_entries_booking_idx').on(t.bookingId),
  ],
);

/**
 * An account's private calendar feed (iCalendar): its address holds a token made from the nonce
 * under a server key (features/dashboard/calendar); the database keeps the nonce and the token's
 * SHA-256, never the token. A new nonce revokes the old address.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);

/** Each business's inbox counts per status; written only by triggers on `conversations` (see drizzle/0003). */
export const inboxCounts = sqliteTable(
  'inbox_counts',
  {
    businessUserId: text('business_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull(),
    total: integer('total').notNull().default(0),
    /** Conversations with something unread. */
    unread: integer('unread').notNull().default(0),
    unreadMessages: integer('unread_messages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessUserId, t.status] })],
);

/** Each business inbox's version, raised by triggers on every change its list shows (drizzle/0013); inbox pages are kept by it. */
export const inboxVersions = sqliteTable('inbox_versions', {
  businessUserId: text('business_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

/**
 * A listing's prices from `changed_on` (YYYY-MM-DD), one row per change (drizzle/0009_prices.sql).
 * Venue rows fill the plate and rental columns, vendor rows the range and per-person ones.
 */
export const priceHistory = sqliteTable(
  'price_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingKind: text('listing_kind', { enum: ['venue', 'vendor'] }).notNull(),
    listingId: integer('listing_id').notNull(),
    changedOn: text('changed_on').notNull(),
    pricePerPlateVeg: integer('price_per_plate_veg'),
    pricePerPlateNonveg: integer('price_per_plate_nonveg'),
    rentalPriceMin: integer('rental_price_min'),
    rentalPriceMax: integer('rental_price_max'),
    priceRangeMin: integer('price_range_min'),
    priceRangeMax: integer('price_range_max'),
    pricePerPerson: integer('price_per_person'),
    createdAt: createdAt(),
  },
  (t) => [index('price_history_listing_idx').on(t.listingKind, t.listingId, t.changedOn, t.id)],
);

// ---------- listing photos ----------

/**
 * A photo of a vendor's or a venue's listing (exactly one of the two). Its variants are
 * stored under `storage_key`, the content hash of the upload: `<key>-<width>.<avif|webp|jpg>`.
 * Shown publicly once it has alt text and while it is not hidden.
 */
export const listingPhotos = sqliteTable(
  'listing_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Size of the largest variant, upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variantWidths: text('variant_widths', { mode: 'json' }).$type<number[]>().notNull(),
    /** Bytes of every stored variant, for the per-listing cap. */
    bytes: integer('bytes').notNull(),
    /** Tiny blurred preview, a data: URI. */
    placeholder: text('placeholder').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    isCover: bool('is_cover').notNull().default(false),
    /** A gallery category (Mehendi, Haldi, …) to show the photo on /gallery too; null keeps it off. */
    galleryCategory: text('gallery_category'),
    /** Open reports (not yet reviewed). */
    reportCount: integer('report_count').notNull().default(0),
    /** Hidden until reviewed, after the listing's photos gathered enough reports. */
    hidden: bool('hidden').notNull().default(false),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('listing_photos_one_listing', sql`(${t.vendorId} IS NULL) <> (${t.venueId} IS NULL)`),
    index('listing_photos_vendor_idx').on(t.vendorId, t.position),
    index('listing_photos_venue_idx').on(t.venueId, t.position),
    uniqueIndex('listing_photos_vendor_key_idx').on(t.vendorId, t.storageKey),
    uniqueIndex('listing_photos_venue_key_idx').on(t.venueId, t.storageKey),
    uniqueIndex('listing_photos_vendor_cover_idx')
      .on(t.vendorId)
      .where(sql`is_cover = 1`),
    uniqueIndex('listing_photos_venue_cover_idx')
      .on(t.venueId)
      .where(sql`is_cover = 1`),
    index('listing_photos_key_idx').on(t.storageKey),
    index('listing_photos_gallery_idx')
      .on(t.createdAt, t.id)
      .where(sql`gallery_category IS NOT NULL AND hidden = 0 AND alt <> ''`),
    index('listing_photos_reported_idx')
      .on(t.hidden, t.reportCount)
      .where(sql`report_count > 0 OR hidden = 1`),
  ],
);

/** One couple's report of one photo; `reviewed_at` is set when the admin has looked at it. */
export const listingPhotoReports = sqliteTable(
  'listing_photo_reports',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => listingPhotos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['not-their-work', 'inappropriate', 'misleading', 'privacy'] }).notNull(),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.userId] }), index('listing_photo_reports_user_idx').on(t.userId, t.createdAt)],
);

export type ListingPhoto = typeof listingPhotos.$inferSelect;

// ---------- the budget tracker ----------

/** A wedding's plan for one budget category (`BUDGET_CATEGORIES[].category`), in rupees. */
export const budgetLines = sqliteTable(
  'budget_lines',
  {
    weddingProfileId: weddingProfileId(),
    category: text('category').notNull(),
    planned: integer('planned').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.weddingProfileId, t.category] }), check('budget_lines_planned_range', sql`${t.planned} BETWEEN 0 AND 10000000000`)],
);

/** One expense of a wedding: what, quoted and paid (rupees), when it is due; from a booking when accepted on Mandap. */
export const budgetItems = sqliteTable(
  'budget_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    weddingProfileId: weddingProfileId(),
    category: text('category').notNull(),
    what: text('what').notNull(),
    functionId: text('function_id').references(() => weddingFunctions.id, { onDelete: 'set null' }),
    /** The business on Mandap (no foreign key: the catalogue is reseeded). */
    listingKind: text('listing_kind', { enum: LISTING_KINDS }),
    listingId: integer('listing_id'),
    businessName: text('business_name'),
    quoted: integer('quoted').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    /** ISO date, YYYY-MM-DD. */
    dueDate: text('due_date'),
    note: text('note'),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Who pays: the bride's side, the groom's, or both ('shared', split by `bride_share`). */
    paidBy: text('paid_by', { enum: COST_PAYERS }).notNull().default('shared'),
    /** A shared line's bride's-side share, in percent 0–100 (the groom's side pays the rest); checked by the action's schema. */
    brideShare: integer('bride_share').notNull().default(50),
    /**
     * Which side has made a shared line's payments so far (the other side owes it its share of
     * them), or null: each side paid its own share.
     */
    sharedPaidBy: text('shared_paid_by', { enum: SIDE_PAYERS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('budget_items_profile_idx').on(t.weddingProfileId, t.category, t.createdAt),
    index('budget_items_due_idx').on(t.weddingProfileId, t.dueDate),
    uniqueIndex('budget_items_booking_idx').on(t.bookingId),
    check('budget_items_amounts_range', sql`${t.quoted} BETWEEN 0 AND 10000000000 AND ${t.paid} BETWEEN 0 AND 10000000000`),
    check('budget_items_listing_pair', sql`(${t.listingKind} IS NULL) = (${t.listingId} IS NULL)`),
  ],
);

// ---------- two families: collaborators, activity and the wedding website ----------

/**
 * A person the couple invited to plan with them. An invitation (`token_hash`, valid until
 * `expires_at`, single use) is bound to `email`; accepting it sets `user_id` and `accepted_at`
 * and clears the token. Removing a collaborator deletes the row, so access ends at once.
 */
export const weddingCollaborators = sqliteTable(
  'wedding_collaborators',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    weddingProfileId: weddingProfileId(),
    /** Lower case. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COLLABORATOR_ROLES }).notNull(),
    side: text('side', { enum: WEDDING_SIDES }).notNull(),
    /** SHA-256 of the invitation link's token, until it is used. */
    tokenHash: text('token_hash'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wedding_collaborators_email_idx').on(t.weddingProfileId, t.email),
    uniqueIndex('wedding_collaborators_token_idx').on(t.tokenHash),
    index('wedding_collaborators_user_idx').on(t.userId),
    index('wedding_collaborators_invited_idx').on(t.email, t.acceptedAt),
  ],
);

/** Who added, changed or removed which guest, household, booking or payment; the Overview shows the last 30 days. */
export const weddingActivity = sqliteTable(
  'wedding_activity',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    weddingProfileId: weddingProfileId(),
    /** Null once the account is gone; `actor_name` keeps what was shown. */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: ['added', 'changed', 'removed'] }).notNull(),
    subject: text('subject', { enum: ['guest', 'household', 'booking', 'payment', 'budget-item'] }).notNull(),
    /** The guest's or household's name, the booked business, the expense: as it was then. */
    subjectName: text('subject_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wedding_activity_profile_idx').on(t.weddingProfileId, t.createdAt)],
);

/**
 * The couple's wedding website at /w/{slug}: unlisted (noindex, not in the sitemap or search)
 * unless `listed`; behind a passphrase (hashed) when one is set.
 */
export const weddingSites = sqliteTable(
  'wedding_sites',
  {
    weddingProfileId: text('wedding_profile_id')
      .primaryKey()
      .references(() => weddingProfiles.id, { onDelete: 'cascade' }),
    /** Lower-case letters, digits and hyphens. */
    slug: text('slug').notNull(),
    story: text('story').notNull().default(''),
    travel: text('travel').notNull().default(''),
    stay: text('stay').notNull().default(''),
    listed: bool('listed').notNull().default(false),
    passphraseHash: text('passphrase_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wedding_sites_slug_idx').on(t.slug)],
);

/** A photo on a wedding website (at most 24), stored like listing photos: `<storage_key>-<width>.<avif|webp|jpg>`. */
export const weddingSitePhotos = sqliteTable(
  'wedding_site_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    weddingProfileId: weddingProfileId(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variantWidths: text('variant_widths', { mode: 'json' }).$type<number[]>().notNull(),
    bytes: integer('bytes').notNull(),
    placeholder: text('placeholder').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('wedding_site_photos_profile_idx').on(t.weddingProfileId, t.position),
    uniqueIndex('wedding_site_photos_key_idx').on(t.weddingProfileId, t.storageKey),
  ],
);

export type WeddingCollaborator = typeof weddingCollaborators.$inferSelect;

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Venue = typeof venues.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type Message = typeof messages.$inferSelect;
