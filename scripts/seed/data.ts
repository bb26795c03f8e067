// Long because: the demo catalogue's fixed reference data, one list per kind, read best whole.
// Fixed reference data for the demo catalogue: cities, venue types, vendor categories.
import type { VenueType } from '../../src/features/catalogue/catalogue.ts';

export type CitySeed = {
  name: string;
  state: string;
  /** Neighbourhoods used in addresses. */
  areas: string[];
  /** First three digits of the city's PIN codes. */
  pin: string;
};

export const CITIES: CitySeed[] = [
  { name: 'Mumbai', state: 'Maharashtra', pin: '400', areas: ['Juhu', 'Bandra West', 'Powai', 'Worli', 'Andheri East', 'Goregaon', 'Colaba', 'Chembur'] },
  {
    name: 'Delhi',
    state: 'Delhi',
    pin: '110',
    areas: ['Chhatarpur', 'Vasant Kunj', 'Mehrauli', 'Connaught Place', 'Kirti Nagar', 'Dwarka', 'Punjabi Bagh', 'Aerocity'],
  },
  {
    name: 'Bengaluru',
    state: 'Karnataka',
    pin: '560',
    areas: ['Whitefield', 'Indiranagar', 'Yelahanka', 'Koramangala', 'Devanahalli', 'Jayanagar', 'Hebbal', 'Sarjapur Road'],
  },
  {
    name: 'Jaipur',
    state: 'Rajasthan',
    pin: '302',
    areas: ['Amer Road', 'C-Scheme', 'Malviya Nagar', 'Tonk Road', 'Vaishali Nagar', 'Jagatpura', 'Civil Lines', 'Sirsi Road'],
  },
  {
    name: 'Udaipur',
    state: 'Rajasthan',
    pin: '313',
    areas: ['Lake Pichola', 'Fateh Sagar', 'Badi Road', 'Hiran Magri', 'Sajjangarh Road', 'Ambamata', 'Sukher', 'Bhuwana'],
  },
  { name: 'Goa', state: 'Goa', pin: '403', areas: ['Candolim', 'Calangute', 'Vagator', 'Panjim', 'Benaulim', 'Cavelossim', 'Morjim', 'Anjuna'] },
  {
    name: 'Hyderabad',
    state: 'Telangana',
    pin: '500',
    areas: ['Banjara Hills', 'Jubilee Hills', 'Gachibowli', 'Shamshabad', 'Secunderabad', 'Madhapur', 'Kondapur', 'Begumpet'],
  },
  { name: 'Chennai', state: 'Tamil Nadu', pin: '600', areas: ['ECR', 'T. Nagar', 'Adyar', 'Anna Nagar', 'Mylapore', 'Velachery', 'Nungambakkam', 'OMR'] },
  {
    name: 'Kolkata',
    state: 'West Bengal',
    pin: '700',
    areas: ['Salt Lake', 'Ballygunge', 'New Town', 'Alipore', 'Park Street', 'Rajarhat', 'EM Bypass', 'Behala'],
  },
  {
    name: 'Pune',
    state: 'Maharashtra',
    pin: '411',
    areas: ['Koregaon Park', 'Baner', 'Kharadi', 'Hinjewadi', 'Kalyani Nagar', 'Wakad', 'Viman Nagar', 'Lonavala Road'],
  },
  {
    name: 'Lucknow',
    state: 'Uttar Pradesh',
    pin: '226',
    areas: ['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Indira Nagar', 'Kanpur Road', 'Sultanpur Road', 'Mahanagar', 'Vibhuti Khand'],
  },
  {
    name: 'Chandigarh',
    state: 'Chandigarh',
    pin: '160',
    areas: ['Sector 17', 'Sector 35', 'Zirakpur Road', 'Industrial Area', 'Sector 8', 'Panchkula Road', 'Mohali Road', 'Sector 26'],
  },
  {
    name: 'Ahmedabad',
    state: 'Gujarat',
    pin: '380',
    areas: ['SG Highway', 'Bodakdev', 'Satellite', 'Thaltej', 'Prahlad Nagar', 'Navrangpura', 'Vastrapur', 'Gandhinagar Road'],
  },
  {
    name: 'Kochi',
    state: 'Kerala',
    pin: '682',
    areas: ['Marine Drive', 'Kakkanad', 'Fort Kochi', 'Edappally', 'Kumbalam', 'Panampilly Nagar', 'Vyttila', 'Cherai'],
  },
  {
    name: 'Jodhpur',
    state: 'Rajasthan',
    pin: '342',
    areas: ['Ratanada', 'Sardarpura', 'Paota', 'Mandore Road', 'Chopasni', 'Umaid Bhawan Road', 'Shastri Nagar', 'Pal Road'],
  },
];

