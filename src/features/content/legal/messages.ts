// The legal pages' texts: the privacy policy and the terms of service, each paragraph a
// message. The Hindi is a faithful translation; the English stays the binding wording.
import { defineMessages } from '../../../i18n/catalogue.ts';
import { site } from '../../../lib/site.ts';

export const privacyMessages = defineMessages(
  {
    title: 'Privacy Policy',
    description: 'How {brand} collects, uses and protects your personal data.',
    intro:
      "This policy explains what personal data {brand} collects, why, and the choices you have. We follow India's Digital Personal Data Protection Act, 2023.",
    collectHeading: '1. Data we collect',
    accountLabel: 'Account data:',
    account: 'your name, e-mail address, phone number and a securely hashed password.',
    planningLabel: 'Planning data:',
    planning: 'your wedding profile, guest list, checklist progress, shortlists and reviews.',
    messagesLabel: 'Messages:',
    messages: 'what you send through the contact form, with the network address it came from, to prevent abuse.',
    technicalLabel: 'Technical data:',
    technical: 'a session cookie that keeps you signed in. We do not use advertising cookies.',
    useHeading: '2. How we use it',
    use1: 'To run your account and the planning tools you use.',
    use2: 'To answer your messages and booking enquiries.',
    use3: 'To send the e-mails you have chosen in your notification settings.',
    use4: 'To keep the service secure, for example by limiting repeated sign-in attempts.',
    shareHeading: '3. Who we share it with',
    share:
      'We share your details with a venue or vendor only when you contact or book them. We use service providers for hosting and e-mail who process data on our behalf. We never sell your personal data.',
    guestsHeading: "4. Your guests' details",
    guests:
      'Guest names and contact details you add are used only to help you manage your guest list. Please add only people who would expect to hear from you about your wedding.',
    keepHeading: '5. How long we keep it',
    keep: 'We keep your account data while your account is open. Contact messages are kept for up to two years. When you close your account we delete your planning data within 30 days, except where the law requires us to keep records.',
    rightsHeading: '6. Your rights',
    rights:
      'You can access, correct or delete your personal data, withdraw consent for marketing e-mails at any time in your settings, and ask questions about how we use your data.',
    childrenHeading: '7. Children',
    children: '{ageNotice} We do not knowingly collect data from anyone under 18.',
    contactHeading: '8. Contact',
    contact: 'Write to our grievance officer at {email}, or by post to {brand}, {address}.',
  },
  {
    title: 'गोपनीयता नीति',
    description: '{brand} आपका निजी डेटा कैसे इकट्ठा करता है, कैसे उसका उपयोग करता है और कैसे उसे सुरक्षित रखता है।',
    intro:
      'यह नीति बताती है कि {brand} कौन-सा निजी डेटा इकट्ठा करता है, क्यों करता है, और आपके पास क्या विकल्प हैं। हम भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 का पालन करते हैं।',
    collectHeading: '1. हम कौन-सा डेटा इकट्ठा करते हैं',
    accountLabel: 'खाते का डेटा:',
    account: 'आपका नाम, ईमेल पता, फ़ोन नंबर और सुरक्षित तरीक़े से हैश किया गया पासवर्ड।',
    planningLabel: 'योजना का डेटा:',
    planning: 'आपकी शादी की प्रोफ़ाइल, मेहमानों की सूची, चेकलिस्ट में हुई प्रगति, शॉर्टलिस्ट और रिव्यू।',
    messagesLabel: 'संदेश:',
    messages: 'संपर्क फ़ॉर्म से आप जो भेजते हैं, वह, और जिस नेटवर्क पते से वह आया, ताकि दुरुपयोग रोका जा सके।',
    technicalLabel: 'तकनीकी डेटा:',
    technical: 'एक सेशन कुकी, जिससे आप साइन इन रहते हैं। हम विज्ञापन वाली कुकी का उपयोग नहीं करते।',
    useHeading: '2. हम इसका उपयोग कैसे करते हैं',
    use1: 'आपका खाता और आपके इस्तेमाल किए जाने वाले योजना के साधन चलाने के लिए।',
    use2: 'आपके संदेशों और बुकिंग से जुड़ी पूछताछ का जवाब देने के लिए।',
    use3: 'वे ईमेल भेजने के लिए जो आपने अपनी सूचना सेटिंग में चुने हैं।',
    use4: 'सेवा को सुरक्षित रखने के लिए, जैसे बार-बार साइन इन की कोशिशों पर रोक लगाकर।',
    shareHeading: '3. हम इसे किसके साथ साझा करते हैं',
    share:
      'हम आपकी जानकारी किसी वेन्यू या वेंडर के साथ तभी साझा करते हैं जब आप उनसे संपर्क करते हैं या उन्हें बुक करते हैं। होस्टिंग और ईमेल के लिए हम सेवा देने वाली कंपनियों की मदद लेते हैं, जो हमारी ओर से डेटा प्रोसेस करती हैं। हम आपका निजी डेटा कभी नहीं बेचते।',
    guestsHeading: '4. आपके मेहमानों की जानकारी',
    guests:
      'आप मेहमानों के जो नाम और संपर्क जानकारी जोड़ते हैं, उनका उपयोग सिर्फ़ मेहमानों की सूची सँभालने में आपकी मदद के लिए होता है। कृपया सिर्फ़ उन्हीं लोगों को जोड़ें जो आपकी शादी के बारे में आपसे ख़बर मिलने की उम्मीद रखते हों।',
    keepHeading: '5. हम इसे कितने समय तक रखते हैं',
    keep: 'जब तक आपका खाता खुला है, हम आपके खाते का डेटा रखते हैं। संपर्क संदेश ज़्यादा से ज़्यादा दो साल तक रखे जाते हैं। खाता बंद करने पर हम 30 दिनों के भीतर आपकी योजना का डेटा मिटा देते हैं, सिवाय उन मामलों के जहाँ कानून के अनुसार हमें रिकॉर्ड रखना ज़रूरी है।',
    rightsHeading: '6. आपके अधिकार',
    rights:
      'आप अपना निजी डेटा देख सकते हैं, उसे सुधार या मिटा सकते हैं, मार्केटिंग ईमेल के लिए दी गई सहमति कभी भी अपनी सेटिंग में वापस ले सकते हैं, और हमसे पूछ सकते हैं कि हम आपके डेटा का उपयोग कैसे करते हैं।',
    childrenHeading: '7. बच्चे',
    children: '{ageNotice} हम जान-बूझकर 18 वर्ष से कम आयु के किसी व्यक्ति का डेटा इकट्ठा नहीं करते।',
    contactHeading: '8. संपर्क',
    contact: 'हमारे शिकायत अधिकारी को {email} पर लिखें, या डाक से इस पते पर भेजें: {brand}, {address}।',
  },
);

