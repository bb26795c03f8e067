// The whole data model. Public catalogue rows use integer ids (they appear in URLs);
// private rows (users, sessions, wedding data) use random text ids.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const randomId = () => crypto.randomUUID().replaceAll('-', '');
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const bool = (name: string) => integer(name, { mode: 'boolean' });
const jsonList = (name: string) => text(name, { mode: 'json' }).$type<string[]>();

// ---------- lookups ----------

export const cities = sqliteTable(
  'cities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
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
    slug: text('slug').notNull(),
    type: text('type', { enum: ['vendor', 'venue'] }).notNull(),
    /** Key of an icon drawn by the UI (photography, decoration, …). */
    icon: text('icon').notNull().default(''),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_type_name_idx').on(t.type, t.name),
  ],
);

export const subCategories = sqliteTable(
  'sub_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    index('sub_categories_category_idx').on(t.categoryId),
    uniqueIndex('sub_categories_slug_idx').on(t.categoryId, t.slug),
  ],
);

// ---------- accounts ----------

export type NotificationSettings = {
  email_notifications: boolean;
  push_notifications: boolean;
  marketing_emails: boolean;
};
export const defaultNotificationSettings: NotificationSettings = {
  email_notifications: true,
  push_notifications: true,
  marketing_emails: false,
};

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(randomId),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ['customer', 'vendor'] })
      .notNull()
      .default('customer'),
    avatarUrl: text('avatar_url'),
    notificationSettings: text('notification_settings', { mode: 'json' })
      .$type<NotificationSettings>()
      .notNull()
      .$defaultFn(() => ({ ...defaultNotificationSettings })),
    emailVerified: bool('email_verified').notNull().default(false),
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
  (t) => [index('sessions_user_idx').on(t.userId)],
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
    isActive: bool('is_active').notNull().default(true),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendors_owner_idx').on(t.ownerUserId),
    index('vendors_listing_idx').on(
      t.categoryId,
      t.cityId,
      t.isActive,
      t.isFeatured,
      t.ratingAverage,
      t.reviewCount,
    ),
    index('vendors_category_rank_idx').on(
      t.categoryId,
      t.isActive,
      t.isFeatured,
      t.ratingAverage,
      t.reviewCount,
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
  (t) => [
    primaryKey({ columns: [t.vendorId, t.subCategoryId] }),
    index('vendor_subcategories_sub_idx').on(t.subCategoryId, t.vendorId),
  ],
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
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_services_user_idx').on(t.userId, t.createdAt),
    index('vendor_services_status_idx').on(t.status, t.serviceType),
  ],
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
  },
  (t) => [
    index('venues_city_rating_idx').on(t.cityId, t.ratingAverage),
    index('venues_city_type_idx').on(t.cityId, t.type, t.ratingAverage),
    index('venues_city_rental_idx').on(t.cityId, t.rentalPriceMin),
    index('venues_city_capacity_idx').on(t.cityId, t.capacityMax),
    index('venues_city_plate_idx').on(t.cityId, t.pricePerPlateVeg),
    index('venues_type_rating_idx').on(t.type, t.ratingAverage),
    index('venues_rating_idx').on(t.ratingAverage),
    index('venues_rental_idx').on(t.rentalPriceMin),
    index('venues_capacity_idx').on(t.capacityMax),
    index('venues_plate_idx').on(t.pricePerPlateVeg),
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
  (t) => [
    uniqueIndex('shortlists_user_item_idx').on(t.userId, t.itemType, t.itemId),
    index('shortlists_user_created_idx').on(t.userId, t.createdAt),
  ],
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
  (t) => [
    primaryKey({ columns: [t.ideaSlug, t.userId] }),
    index('idea_likes_user_idx').on(t.userId),
  ],
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

export const weddingProfiles = sqliteTable(
  'wedding_profiles',
  {
    id: text('id').primaryKey().$defaultFn(randomId),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wedding_profiles_user_idx').on(t.userId)],
);

export const guests = sqliteTable(
  'guests',
  {
    id: text('id').primaryKey().$defaultFn(randomId),
    weddingProfileId: text('wedding_profile_id')
      .notNull()
      .references(() => weddingProfiles.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    isInvited: bool('is_invited').notNull().default(false),
    /** true confirmed, false declined, null awaiting. */
    isAttending: bool('is_attending'),
    mealPreference: text('meal_preference', { enum: ['Vegetarian', 'Non-vegetarian', 'Vegan'] }),
    tableNumber: integer('table_number'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guests_profile_idx').on(t.weddingProfileId, t.createdAt)],
);

export const planningTasks = sqliteTable(
  'planning_tasks',
  {
    id: text('id').primaryKey().$defaultFn(randomId),
    weddingProfileId: text('wedding_profile_id')
      .notNull()
      .references(() => weddingProfiles.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    description: text('description'),
    /** ISO date, YYYY-MM-DD. */
    dueDate: text('due_date'),
    isCompleted: bool('is_completed').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('planning_tasks_profile_due_idx').on(t.weddingProfileId, t.dueDate)],
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
    id: text('id').primaryKey().$defaultFn(randomId),
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

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Venue = typeof venues.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Category = typeof categories.$inferSelect;