/** A venue type's seed details; its slug and names are the catalogue's (src/features/catalogue). */
export type VenueTypeSeed = {
  slug: VenueType;
  description: string;
  /** Words that end a venue's name. */
  suffixes: string[];
  /** How the description names the place. */
  noun: string;
  /** Multiplies rental prices. */
  priceFactor: number;
  /** Whether the venue usually has guest rooms. */
  rooms: boolean;
  highlights: string[];
};

export const VENUE_TYPES: VenueTypeSeed[] = [
  {
    slug: 'hotel',
    noun: 'five-star hotel',
    priceFactor: 1.3,
    rooms: true,
    description: 'Ballrooms, poolside lawns and rooms for every guest under one roof.',
    suffixes: ['Grand Hotel', 'Residency', 'Palace Hotel', 'Regency', 'Hotel & Convention Centre'],
    highlights: [
      'a pillarless ballroom for grand receptions',
      'a rooftop terrace for the cocktail night',
      'a poolside lawn lit up for the sangeet',
      'in-house chefs who plate both Awadhi and continental menus',
    ],
  },
  {
    slug: 'banquet',
    noun: 'banquet hall',
    priceFactor: 0.7,
    rooms: false,
    description: 'Air-conditioned halls with in-house catering, stage and sound.',
    suffixes: ['Banquets', 'Banquet Hall', 'Celebrations', 'Party Hall', 'Convention Hall'],
    highlights: [
      'a double-height hall with a fixed stage',
      'separate dining and pheras areas',
      'an in-house catering team that serves until midnight',
      'ample parking right at the entrance',
    ],
  },
  {
    slug: 'heritage',
    noun: 'heritage property',
    priceFactor: 1.6,
    rooms: true,
    description: 'Havelis, forts and palaces with centuries of stories.',
    suffixes: ['Haveli', 'Mahal', 'Garh', 'Kothi', 'Palace'],
    highlights: [
      'carved jharokhas and sandstone courtyards',
      'a durbar hall lit by chandeliers',
      "a grand staircase made for the bride's entry",
      'royal suites for both families',
    ],
  },
  {
    slug: 'farmhouse',
    noun: 'farmhouse',
    priceFactor: 0.9,
    rooms: false,
    description: 'Private lawns and open skies a short drive from the city.',
    suffixes: ['Farms', 'Farmhouse', 'Greens', 'Orchards', 'Estate Farms'],
    highlights: [
      'acres of private lawns under mango trees',
      'space for a full baraat with a horse and band',
      'a bonfire corner for winter mehendi nights',
      'freedom to bring your own decorators and caterers',
    ],
  },
  {
    slug: 'resort',
    noun: 'resort',
    priceFactor: 1.4,
    rooms: true,
    description: 'Weekend weddings with rooms, spa and lawns for every function.',
    suffixes: ['Resort & Spa', 'Retreat', 'Resort', 'Country Club', 'Valley Resort'],
    highlights: [
      'cottages for the whole guest list',
      'a lakeside lawn for the pheras',
      'a spa for pre-wedding pampering',
      'a separate lawn for every function',
    ],
  },
  {
    slug: 'beach',
    noun: 'beachside venue',
    priceFactor: 1.2,
    rooms: true,
    description: 'Pheras at sunset with the sea as your backdrop.',
    suffixes: ['Beach Resort', 'Sands', 'Shores', 'Bay', 'Beach House'],
    highlights: [
      'a private stretch of sand for sunset pheras',
      'a sea-facing deck for the sangeet',
      'fresh seafood counters on the shore',
      'cabanas for the haldi',
    ],
  },
  {
    slug: 'garden',
    noun: 'garden lawn',
    priceFactor: 0.8,
    rooms: false,
    description: 'Open-air lawns for day weddings and starry receptions.',
    suffixes: ['Gardens', 'Lawns', 'Bagh', 'Garden Resort', 'Greens'],
    highlights: [
      'manicured lawns with a fountain at the centre',
      'old banyan trees strung with fairy lights',
      'a covered pavilion in case of rain',
      'a separate lawn for the mehendi',
    ],
  },
  {
    slug: 'destination',
    noun: 'destination venue',
    priceFactor: 1.8,
    rooms: true,
    description: 'Lakes, hills and palaces for a wedding your guests travel for.',
    suffixes: ['Palace Resort', 'Lake Palace', 'Hill Retreat', 'Vilas', 'Estate'],
    highlights: [
      'a lake palace setting reached by boat',
      'hill views from every room',
      'a three-day itinerary planned with the in-house team',
      'a private courtyard for the haldi and mehendi',
    ],
  },
];

