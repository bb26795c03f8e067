// The blog's texts: the list, a category, a post.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const blogMessages = defineMessages(
  {
    title: 'Blog',
    description: 'Planning guides, real weddings, vendor advice and fashion for Indian weddings.',
    intro: 'Planning guides, real weddings and advice from people who plan weddings every week.',
    categoryTitle: '{category} | Blog',
    backToBlog: 'Back to Blog',
    categories: 'Blog categories',
    allPosts: 'All Posts',
    noPosts: 'No posts found',
    noCategories: 'No categories found',
    categoryNotFound: 'Blog category not found',
  },
  {
    title: 'ब्लॉग',
    description: 'भारतीय शादियों के लिए तैयारी की गाइड, असली शादियों की कहानियाँ, वेंडर से जुड़ी सलाह और फ़ैशन।',
    intro: 'तैयारी की गाइड, असली शादियों की कहानियाँ और उन लोगों की सलाह जो हर हफ़्ते शादियाँ करवाते हैं।',
    categoryTitle: '{category} | ब्लॉग',
    backToBlog: 'ब्लॉग पर वापस',
    categories: 'ब्लॉग की श्रेणियाँ',
    allPosts: 'सभी लेख',
    noPosts: 'कोई लेख नहीं मिला',
    noCategories: 'कोई श्रेणी नहीं मिली',
    categoryNotFound: 'ब्लॉग की यह श्रेणी नहीं मिली',
  },
);
