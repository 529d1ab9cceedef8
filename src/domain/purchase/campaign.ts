// Which campaign an order carries. A purchase rule, not an analytics one: the order's page model reads it on every
// order, and the analytics rules (src/domain/analytics/) ride in the measurement chunk, which a page loads only after
// it has loaded (issue 14); importing it from there put that chunk on every page's first load.

/**
 * The campaign a purchase belongs to (issue 41): the chosen offer's own campaign (the intro offer's
 * CAMP-2020-03-003), else the `utm_campaign` the order page came with, else none. The offer's id wins, as it is the
 * campaign the group's systems know the order by; the UTM value still goes with every page view (customData).
 */
export const purchaseCampaign = (
  offerCampaign: string | null | undefined,
  utmCampaign: string | null | undefined,
): string | null => offerCampaign || utmCampaign || null;