export const VENUE_NAME_WORDS = [
  'Shree',
  'Royal',
  'Rajmahal',
  'Sheesh',
  'Kesar',
  'Moti',
  'Neelkamal',
  'Chandni',
  'Suryagarh',
  'Padmini',
  'Anand',
  'Mangalam',
  'Shubh',
  'Vrindavan',
  'Rangmahal',
  'Swarna',
  'Utsav',
  'Kalyan',
  'Heera',
  'Laxmi',
  'Sapphire',
  'Emerald',
  'Ivory',
  'Maharaja',
  'Ambika',
  'Sitara',
  'Gulmohar',
  'Kamal',
  'Aangan',
  'Samarpan',
  'Tulsi',
  'Mayur',
  'Nakshatra',
  'Rajwada',
  'Kohinoor',
  'Chandrika',
  'Devgarh',
  'Jharokha',
  'Sagar',
  'Sona',
];

export type VendorCategorySeed = {
  slug: string;
  name: string;
  description: string;
  subCategories: string[];
  /** price_range_min is drawn from this range (rupees). */
  minPrice: [number, number];
  /** price_range_max = min × a factor from this range. */
  maxFactor: [number, number];
  /** Name patterns: {first}, {last}, {word}. */
  names: string[];
  about: string[];
  praise: string[];
};

