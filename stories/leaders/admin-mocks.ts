import { apiError, createHandler, deleteHandler, mock, updateHandler, type Answer, type Schemas } from '../mocks/admin-content';

type Leader = Schemas['Leader'];

/** Titles stored composed, as the screens save them; in no particular order, as a server may send them. */
export const adminLeaders: Leader[] = [
  { ID: 4, Name: 'Joseph Ngowi', Title: 'Youth Director - Union - STU', Contact: '+255 765 300 400', Image: 'uploads/leader-joseph.svg' },
  { ID: 2, Name: 'Grace Mushi', Title: 'Associate - Chaplain - Iringa', Contact: 'grace.mushi@example.org', Image: 'uploads/missing-grace.jpg' },
  { ID: 1, Name: 'Pr. Elia Mwakalinga', Title: 'University Campus - Chaplain - Dodoma', Contact: '+255 754 100 200', Image: 'uploads/leader-elia.svg' },
  { ID: 6, Name: 'Peter Mollel', Title: 'Conference Coordinator - Conference - East', Contact: 'peter@example.org', Image: 'uploads/leader-peter.svg' },
  { ID: 8, Name: 'Baraka Lyimo', Title: 'Zone Leader - Zone - Morogoro', Contact: '+255 716 777 888', Image: null },
  { ID: 3, Name: 'Amani Kweka', Title: 'Campus Pastor', Contact: 'amani@example.org', Image: 'uploads/leader-amani.svg' },
];

export const listLeadersHandler = (answer: Leader[] | Answer = adminLeaders) =>
  mock('get', '/api/chaplaincy-leaders', answer);

export const countLeadersHandler = (answer: Schemas['LeaderCounts'] | Answer = { total_chaplains: 2, total_union_leaders: 1, total_conference_leaders: 1, total_zone_leaders: 1 }) =>
  mock('get', '/api/chaplaincy-leaders/count', answer);

function leaderFrom(form: Record<string, string[]>, ID: number, currentImage: string | null = null): Leader {
  return {
    ID,
    Name: form.name?.[0] ?? '',
    Title: form.title?.[0] ?? '',
    Contact: form.contact?.[0] ?? '',
    Image: form.image ? 'uploads/leader-new.svg' : currentImage,
  };
}

/** POST create: the new leader from what was sent (ID 20); remembers the form. */
export const createLeaderHandler = (answer?: Answer) => createHandler('/api/chaplaincy-leaders/create', (form) => leaderFrom(form, 20), answer);

/** PUT update: the leader with what was sent; a photo left out keeps the current one. */
export const updateLeaderHandler = (answer?: Answer) =>
  updateHandler(
    '/api/chaplaincy-leaders/{id}/update',
    (form, id) => {
      const current = adminLeaders.find((l) => l.ID === id) ?? adminLeaders[0]!;
      return leaderFrom(form, current.ID, current.Image);
    },
    answer,
  );

export const deleteLeaderHandler = (answer?: Answer) => deleteHandler('/api/chaplaincy-leaders/{id}/delete', 'Leader deleted successfully', answer);

export const leaderError = (status: number, text: string) => () => apiError(status, text);
