// Hindi working lines and notes of year/other-sources.ts, following the glossary (docs/i18n.md).
import type { OtherSourcesText } from '../en/other-sources';

export const OTHER_SOURCES_HI: OtherSourcesText = {
  otherSources: 'अन्य स्रोतों से आय',
  familyPension: 'पारिवारिक पेंशन',
  lessFamilyPension: 'घटाएं: पारिवारिक पेंशन का एक तिहाई (सीमा तक)',
  flat: 'लॉटरी, ऑनलाइन गेम और वर्चुअल डिजिटल एसेट से आय (30 %)',
  nrDividends: 'अनिवासी के लाभांश (20 % पर कर)',
  nrDividendsNote:
    'अनिवासी: लाभांश पर 20 % कर लगता है (धारा 115A(1)(a)(i)) और उनके सामने कोई कटौती नहीं मिलती; यहां अध्याय VI-A की कटौतियां उनके सामने नहीं घटाई गईं। कर संधि (DTAA) की कम दर लागू नहीं की गई: उसका दावा कर निवास प्रमाणपत्र के साथ रिटर्न में करें।',
  flatNote:
    'लॉटरी और ऐसी ही जीत, ऑनलाइन गेम की जीत और वर्चुअल डिजिटल एसेट से आय पर 30 % कर लगता है: कोई कटौती नहीं, उनके सामने कोई हानि नहीं घटती और मूल छूट सीमा का बचा हिस्सा भी नहीं (धारा 115BB, 115BBJ, 115BBH)।',
};