export const VENDOR_CATEGORIES: VendorCategorySeed[] = [
  {
    slug: 'photography',
    name: 'Photography',
    description: 'Candid and traditional photographers and films for every function.',
    subCategories: ['Candid Photography', 'Traditional Photography', 'Cinematic Videography', 'Pre-Wedding Shoots'],
    minPrice: [40_000, 2_50_000],
    maxFactor: [1.6, 3],
    names: ['{last} Studios', 'Frames by {first}', '{word} Clicks', 'The {word} Story', '{first} {last} Photography'],
    about: [
      'We shoot candid moments the way they happen: the tears at the vidaai, the giggles at the haldi.',
      'A team of photographers and filmmakers who have covered weddings from Udaipur palaces to Goa beaches.',
      'Albums printed on archival paper and films delivered within eight weeks.',
    ],
    praise: [
      'The candid shots from the haldi are our favourites',
      'They delivered the album in six weeks as promised',
      'The drone shots of the baraat came out fantastic',
      'They caught every teary moment of the vidaai',
    ],
  },
  {
    slug: 'decoration',
    name: 'Decoration',
    description: 'Floral mandaps, stage design, lighting and theme decor.',
    subCategories: ['Floral Decor', 'Mandap Design', 'Lighting & Stage', 'Theme Decor'],
    minPrice: [50_000, 3_00_000],
    maxFactor: [2, 4],
    names: ['{word} Decor', 'Phoolwala {word}', '{last} Decorators', '{word} Events & Decor', 'Gende Ka Phool by {first}'],
    about: [
      'From marigold-draped mandaps to pastel sangeet stages, every setup is designed for your colours.',
      'We grow relationships with flower markets across the country, so your mandap is always fresh.',
      'Lighting, florals and stage design under one team.',
    ],
    praise: [
      'The floral mandap with marigold and rajnigandha was stunning',
      'The sangeet stage looked exactly like the mood board',
      'They finished the setup two hours before the baraat',
      'The fairy-light canopy over the lawn was magical',
    ],
  },
  {
    slug: 'music',
    name: 'Music',
    description: 'DJs, live bands, dhol players and classical musicians.',
    subCategories: ['DJ', 'Live Band', 'Dhol & Nagada', 'Shehnai & Classical'],
    minPrice: [25_000, 1_50_000],
    maxFactor: [1.5, 3],
    names: ['{word} Beats', '{last} Dhol Group', 'DJ {first}', 'The {word} Band', '{word} Sur Sangam'],
    about: [
      'Bollywood, Punjabi, Sufi and retro: a playlist for every generation at your sangeet.',
      'Dhol players for the baraat, shehnai for the pheras and a DJ for the night.',
      'Sound and lights included, with a backup system at every event.',
    ],
    praise: [
      'The dhol players got even our grandparents dancing',
      'The DJ read the crowd perfectly at the sangeet',
      'The shehnai during the pheras gave us goosebumps',
      'They kept the dance floor full till 1 AM',
    ],
  },
  {
    slug: 'catering',
    name: 'Catering',
    description: 'Wedding caterers for every cuisine, from chaat counters to grand thalis.',
    subCategories: ['North Indian', 'South Indian', 'Multi-Cuisine', 'Live Counters'],
    minPrice: [1_00_000, 6_00_000],
    maxFactor: [2, 4],
    names: ['{last} Caterers', 'Annapurna {word} Kitchens', '{word} Rasoi', "{first}'s Feast", 'Shahi {word} Caterers'],
    about: [
      'Menus from Awadhi biryani to Chettinad sambar, cooked fresh at your venue.',
      'Live counters, elegant buffets and traditional pangat seating for every function.',
      'Jain, vegan and satvik menus prepared in separate kitchens.',
    ],
    praise: [
      'The live chaat counter was a superhit',
      'Our guests still talk about the dal makhani',
      'The food stayed hot till the last guest at midnight',
      'They handled the Jain menu separately without any fuss',
    ],
  },
  {
    slug: 'cakes',
    name: 'Cakes',
    description: 'Wedding cakes, dessert tables and fresh mithai.',
    subCategories: ['Wedding Cakes', 'Dessert Tables', 'Mithai Boxes'],
    minPrice: [5_000, 40_000],
    maxFactor: [2, 5],
    names: ['{word} Bakehouse', 'Sugar & Saffron by {first}', "{first}'s Cake Studio", 'The {word} Patisserie', '{word} Sweets'],
    about: [
      'Tiered cakes that match your lehenga, with eggless options for every flavour.',
      'Dessert tables of macarons, kulfi and mithai made the morning of your wedding.',
      'Hand-painted sugar flowers and gold-leaf details.',
    ],
    praise: [
      'The five-tier cake matched our lehenga colours perfectly',
      'The eggless rasmalai cake was gone in minutes',
      'The mithai boxes for the guests were beautifully packed',
      'The dessert table was the most photographed corner',
    ],
  },
  {
    slug: 'transportation',
    name: 'Transportation',
    description: 'Vintage cars, luxury cars, baggis and guest coaches.',
    subCategories: ['Vintage Cars', 'Luxury Cars', 'Baraat Horse & Baggi', 'Guest Coaches'],
    minPrice: [10_000, 1_00_000],
    maxFactor: [1.5, 3],
    names: ['{word} Wedding Cars', 'Royal Baggi by {last}', '{word} Travels', '{last} Vintage Rides', '{word} Fleet'],
    about: [
      "Vintage convertibles for the bride's entry and coaches for every guest.",
      'Decorated baggis and white horses for the baraat, with trained handlers.',
      'Airport pickups and hotel shuttles planned around your functions.',
    ],
    praise: [
      "The vintage car for the bride's entry arrived on time",
      'The ghodi was calm even with the dhol',
      'Airport pickups for 80 guests went without a hitch',
      'The drivers were polite and always on time',
    ],
  },
  {
    slug: 'gifts',
    name: 'Gifts',
    description: 'Return gifts, trousseau packing and wedding favours.',
    subCategories: ['Return Gifts', 'Trousseau Packing', 'Wedding Favours'],
    minPrice: [10_000, 80_000],
    maxFactor: [2, 5],
    names: ['{word} Gifting Co.', "{first}'s Hampers", 'The {word} Box', '{word} Favours', '{last} Trousseau Studio'],
    about: [
      'Personalised hampers, silver favours and handmade boxes for your guests.',
      'Trousseau packing in your colours, with trays for every ceremony.',
      'Sourced from artisans across India: brass, block prints and blue pottery.',
    ],
    praise: [
      'Our guests loved the personalised return gift hampers',
      'The trousseau trays were packed beautifully',
      'The silver coins with our initials were a lovely touch',
      'Delivered 300 hampers to the hotel rooms on time',
    ],
  },
  {
    slug: 'makeup',
    name: 'Makeup',
    description: 'Bridal makeup, hair styling and grooming for the families.',
    subCategories: ['Bridal Makeup', 'Hair Styling', 'Party Makeup', 'Groom Styling'],
    minPrice: [15_000, 1_00_000],
    maxFactor: [1.5, 3],
    names: ['Makeup by {first}', '{first} {last} Bridal Studio', '{word} Glam', 'The {word} Bride', '{first} Artistry'],
    about: [
      'HD and airbrush bridal looks that last from the pheras to the reception.',
      'Hair, draping and makeup for the bride and her family on the wedding day.',
      'Trial sessions included for every bridal booking.',
    ],
    praise: [
      'My bridal look stayed perfect through the pheras and reception',
      'She draped my dupatta like a dream',
      'The whole family was ready on time',
      'The trial session helped me choose the perfect look',
    ],
  },
  {
    slug: 'planners',
    name: 'Wedding Planners',
    description: 'Full planning, destination weddings and on-the-day coordination.',
    subCategories: ['Full Planning', 'Destination Weddings', 'Day-of Coordination'],
    minPrice: [1_00_000, 8_00_000],
    maxFactor: [2, 4],
    names: ['{word} Weddings', '{last} Events', 'Shaadi by {first}', 'The {word} Planners', '{word} Celebrations'],
    about: [
      "We plan the whole wedding, from venue hunting to the last guest's checkout.",
      'Destination weddings in Udaipur, Goa and Jaipur with travel and stays handled.',
      'A coordinator for every function so your families can enjoy the day.',
    ],
    praise: [
      'They handled every vendor so our families could relax',
      'The three-day itinerary ran like clockwork',
      'They negotiated a great deal with the venue',
      'Hospitality desk for our guests was wonderful',
    ],
  },
  {
    slug: 'mehendi',
    name: 'Mehendi',
    description: 'Bridal mehendi, Arabic designs and mehendi for the guests.',
    subCategories: ['Bridal Mehendi', 'Arabic Mehendi', 'Guest Mehendi'],
    minPrice: [5_000, 50_000],
    maxFactor: [2, 4],
    names: ["{first}'s Mehendi Art", 'Henna by {first}', '{word} Mehendi', '{last} Mehendi Artists', 'Rang {word} Mehendi'],
    about: [
      'Organic henna with deep colour, mixed fresh for every bride.',
      'Bridal designs with your story hidden in the patterns: your names, your city, your first meeting.',
      'A team of artists so every guest gets mehendi at the function.',
    ],
    praise: [
      'The bridal mehendi came out a deep maroon',
      'She hid our names in the design so beautifully',
      'Her team covered all 60 guests in time',
      'The organic henna smelled lovely and lasted two weeks',
    ],
  },
];

