// Hindi working lines and notes of year/house-property.ts, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { HousePropertyText } from '../en/house-property';

export const HOUSE_PROPERTY_HI: HousePropertyText = {
  houseIncome: 'गृह संपत्ति से आय',
  newNoSetOff:
    'नई कर व्यवस्था: गृह संपत्ति की हानि का आय के अन्य शीर्षों से समायोजन नहीं होता (धारा 115BAC(2)(ii)(b))।',
  legacyIgnored:
    'घरों की सूची दी गई है: अलग से दी गई गृह संपत्ति की आय और गृह ऋण का ब्याज छोड़ दिए गए हैं (इसके बजाय हर घर के ऋण का ब्याज दें)।',
  newBroughtForward:
    'नई कर व्यवस्था: पिछले वर्षों से आगे लाई गई गृह संपत्ति की हानि का गृह संपत्ति की आय से समायोजन इस आधार पर किया गया है कि वह स्वयं रहने वाले घर के ब्याज से नहीं बनी (धारा 115BAC(2)(ii)(a) उस हिस्से पर रोक लगाती है)।',
  newSelfOccupiedInterest:
    'नई कर व्यवस्था: स्वयं रहने वाले घर के ऋण के ब्याज की कोई कटौती नहीं (धारा 115BAC(2)); किराये पर दिए घर का ब्याज घटाया जा सकता है।',
  letOutNav: (n) => `घर ${n} (किराये पर): शुद्ध वार्षिक मूल्य`,
  letOutStandard: (n) => `घर ${n}: घटाएं 30 % मानक कटौती`,
  letOutInterest: (n) => `घर ${n}: घटाएं ऋण का ब्याज`,
  selfOccupiedInterest: 'स्वयं रहने वाले घर: घटाएं ऋण का ब्याज',
  tooManySelfOccupied: (n, max) =>
    `घर ${n}: केवल ${max} घर स्वयं रहने वाले माने जा सकते हैं (धारा 23(4)); इससे आगे का घर अपेक्षित किराये पर किराये पर दिया गया माना जाता है; वह किराया यहां दर्ज नहीं होता, इसलिए उसका वार्षिक मूल्य शून्य लिया गया है।`,
  capWhatSelfOccupied: 'स्वयं रहने वाले घर के गृह ऋण का ब्याज',
  capSelfOccupied: 'धारा 24(b)',
  broughtForwardLoss: 'आगे लाई गई गृह संपत्ति की हानि',
  againstHouseIncome: 'गृह संपत्ति से आय',
  lossOfYear: 'इस वर्ष की गृह संपत्ति की हानि',
  againstOtherHeads: 'आय के अन्य शीर्ष',
  lossCarried: (loss, allowed, carried) =>
    `गृह संपत्ति की हानि ${formatInr(loss)}: ${formatInr(allowed)} का अन्य आय से समायोजन (धारा 71(3A)); ${formatInr(carried)} आगे ले जाई गई (धारा 71B)।`,
};
