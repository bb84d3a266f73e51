/** The "how it works" section's id: the hero's button scrolls to it (apart from the section, which loads later). */
export const HOW_IT_WORKS_ID = 'how-it-works';