export const VENDOR_NAME_WORDS = [
  'Rangoli',
  'Kesariya',
  'Shubh',
  'Mangal',
  'Saffron',
  'Marigold',
  'Sitara',
  'Anokhi',
  'Rangrez',
  'Chandan',
  'Gulaal',
  'Mehfil',
  'Noor',
  'Utsav',
  'Shehnai',
  'Jashn',
  'Roshni',
  'Bandhan',
  'Saat Phere',
  'Mohini',
  'Zari',
  'Kalash',
  'Aarambh',
  'Dhaaga',
  'Rajsi',
  'Sugandh',
  'Pushp',
  'Tamanna',
  'Baraat',
  'Dulhan',
];

export const REVIEW_EVENTS = ['wedding', 'sangeet', 'mehendi', 'reception', 'haldi', 'engagement', 'cocktail night', 'pheras'];

export const VENUE_PRAISE = [
  'The lawns looked magical with marigold strings everywhere',
  'The dal makhani and paneer tikka were the talk of the evening',
  'Our baraat entry through the main gate was a dream',
  'The banquet staff handled four hundred guests without a single hiccup',
  'Rooms were clean and the bridal suite was lovely',
  'Parking was easy even for our relatives from out of town',
  'The manager checked on us personally through every function',
  'Valet service was smooth and the power backup never failed',
  'The mandap setup at sunset was breathtaking',
  'Food was hot till the very last guest, even after midnight',
];