export const termsMessages = defineMessages(
  {
    title: 'Terms of Service',
    description: 'The terms that apply when you use {brand}.',
    intro: 'These terms apply to everyone who uses {domain}, its pages, tools and accounts. By using {brand} you agree to them.',
    whoHeading: '1. Who may use {brand}',
    who: '{ageNotice} You must be 18 or older to create an account, and you are responsible for keeping your password safe and for everything done through your account.',
    provideHeading: '2. What we provide',
    provide:
      '{brand} lists wedding venues and vendors, publishes ideas and planning guides, and offers planning tools such as the budget calculator, guest list and checklist. Listings describe services offered by independent businesses. Unless you book one of our packages, your contract for a venue or service is with that business, not with {brand}.',
    pricesHeading: '3. Prices and bookings',
    prices1: 'Prices are shown in Indian rupees and are indicative. The final price, taxes and deposit are agreed with the venue or vendor.',
    prices2: 'Package prices are per person and are starting prices; the final quote depends on your date, city and choices.',
    prices3: 'Budget calculator figures are guidance only and do not form an offer.',
    contentHeading: '4. Your content',
    content:
      'When you write a review, add a guest or send us a message, you keep ownership of what you write and give us permission to store and show it for the purpose you shared it. Reviews must be honest, about a real experience, and free of abuse, personal data of others and advertising. We may remove content that breaks these rules.',
    vendorsHeading: '5. Vendor accounts',
    vendors:
      'Vendors must give accurate business details, prices and photos they have the right to use. We review service registrations before publishing them and may suspend listings that mislead couples.',
    useHeading: '6. Acceptable use',
    use1: 'Do not try to access accounts or data that are not yours.',
    use2: 'Do not scrape, overload or disrupt the service.',
    use3: 'Do not use {brand} to send spam or unlawful content.',
    liabilityHeading: '7. Liability',
    liability:
      'We work hard to keep listings accurate but cannot guarantee the services of independent venues and vendors. To the extent the law allows, {brand} is not liable for losses arising from a booking made directly with them.',
    changesHeading: '8. Changes and governing law',
    changes: `We may update these terms; the date above shows the latest version. These terms are governed by the laws of India and the courts of ${site.address.city} have jurisdiction.`,
    contactHeading: '9. Contact',
    contact: 'Questions about these terms? Write to {email}.',
  },
  {
    title: 'सेवा की शर्तें',
    description: '{brand} का उपयोग करते समय लागू होने वाली शर्तें।',
    intro: 'ये शर्तें हर उस व्यक्ति पर लागू होती हैं जो {domain}, उसके पेजों, साधनों और खातों का उपयोग करता है। {brand} का उपयोग करके आप इन शर्तों से सहमत होते हैं।',
    whoHeading: '1. {brand} का उपयोग कौन कर सकता है',
    who: '{ageNotice} खाता बनाने के लिए आपकी आयु 18 वर्ष या उससे अधिक होनी चाहिए। अपना पासवर्ड सुरक्षित रखने और अपने खाते से किए गए हर काम की ज़िम्मेदारी आपकी है।',
    provideHeading: '2. हम क्या देते हैं',
    provide:
      '{brand} शादी के वेन्यू और वेंडरों की सूची दिखाता है, आइडिया और योजना की गाइड छापता है, और बजट कैलकुलेटर, मेहमानों की सूची और चेकलिस्ट जैसे योजना के साधन देता है। लिस्टिंग में स्वतंत्र कारोबारों की सेवाओं का ब्योरा होता है। जब तक आप हमारा कोई पैकेज बुक नहीं करते, किसी वेन्यू या सेवा के लिए आपका अनुबंध उसी कारोबार के साथ होता है, {brand} के साथ नहीं।',
    pricesHeading: '3. दाम और बुकिंग',
    prices1: 'दाम भारतीय रुपयों में दिखाए जाते हैं और अनुमानित हैं। अंतिम दाम, टैक्स और एडवांस वेन्यू या वेंडर के साथ तय होते हैं।',
    prices2: 'पैकेज के दाम प्रति व्यक्ति हैं और शुरुआती दाम हैं; अंतिम कोटेशन आपकी तारीख़, शहर और पसंद पर निर्भर करता है।',
    prices3: 'बजट कैलकुलेटर के आँकड़े सिर्फ़ अंदाज़े के लिए हैं, ये कोई पेशकश नहीं हैं।',
    contentHeading: '4. आपकी सामग्री',
    content:
      'जब आप कोई रिव्यू लिखते हैं, कोई मेहमान जोड़ते हैं या हमें संदेश भेजते हैं, तो आपके लिखे के मालिक आप ही रहते हैं, और हमें उसे उसी मक़सद के लिए सहेजने और दिखाने की अनुमति देते हैं जिसके लिए आपने उसे साझा किया। रिव्यू ईमानदार होने चाहिए, किसी असली अनुभव के बारे में होने चाहिए, और उनमें गाली-गलौज, दूसरों का निजी डेटा या विज्ञापन नहीं होना चाहिए। इन नियमों को तोड़ने वाली सामग्री हम हटा सकते हैं।',
    vendorsHeading: '5. वेंडर खाते',
    vendors:
      'वेंडरों को अपने कारोबार की सही जानकारी, दाम और ऐसी तस्वीरें देनी होंगी जिनके इस्तेमाल का उन्हें हक़ है। सेवाओं के रजिस्ट्रेशन प्रकाशित करने से पहले हम उन्हें जाँचते हैं, और जोड़ों को गुमराह करने वाली लिस्टिंग रोक सकते हैं।',
    useHeading: '6. स्वीकार्य उपयोग',
    use1: 'ऐसे खातों या डेटा तक पहुँचने की कोशिश न करें जो आपके नहीं हैं।',
    use2: 'सेवा से बड़े पैमाने पर डेटा न उठाएँ, उस पर बेवजह बोझ न डालें और उसके काम में बाधा न डालें।',
    use3: 'स्पैम या गैरक़ानूनी सामग्री भेजने के लिए {brand} का उपयोग न करें।',
    liabilityHeading: '7. ज़िम्मेदारी',
    liability:
      'हम लिस्टिंग को सही रखने की पूरी कोशिश करते हैं, लेकिन स्वतंत्र वेन्यू और वेंडरों की सेवाओं की गारंटी नहीं दे सकते। कानून जहाँ तक अनुमति देता है, सीधे उनके साथ की गई बुकिंग से होने वाले नुक़सान के लिए {brand} ज़िम्मेदार नहीं है।',
    changesHeading: '8. बदलाव और लागू कानून',
    changes: 'हम इन शर्तों में बदलाव कर सकते हैं; ऊपर दी गई तारीख़ सबसे नया संस्करण बताती है। ये शर्तें भारत के कानूनों के अधीन हैं और इन पर मुंबई की अदालतों का अधिकार क्षेत्र है।',
    contactHeading: '9. संपर्क',
    contact: 'इन शर्तों के बारे में कोई सवाल है? {email} पर लिखें।',
  },
);
