import { inr, pct, slab } from './claims';
import type { FaqCategory, FaqItem } from './types';

/** The six FAQ categories the FAQ page filters by, in filter order. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  'General Tax',
  'Deductions',
  'TDS',
  'Capital Gains',
  'Advance Tax',
  'ITR Filing',
];

/** Exactly 12 built-in FAQ items, correct for tax year 2026-27. */
export const faqs: readonly FaqItem[] = [
  {
    id: 'which-regime-applies',
    category: 'General Tax',
    question: 'Which tax regime applies to me, and can I switch?',
    answer:
      'The new tax regime is the default for individuals. For FY 2025-26 and tax year 2026-27 it has nil tax up to ₹4,00,000 and rates from 5% to 30%, and with the 87A rebate there is no tax on income up to ₹12,00,000 (₹12,75,000 for salaried people after the ₹75,000 standard deduction), except on special-rate income such as capital gains. You can choose the old regime, with its deductions such as 80C, 80D and HRA, if it costs you less. Without business income you can choose every year, but only in a return filed by the due date; with business income you opt out through a separate form filed by the due date (Form 10-IEA under the 1962 Rules; its number under the Income-tax Rules 2026 is not yet confirmed) and can come back to the new regime only once.',
    hi: {
      question: 'मुझ पर कौन-सी कर व्यवस्था लागू होती है, और क्या मैं इसे बदल सकता हूं?',
      answer:
        'व्यक्तियों के लिए नई कर व्यवस्था (new tax regime) अपने-आप लागू होती है। वित्तीय वर्ष (FY) 2025-26 और कर वर्ष (tax year) 2026-27 के लिए इसमें ₹4,00,000 तक कर की दर शून्य है और उसके ऊपर दरें 5% से 30% तक हैं, और धारा 87A के रिबेट (rebate) के साथ ₹12,00,000 तक की आय पर कोई कर नहीं लगता (वेतनभोगी लोगों के लिए ₹75,000 की मानक कटौती (standard deduction) के बाद ₹12,75,000 तक), सिवाय पूंजीगत लाभ (capital gains) जैसी विशेष दर वाली आय के। अगर पुरानी कर व्यवस्था (old tax regime) में आपका कर कम बनता है, तो आप उसे चुन सकते हैं; उसमें 80C, 80D और गृह किराया भत्ता (HRA) जैसी कटौतियां मिलती हैं। कारोबार (business) की आय न हो तो आप हर साल चुन सकते हैं, पर केवल नियत तारीख (due date) तक दाखिल रिटर्न (return) में; कारोबार की आय हो तो आप नियत तारीख तक एक अलग फ़ॉर्म दाखिल करके नई कर व्यवस्था से बाहर निकलते हैं (1962 के नियमों के तहत Form 10-IEA; आयकर नियम 2026 के तहत इसका नंबर अभी पक्का नहीं है) और नई कर व्यवस्था में केवल एक बार लौट सकते हैं।',
    },
    claims: [
      slab('slab.new.rate', 400000, 0, 'it has nil tax up to ₹4,00,000'),
      inr('rebate87A.new.threshold', 1200000, 'no tax on income up to ₹12,00,000'),
      inr('standardDeduction.new', 75000, 'after the ₹75,000 standard deduction'),
    ],
  },
  {
    id: 'income-tax-act-2025-tax-year',
    category: 'General Tax',
    question: 'What is the Income-tax Act 2025 and what is a "tax year"?',
    answer:
      'The Income-tax Act 2025 replaced the Income-tax Act 1961 from 1 April 2026. It uses a single "tax year" (the financial year in which you earn the income) instead of "previous year" and "assessment year", so FY 2026-27 is tax year 2026-27. Slab rates, the standard deduction and the 87A rebate are unchanged, but many section numbers changed: for example 87A is now section 156 and the new-regime section 115BAC is section 202. Income of FY 2025-26 and earlier years is still taxed, and returned, under the 1961 Act.',
    hi: {
      question: 'आयकर अधिनियम 2025 क्या है और "कर वर्ष" क्या होता है?',
      answer:
        'आयकर अधिनियम (Income-tax Act) 2025 ने 1 अप्रैल 2026 से आयकर अधिनियम 1961 की जगह ली है। इसमें "पूर्ववर्ष (previous year)" और "निर्धारण वर्ष (assessment year)" की जगह एक ही "कर वर्ष (tax year)" है, यानी वह वित्तीय वर्ष (financial year) जिसमें आप आय कमाते हैं; इसलिए वित्तीय वर्ष 2026-27 ही कर वर्ष 2026-27 है। स्लैब दरें, मानक कटौती (standard deduction) और धारा 87A का रिबेट (rebate) नहीं बदले, पर कई धाराओं के नंबर बदल गए हैं: जैसे 87A अब धारा 156 है और नई कर व्यवस्था (new tax regime) की धारा 115BAC अब धारा 202 है। वित्तीय वर्ष 2025-26 और उससे पहले के वर्षों की आय पर कर और उसका रिटर्न अब भी 1961 के अधिनियम के तहत ही होगा।',
    },
  },
  {
    id: 'how-much-80c',
    category: 'Deductions',
    question: 'How much can I save under section 80C?',
    answer:
      'Section 80C allows up to ₹1,50,000 a year in total for investments and payments such as EPF, PPF, ELSS funds, life-insurance premiums, NSC, five-year tax-saving deposits, tuition fees for two children and home-loan principal. The cap is shared with 80CCC and 80CCD(1). Your own NPS contribution can earn a further ₹50,000 under 80CCD(1B). Both deductions exist only in the old regime. From tax year 2026-27, 80C is section 123 of the Income-tax Act 2025 and the NPS deductions are in section 124.',
    hi: {
      question: 'धारा 80C के तहत मैं कितना कर बचा सकता हूं?',
      answer:
        'धारा 80C के तहत कर्मचारी भविष्य निधि (EPF), लोक भविष्य निधि (PPF), ELSS फंड, जीवन बीमा प्रीमियम, NSC, पांच साल की कर-बचत जमा, दो बच्चों की ट्यूशन फीस और गृह ऋण (home loan) के मूलधन जैसे निवेशों और भुगतानों पर साल में कुल ₹1,50,000 तक की कटौती (deduction) मिलती है। यह सीमा 80CCC और 80CCD(1) के साथ साझा है। राष्ट्रीय पेंशन प्रणाली (NPS) में आपके अपने योगदान पर 80CCD(1B) के तहत ₹50,000 की अतिरिक्त कटौती मिल सकती है। ये दोनों कटौतियां केवल पुरानी कर व्यवस्था (old tax regime) में हैं। कर वर्ष (tax year) 2026-27 से 80C आयकर अधिनियम 2025 की धारा 123 है और NPS की कटौतियां धारा 124 में हैं।',
    },
    claims: [
      inr('deduction.80C.cap', 150000, 'allows up to ₹1,50,000 a year in total'),
      inr('deduction.80CCD1B.cap', 50000, 'a further ₹50,000 under 80CCD(1B)'),
    ],
  },
  {
    id: 'deductions-in-new-regime',
    category: 'Deductions',
    question: 'Which deductions are allowed in the new regime?',
    answer:
      "Only a few: the ₹75,000 standard deduction for salary and pension, the employer's contribution to your NPS account under 80CCD(2) up to 14% of basic pay plus DA, the Agniveer Corpus Fund deduction, a deduction from family pension of one third of it or ₹25,000, whichever is less (₹15,000 in the old regime), and interest on a let-out house against its rent. HRA, LTA, 80C, 80D, 80E, 80G, 80TTA, 80TTB and interest on a self-occupied home loan are not allowed.",
    hi: {
      question: 'नई कर व्यवस्था में कौन-सी कटौतियां मिलती हैं?',
      answer:
        'केवल कुछ: वेतन (salary) और पेंशन (pension) पर ₹75,000 की मानक कटौती (standard deduction); 80CCD(2) के तहत आपके राष्ट्रीय पेंशन प्रणाली (NPS) खाते में नियोक्ता (employer) का योगदान, मूल वेतन और महंगाई भत्ते (DA) के 14% तक; अग्निवीर कॉर्पस फंड की कटौती; पारिवारिक पेंशन (family pension) से उसके एक-तिहाई या ₹25,000 में से जो कम हो, उतनी कटौती (पुरानी कर व्यवस्था (old tax regime) में यह सीमा ₹15,000 है); और किराये पर दिए गए मकान के ऋण पर ब्याज (interest), उसी मकान के किराये के सामने। गृह किराया भत्ता (HRA), अवकाश यात्रा भत्ता (LTA), 80C, 80D, 80E, 80G, 80TTA, 80TTB और अपने रहने वाले मकान के गृह ऋण पर ब्याज की कटौती नहीं मिलती।',
    },
    claims: [
      inr('standardDeduction.new', 75000, 'the ₹75,000 standard deduction for salary'),
      pct('deduction.80CCD2.newRegimePercent', 14, 'up to 14% of basic pay'),
      inr('familyPension.newRegimeCap', 25000, 'one third of it or ₹25,000, whichever is less'),
      inr('familyPension.oldRegimeCap', 15000, '(₹15,000 in the old regime)'),
    ],
  },
  {
    id: 'what-is-tds',
    category: 'TDS',
    question: 'What is TDS and how do I get credit for it?',
    answer:
      'Tax deducted at source is tax that the payer (your employer, bank, tenant or client) deducts before paying you and deposits against your PAN. It is not an extra tax: it appears in your tax-credit statement (Form 168 from tax year 2026-27 under the Income-tax Rules 2026, formerly Form 26AS) and your Annual Information Statement, and you subtract it from your tax when you file the return. If more was deducted than your tax, the excess is refunded after the return is processed. Check the statement before filing and ask the deductor to correct any missing entry.',
    hi: {
      question: 'स्रोत पर कर कटौती (TDS) क्या है और इसका क्रेडिट कैसे मिलता है?',
      answer:
        'स्रोत पर कर कटौती (TDS) वह कर है जो भुगतान करने वाला (आपका नियोक्ता, बैंक, किरायेदार या ग्राहक) आपको भुगतान करने से पहले काटता है और आपकी स्थायी खाता संख्या (PAN) के सामने जमा करता है। यह कोई अतिरिक्त कर नहीं है: यह आपके कर क्रेडिट विवरण (tax credit statement) में दिखता है, जो कर वर्ष (tax year) 2026-27 से आयकर नियम 2026 के तहत Form 168 है (पहले Form 26AS), और आपके वार्षिक सूचना विवरण (AIS) में भी; रिटर्न (return) दाखिल करते समय आप इसे अपने कर में से घटाते हैं। अगर आपके कर से ज़्यादा कटौती हुई हो, तो रिटर्न की प्रोसेसिंग के बाद अतिरिक्त राशि का रिफंड (refund) मिलता है। रिटर्न भरने से पहले विवरण जांच लें, और कोई प्रविष्टि न दिखे तो कटौतीकर्ता (deductor) से उसे ठीक करवाएं।',
    },
  },
  {
    id: 'avoid-tds-on-fd',
    category: 'TDS',
    question: 'When does a bank deduct TDS on my fixed deposit interest, and can I avoid it?',
    answer:
      'From 1 April 2025 a bank deducts 10% TDS only when your interest from that bank exceeds ₹50,000 in the year, or ₹1,00,000 if you are a senior citizen. If your total income is below the taxable limit, give the bank the no-TDS declaration at the start of the year and it will not deduct: from tax year 2026-27 that is Form 121 under the Income-tax Rules 2026, which replaces Form 15G (below 60) and Form 15H (60 or older). Without a PAN, or with a PAN not linked to Aadhaar, TDS is 20%. Savings-account interest has no TDS but is still taxable.',
    hi: {
      question: 'बैंक मेरी सावधि जमा (FD) के ब्याज पर TDS कब काटता है, और क्या मैं इससे बच सकता हूं?',
      answer:
        '1 अप्रैल 2025 से बैंक 10% की दर से स्रोत पर कर कटौती (TDS) तभी करता है जब उस बैंक से साल में आपका ब्याज (interest) ₹50,000 से अधिक हो, या आप वरिष्ठ नागरिक (senior citizen) हों तो ₹1,00,000 से अधिक। अगर आपकी कुल आय (total income) कर योग्य सीमा से कम है, तो साल की शुरुआत में बैंक को TDS न काटने की घोषणा दें, फिर बैंक कटौती नहीं करेगा: कर वर्ष (tax year) 2026-27 से यह आयकर नियम 2026 के तहत Form 121 है, जो Form 15G (60 से कम आयु) और Form 15H (60 या अधिक आयु) की जगह लेता है। स्थायी खाता संख्या (PAN) न होने पर, या PAN के आधार से न जुड़े होने पर, TDS 20% है। बचत खाते (savings account) के ब्याज पर TDS नहीं कटता, पर वह कर योग्य है।',
    },
  },
  {
    id: 'share-capital-gains-rates',
    category: 'Capital Gains',
    question: 'How are gains on shares and equity mutual funds taxed now?',
    answer:
      'For sales on or after 23 July 2024: gains on listed shares or equity funds held for 12 months or less are short-term and taxed at 20% (section 111A; section 196 of the Income-tax Act 2025); gains on those held longer are long-term and taxed at 12.5% on the part above ₹1,25,000 a year (section 112A; section 198 of the 2025 Act), without indexation. Cess of 4% is added. The new-regime 87A rebate does not reduce tax on these gains.',
    hi: {
      question: 'शेयरों और इक्विटी म्यूचुअल फंड पर लाभ पर अब कर कैसे लगता है?',
      answer:
        '23 जुलाई 2024 को या उसके बाद की बिक्री पर: 12 महीने या उससे कम समय तक रखे गए सूचीबद्ध शेयरों (listed shares) या इक्विटी फंड पर लाभ अल्पकालिक पूंजीगत लाभ (short-term capital gain) है और उस पर 20% की दर से कर लगता है (धारा 111A; आयकर अधिनियम 2025 की धारा 196); इससे अधिक समय तक रखे गए शेयरों और फंड पर लाभ दीर्घकालिक पूंजीगत लाभ (long-term capital gain) है और उस पर साल में ₹1,25,000 से ऊपर के हिस्से पर 12.5% की दर से कर लगता है (धारा 112A; 2025 के अधिनियम की धारा 198), सूचकांकन (indexation) के बिना। इस कर पर 4% उपकर (cess) जुड़ता है। नई कर व्यवस्था (new tax regime) में धारा 87A का रिबेट (rebate) इन लाभों पर लगने वाले कर को कम नहीं करता।',
    },
    claims: [
      pct('capitalGains.111A.rate', 20, 'taxed at 20% (section 111A;'),
      pct(
        'capitalGains.112A.rate',
        12.5,
        'taxed at 12.5% on the part above ₹1,25,000 a year (section 112A;',
      ),
      inr(
        'capitalGains.112A.exemption',
        125000,
        'taxed at 12.5% on the part above ₹1,25,000 a year (section 112A;',
      ),
    ],
  },
  {
    id: 'property-sale-tax',
    category: 'Capital Gains',
    question: 'How is the sale of a house or land taxed, and can I avoid the tax?',
    answer:
      'Property held for more than 24 months gives a long-term gain taxed at 12.5% without indexation for sales on or after 23 July 2024. A resident individual selling land or a building bought before that date pays the lower of 12.5% without indexation and 20% with indexation. You can exempt the gain by buying another house within the time limits (section 54, up to ₹10 crore; section 82 of the Income-tax Act 2025) or by investing up to ₹50 lakh in specified bonds within six months (section 54EC; section 85 of the 2025 Act).',
    hi: {
      question: 'मकान या ज़मीन की बिक्री पर कर कैसे लगता है, और क्या मैं इस कर से बच सकता हूं?',
      answer:
        '23 जुलाई 2024 को या उसके बाद की बिक्री पर, 24 महीने से अधिक समय तक रखी गई संपत्ति से दीर्घकालिक पूंजीगत लाभ (long-term capital gain) होता है, जिस पर सूचकांकन (indexation) के बिना 12.5% की दर से कर लगता है। उस तारीख से पहले खरीदी गई ज़मीन या भवन बेचने वाला निवासी (resident) व्यक्ति सूचकांकन के बिना 12.5% और सूचकांकन के साथ 20% में से जो कम हो, वही कर देता है। तय समय-सीमा के भीतर दूसरा मकान खरीदकर (धारा 54, ₹10 करोड़ तक; आयकर अधिनियम 2025 की धारा 82) या छह महीने के भीतर निर्दिष्ट बॉन्ड में ₹50 लाख तक निवेश करके (धारा 54EC; 2025 के अधिनियम की धारा 85) आप इस लाभ पर छूट (exemption) पा सकते हैं।',
    },
    claims: [
      pct(
        'capitalGains.112.rate',
        12.5,
        'taxed at 12.5% without indexation for sales on or after 23 July 2024',
      ),
    ],
  },
  {
    id: 'who-pays-advance-tax',
    category: 'Advance Tax',
    question: 'Who has to pay advance tax?',
    answer:
      'Anyone whose tax for the year, after subtracting TDS and TCS, will be ₹10,000 or more must pay it in advance during the year (section 208 of the 1961 Act; section 404 of the Income-tax Act 2025 from tax year 2026-27). This usually means freelancers, business owners, and salaried people with large interest, rent or capital gains. A resident senior citizen aged 60 or more with no business or professional income is exempt (section 207; section 403(3) of the 2025 Act).',
    hi: {
      question: 'अग्रिम कर किसे चुकाना होता है?',
      answer:
        'जिस किसी का साल का कर, स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रहण (TCS) घटाने के बाद, ₹10,000 या उससे अधिक होगा, उसे वह साल के दौरान पहले ही अग्रिम कर (advance tax) के रूप में चुकाना होता है (1961 के अधिनियम की धारा 208; कर वर्ष (tax year) 2026-27 से आयकर अधिनियम 2025 की धारा 404)। आम तौर पर इसमें फ्रीलांसर, कारोबारी और ऐसे वेतनभोगी लोग आते हैं जिन्हें ब्याज, किराये या पूंजीगत लाभ (capital gains) से बड़ी आय होती है। 60 वर्ष या उससे अधिक आयु के निवासी (resident) वरिष्ठ नागरिक (senior citizen) को, जिनकी कारोबार (business) या पेशे से कोई आय नहीं है, इससे छूट (exemption) है (धारा 207; 2025 के अधिनियम की धारा 403(3))।',
    },
    claims: [inr('advanceTax.threshold', 10000, 'will be ₹10,000 or more')],
  },
  {
    id: 'advance-tax-due-dates',
    category: 'Advance Tax',
    question: 'What are the advance tax due dates?',
    answer:
      "Advance tax is paid in cumulative instalments: at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March. People using presumptive taxation under 44AD or 44ADA may pay it all by 15 March. A short instalment costs interest of 1% a month under section 234C, and paying less than 90% by 31 March adds interest under section 234B.",
    hi: {
      question: 'अग्रिम कर की नियत तारीखें क्या हैं?',
      answer:
        'अग्रिम कर (advance tax) संचयी किस्तों में चुकाया जाता है: साल के कर का कम से कम 15% 15 जून तक, 45% 15 सितंबर तक, 75% 15 दिसंबर तक और 100% 15 मार्च तक। धारा 44AD या 44ADA के तहत अनुमानित कराधान (presumptive taxation) अपनाने वाले लोग पूरा कर 15 मार्च तक एक साथ चुका सकते हैं। कोई किस्त कम पड़ने पर धारा 234C के तहत 1% प्रति माह ब्याज (interest) लगता है, और 31 मार्च तक 90% से कम चुकाने पर धारा 234B के तहत ब्याज जुड़ता है।',
    },
    claims: [
      pct('advanceTax.cumulative.june', 15, "at least 15% of the year's tax by 15 June"),
      pct('advanceTax.cumulative.september', 45, '45% by 15 September'),
      pct('advanceTax.cumulative.december', 75, '75% by 15 December'),
      pct('advanceTax.cumulative.march', 100, '100% by 15 March'),
    ],
  },
  {
    id: 'which-itr-form',
    category: 'ITR Filing',
    question: 'Which ITR form should I use?',
    answer:
      'For FY 2025-26 returns: ITR-1 (Sahaj) suits a resident with total income up to ₹50 lakh from salary or pension, one house property, interest and similar income, and long-term gains under 112A of up to ₹1.25 lakh. ITR-2 is for individuals with other capital gains, more than one house, foreign assets or income above ₹50 lakh, but no business income. ITR-3 is for business or professional income with books of account, and ITR-4 (Sugam) for presumptive income under 44AD, 44ADA or 44AE with total income up to ₹50 lakh. Forms for tax year 2026-27 are notified under the Income-tax Act 2025.',
    hi: {
      question: 'मुझे कौन-सा आयकर रिटर्न (ITR) फ़ॉर्म इस्तेमाल करना चाहिए?',
      answer:
        'वित्तीय वर्ष (FY) 2025-26 के रिटर्न (return) के लिए: ITR-1 (सहज) उस निवासी (resident) के लिए है जिसकी कुल आय (total income) ₹50 लाख तक है और वेतन (salary) या पेंशन (pension), एक गृह संपत्ति (house property), ब्याज (interest) और ऐसी ही आय से आती है, और जिसके धारा 112A के तहत दीर्घकालिक पूंजीगत लाभ (long-term capital gain) ₹1.25 लाख तक हैं। ITR-2 उन व्यक्तियों के लिए है जिनके अन्य पूंजीगत लाभ, एक से अधिक मकान, विदेशी संपत्ति या ₹50 लाख से अधिक आय हो, पर कारोबार (business) की कोई आय न हो। ITR-3 लेखा बहियों (books of account) वाली कारोबार या पेशे की आय के लिए है, और ITR-4 (सुगम) धारा 44AD, 44ADA या 44AE के तहत अनुमानित आय के लिए, जब कुल आय ₹50 लाख तक हो। कर वर्ष (tax year) 2026-27 के फ़ॉर्म आयकर अधिनियम 2025 के तहत अधिसूचित होते हैं।',
    },
  },
  {
    id: 'itr-due-date',
    category: 'ITR Filing',
    question: 'What is the last date to file my return, and what if I miss it?',
    answer:
      'For most individuals the due date is 31 July after the end of the year, and audit cases have until 31 October. Business and professional cases that need no audit have until 31 August: the Finance Act 2026 made that change in section 139(1) of the 1961 Act from 1 March 2026, so for FY 2025-26 returns (31 August 2026), and in section 263(1)(c) of the Income-tax Act 2025 from tax year 2026-27. No CBDT notification is involved; some commentaries read the change as starting only with tax year 2026-27, so check the e-filing portal for your return. If you miss the due date, you can file a belated return by 31 December with a late fee of ₹5,000 (₹1,000 if income is up to ₹5 lakh) plus interest on unpaid tax, but you cannot choose the old regime if you have no business income. A revised return is now allowed until 31 March (with a fee after 31 December), and after that an updated return is possible for up to 48 months, with extra tax.',
    hi: {
      question: 'मेरा रिटर्न दाखिल करने की आखिरी तारीख क्या है, और अगर वह निकल जाए तो क्या होगा?',
      answer:
        'अधिकांश व्यक्तियों के लिए नियत तारीख (due date) वर्ष समाप्त होने के बाद की 31 जुलाई है, और लेखापरीक्षा (audit) वाले मामलों के लिए 31 अक्टूबर। जिन कारोबार (business) और पेशे (profession) के मामलों में लेखापरीक्षा ज़रूरी नहीं, उनके लिए 31 अगस्त है: वित्त अधिनियम (Finance Act) 2026 ने यह बदलाव 1 मार्च 2026 से 1961 के अधिनियम की धारा 139(1) में किया, इसलिए यह वित्तीय वर्ष (FY) 2025-26 के रिटर्न पर भी लागू है (31 अगस्त 2026), और कर वर्ष (tax year) 2026-27 से आयकर अधिनियम 2025 की धारा 263(1)(c) में। इसके लिए केंद्रीय प्रत्यक्ष कर बोर्ड (CBDT) की कोई अधिसूचना नहीं है; कुछ टिप्पणीकार इस बदलाव को केवल कर वर्ष 2026-27 से लागू मानते हैं, इसलिए अपने रिटर्न (return) के लिए ई-फाइलिंग पोर्टल (e-filing portal) देखें। नियत तारीख निकल जाने पर आप 31 दिसंबर तक विलंबित रिटर्न (belated return) दाखिल कर सकते हैं, ₹5,000 के विलंब शुल्क (late fee) के साथ (आय ₹5 लाख तक हो तो ₹1,000) और बिना चुकाए कर पर ब्याज (interest) के साथ, पर अगर आपकी कारोबार की आय नहीं है तो आप पुरानी कर व्यवस्था (old tax regime) नहीं चुन सकते। संशोधित रिटर्न (revised return) अब 31 मार्च तक दाखिल किया जा सकता है (31 दिसंबर के बाद शुल्क के साथ), और उसके बाद 48 महीने तक अतिरिक्त कर चुकाकर अद्यतन रिटर्न (updated return) दाखिल करना संभव है।',
    },
  },
];