export const VENUE_COMPLAINTS = [
  'The AC in the hall struggled during the afternoon',
  'Parking got crowded once the baraat arrived',
  'Billing took longer than expected at checkout',
  'Music had to stop at 10 PM because of the noise rules, so plan accordingly',
  'Outside decorators are charged extra, which we were not told earlier',
  'Service slowed down once the crowd crossed three hundred',
];

export const VENDOR_COMPLAINTS = [
  'They arrived an hour late on the wedding day',
  'Communication after the booking was slow',
  'The final bill had charges we had not discussed',
  'Some of what was promised in the meeting did not happen',
  'We had to follow up many times for the delivery',
];

export const REVIEW_CLOSINGS = [
  'Highly recommended for a big fat Indian wedding!',
  'Our parents were thrilled. Thank you!',
  "Would book again for my brother's wedding.",
  'Great value for money in {city}.',
  'Worth every rupee.',
  'Overall a good experience.',
  'Thank you for making our day special.',
];

export const VENUE_POLICIES = {
  taxes: [
    // GST as the estimates charge it (catalogue/prices/estimate.ts): 5 % on food, 18 % on rental.
    'GST extra: 5% on food, 18% on rental.',
    'Prices exclusive of GST (5% on food, 18% on rental); a refundable damage deposit is taken at check-in.',
    '5% GST on food, 18% GST on rental and decor.',
    'Plate prices and rental are before GST: 5% on food and 18% on rental are added.',
  ],
  deposit: [
    '25% advance to block the date, balance 7 days before the event.',
    '₹1,00,000 token amount plus a refundable security deposit of ₹50,000.',
    '50% at booking, 50% a week before the wedding.',
    '30% advance, 40% a month before, the rest on the event day.',
  ],
  cancellation: [
    'Full refund of the advance up to 90 days before the event; 50% up to 30 days; no refund after that.',
    'The advance is non-refundable but can be moved to another date within 12 months.',
    'Cancellations 60 days or more before the event get 75% back.',
    'No refund on cancellation; the date can be transferred to a family member.',
  ],
  alcohol: [
    'Alcohol allowed with a licence arranged by the venue (₹15,000 per event).',
    'Outside alcohol permitted on payment of corkage.',
    'Dry venue: alcohol is not permitted on the premises.',
    'In-house bar only; outside liquor not allowed.',
  ],
  decor: [
    'Only in-house decorators permitted.',
    'Outside decorators allowed with a royalty of ₹25,000.',
    'Outside decorators allowed; setup must finish four hours before the event.',
    'Open flames and confetti cannons are not permitted indoors.',
  ],
};

/** Amenity entries a venue may list: a label and its possible values. */
export const AMENITY_POOL: [string, (string | boolean)[]][] = [
  ['Parking', ['50 cars', '100 cars', '200 cars', '350 cars', '500 cars']],
  ['Valet', [true]],
  ['Power Backup', [true, '100% generator backup']],
  ['Changing Rooms', ['2', '4', '6']],
  ['In-house Catering', [true]],
  ['Outside Catering', [true, false]],
  ['Bridal Room', ['Air-conditioned', true]],
  ['Wi-Fi', [true]],
  ['Swimming Pool', [true]],
  ['Lawn', ['1 acre', '2 acres', '5,000 sq ft', '20,000 sq ft']],
  ['Fire Pit', ['Allowed for pheras', true]],
  ['Baraat Entry', ['Horse and band allowed', true]],
  ['Elevator', [true]],
  ['Security', ['24x7 guards', true]],
];

export const BUSINESS_HOURS = [
  // Written like the specification's default ("Mon-Fri 9-6, Sat 10-4, Sun closed"): days, then hours.
  'Mon-Sat 10-8, Sun by appointment',
  'Mon-Sun 9-9',
  'Tue-Sun 11-7, Mon closed',
];

export const DEPOSIT_POLICIES = ['30% advance to confirm the booking, balance on the event day.', '25% advance; balance a week before the wedding.'];

export const PAYMENT_METHODS = [
  ['UPI', 'Bank Transfer'],
  ['Cash', 'UPI', 'Credit Card'],
  ['UPI', 'Bank Transfer', 'Cheque'],
];

export const GALLERY_CATEGORIES = ['Mehendi', 'Haldi', 'Sangeet', 'Pheras', 'Reception', 'Decor'] as const;

