// The texts of "not found" answers: the 404 page and what every not-found page offers (layouts/NotFound.astro).
import { defineMessages } from '../i18n/catalogue.ts';

export const notFoundMessages = defineMessages(
  {
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    message: 'The page you were looking for has moved, or never existed.',
    returnHome: 'Return to home',
    searchMandap: 'Search Mandap',
    searchFromHere: 'Search from this page',
    suggestions: 'Suggestions',
    orTry: 'Or try',
    weddingVenues: 'Wedding venues',
    photographers: 'Photographers',
    decorators: 'Decorators',
    caterers: 'Caterers',
    weddingIdeas: 'Wedding ideas',
    weddingChecklist: 'Wedding checklist',
  },
  {
    title: 'पेज नहीं मिला',
    description: 'आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है।',
    message: 'आप जो पेज ढूँढ रहे थे, वह कहीं और चला गया है या कभी था ही नहीं।',
    returnHome: 'होम पेज पर लौटें',
    searchMandap: 'Mandap पर खोजें',
    searchFromHere: 'इस पेज से खोजें',
    suggestions: 'सुझाव',
    orTry: 'या ये देखें',
    weddingVenues: 'शादी के वेन्यू',
    photographers: 'फ़ोटोग्राफ़र',
    decorators: 'डेकोरेटर',
    caterers: 'कैटरर',
    weddingIdeas: 'शादी के आइडिया',
    weddingChecklist: 'शादी की चेकलिस्ट',
  },
);
