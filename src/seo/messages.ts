// What search engines and social sites read of a page: the sections' names in breadcrumbs
// and the social images' descriptions.
import { defineMessages } from '../i18n/catalogue.ts';

export const seoMessages = defineMessages(
  {
    home: 'Home',
    venues: 'Venues',
    vendors: 'Vendors',
    ideas: 'Ideas',
    blog: 'Blog',
    photos: 'Photos',
    packages: 'Packages',
    planning: 'Planning',
    company: 'About Mandap',
    search: 'Search',
    sectionImageAlt: '{brand}: wedding venues, vendors and ideas across India',
    coverImageAlt: '{title}: cover picture',
  },
  {
    home: 'होम',
    venues: 'वेन्यू',
    vendors: 'वेंडर',
    ideas: 'आइडिया',
    blog: 'ब्लॉग',
    photos: 'तस्वीरें',
    packages: 'पैकेज',
    planning: 'तैयारी',
    company: 'Mandap के बारे में',
    search: 'खोज',
    sectionImageAlt: '{brand}: पूरे भारत में शादी के वेन्यू, वेंडर और आइडिया',
    coverImageAlt: '{title}: कवर तस्वीर',
  },
);