export const GALLERY_PHOTOS: Record<(typeof GALLERY_CATEGORIES)[number], [string, string | null][]> = {
  Mehendi: [
    ['Bridal mehendi with hidden initials', "The bride's palms carried the couple's initials inside a peacock motif."],
    ['Mehendi afternoon in the courtyard', 'Low seating, bolsters and marigold canopies for the family.'],
    ['Arabic vines for the bridesmaids', null],
    ['Henna cones and rose petals', 'Fresh organic henna mixed on the morning of the function.'],
    ['Feet adorned for the big day', 'Traditional jaal patterns with a lotus at the centre.'],
    ['Dholki and mehendi songs', 'Aunts singing folk songs while the artists worked.'],
    ['Mehendi colour reveal', 'A deep maroon stain the next morning.'],
    ['Mehendi lounge with swings', null],
  ],
  Haldi: [
    ['Turmeric smiles', 'Cousins covering the groom in haldi by the pool.'],
    ['Yellow marigold haldi setup', 'Brass urlis filled with haldi and floating flowers.'],
    ['Haldi by the lake', null],
    ['Flower shower after the haldi', 'A shower of rose and genda petals to end the ceremony.'],
    ["Grandmother's blessing", 'The first touch of haldi from the eldest in the family.'],
    ['Haldi in a Kerala courtyard', 'Banana leaves, brass lamps and jasmine strings.'],
    ['Pichkari fun at the haldi', null],
    ['Haldi outfits in mustard and white', 'The family coordinated in mustard and ivory.'],
  ],
  Sangeet: [
    ['Sangeet stage in pink and gold', 'A stage lined with fairy lights and hanging rajnigandha.'],
    ['Family dance-off', "The groom's side against the bride's, judged by the grandparents."],
    ['Live band under the stars', null],
    ["Bride's surprise performance", 'A medley of old Bollywood songs for the groom.'],
    ['Dhol night', 'Punjabi dhol players leading the crowd.'],
    ['Sangeet seating in velvet', 'Maroon velvet sofas around a sunken dance floor.'],
    ['Garba circle at the sangeet', 'Two hundred guests in one big circle.'],
    ['Sangeet cake cutting', null],
  ],
  Pheras: [
    ['Pheras under a floral mandap', 'A mandap of white orchids and marigold garlands.'],
    ['Sunset pheras by the sea', 'Seven rounds as the sun went down in Goa.'],
    ['Sacred fire and blessings', null],
    ['Kanyadaan moment', "The bride's parents during the kanyadaan."],
    ['Mandap in a heritage courtyard', 'Sandstone arches framing the ceremony.'],
    ['Varmala with a twist', 'Friends lifting the groom high during the varmala.'],
    ['Sindoor and mangalsutra', 'The quiet moment after the last phera.'],
    ['Temple wedding in Chennai', 'A traditional Tamil ceremony with nadaswaram music.'],
  ],
  Reception: [
    ['Reception entry with sparklers', "Cold pyros lighting up the couple's walk in."],
    ['Grand reception stage', 'A backdrop of cascading white flowers and crystal lights.'],
    ['First dance as a married couple', null],
    ['Reception dinner tables', 'Long tables with brass candle stands and roses.'],
    ['Couple portrait at the reception', 'A portrait in the palace gardens before the guests arrived.'],
    ['Reception in a ballroom', 'A pillarless ballroom dressed in ivory and gold.'],
    ['Live counters at the reception', 'Chaat, kebabs and a jalebi station.'],
    ['Farewell and vidaai', 'Tears and smiles as the bride left her home.'],
  ],
  Decor: [
    ['Marigold ceiling installation', 'Thousands of genda strings hung above the dining area.'],
    ['Entrance with brass urlis', 'Floating diyas and rose petals at the welcome.'],
    ['Pastel mehendi decor', null],
    ['Rangoli at the doorstep', 'A welcome rangoli drawn in flower petals and colours.'],
    ['Lantern-lit pathway', 'Hanging lanterns leading guests to the reception lawn.'],
    ['Mandap of orchids', 'White orchids and gold frames for an evening ceremony.'],
    ['Table centrepieces with diyas', 'Brass diyas, marigolds and mogra on every table.'],
    ['Chhatri photo booth', 'Rajasthani umbrellas for a colourful photo corner.'],
  ],
};
