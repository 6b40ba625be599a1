import { msg } from '@lingui/core/macro';

/**
 * What a placeholder says while a block's code loads. In the main catalog on purpose: a block's
 * own catalog (the calculators', the forms') loads with its code, after the placeholder shows.
 */
export const LOADING = {
  calculators: msg`Loading calculators`,
  popularSections: msg`Loading popular sections`,
  sections: msg`Loading sections`,
  articles: msg`Loading articles`,
  questions: msg`Loading questions`,
  explainer: msg`Loading the explainer`,
  signup: msg`Loading the signup form`,
  page: msg`Loading page`,
};
