import type { StoryCopyTable } from './types';

export const STORY_COPY_EN: StoryCopyTable = {
  'five-ridge-walks-for-long-autumn-days': {
    title: 'Five Ridge Walks for Long Autumn Days', eyebrow: 'Trail guide',
    body: ['Golden larches, cold mornings and empty car parks: autumn is the best season on the high ridges.', 'Each of these routes takes six to nine hours and stays above the treeline for most of the day.'],
  },
  'how-to-re-proof-a-waterproof-shell': {
    title: 'How to Re-Proof a Waterproof Shell', eyebrow: 'Gear care',
    body: ['If rain soaks into the face fabric instead of beading, your jacket needs a wash and a fresh DWR treatment.', 'Wash with a technical cleaner, rinse twice, then tumble dry on low heat to reactivate the finish.'],
  },
  'maya-okafor-on-running-100-miles-through-the-desert': {
    title: 'Maya Okafor on Running 100 Miles Through the Desert', eyebrow: 'Athlete story',
    body: ['Maya trained through a hot summer for her first hundred-miler and finished in the top ten.', 'She talks about heat acclimatisation, night sections and why she walks every climb.'],
  },
  'a-beginner-guide-to-hut-to-hut-hiking': {
    title: 'A Beginner Guide to Hut-to-Hut Hiking', eyebrow: 'Trail guide',
    body: ['Hut trips let you travel light over several days while someone else cooks dinner.', 'Book early, pack a sleeping-bag liner and plan for one rest day in the middle.'],
  },
  'caring-for-down-sleeping-bags': {
    title: 'Caring for Down Sleeping Bags', eyebrow: 'Gear care',
    body: ['Down lofts for decades if you store it uncompressed and wash it rarely but properly.', 'Use a front-loading machine, down wash and three tennis balls in the dryer.'],
  },
  'the-climber-who-rebuilt-her-local-crag': {
    title: 'The Climber Who Rebuilt Her Local Crag', eyebrow: 'Athlete story',
    body: ['Jess Lindqvist spent three summers replacing rusted bolts on the crag where she learned to climb.', 'Her crew of volunteers has now re-equipped more than two hundred routes.'],
  },
  'choosing-your-first-trail-running-shoes': {
    title: 'Choosing Your First Trail Running Shoes', eyebrow: 'Skills',
    body: ['Grip, drop and cushioning matter more on trails than on the road.', 'Try shoes in the afternoon, with the socks you run in, and walk downhill on the shop ramp.'],
  },
  'three-lakes-loop-a-weekend-backpacking-route': {
    title: 'Three Lakes Loop: a Weekend Backpacking Route', eyebrow: 'Trail guide',
    body: ['This 32-kilometre loop links three alpine lakes with two easy passes.', 'Camp at the middle lake for the best sunset and fill water at every outlet stream.'],
  },
  'washing-and-storing-your-tent': {
    title: 'Washing and Storing Your Tent', eyebrow: 'Gear care',
    body: ['A tent packed away damp can mildew in a week.', 'Pitch it at home to dry, sponge off mud with cool water and store it loosely in a breathable sack.'],
  },
  'winter-layering-explained': {
    title: 'Winter Layering Explained', eyebrow: 'Skills',
    body: ['Base, mid and shell layers each do one job: wick, insulate and protect.', 'Start cold, vent early and add a puffy the moment you stop.'],
  },
  'running-the-ridgeline-skyrace-with-tomas-berg': {
    title: 'Running the Ridgeline Skyrace With Tomas Berg', eyebrow: 'Athlete story',
    body: ['Tomas has won the Ridgeline Skyrace three times and still calls the final descent terrifying.', 'He shares his taper week, his fuelling plan and the mistake that cost him in 2024.'],
  },
  'a-guide-to-alpine-starts': {
    title: 'A Guide to Alpine Starts', eyebrow: 'Trail guide',
    body: ['Leaving at 3am feels brutal until you are off the glacier before the afternoon storms.', 'Lay out everything the night before and eat breakfast on the walk in.'],
  },
  'resoling-climbing-shoes-when-and-how': {
    title: 'Resoling Climbing Shoes: When and How', eyebrow: 'Gear care',
    body: ['Resole before the rand wears through and your favourite shoes can last several more seasons.', 'Most resolers turn shoes around in two weeks; send them clean and dry.'],
  },
  'snowshoe-routes-close-to-the-city': {
    title: 'Snowshoe Routes Close to the City', eyebrow: 'Trail guide',
    body: ['Four gentle snowshoe loops less than an hour from town, each with a warm cafe at the trailhead.', 'Check avalanche bulletins even on easy terrain and carry a headlamp in the short days.'],
  },
  'leave-no-trace-at-busy-campsites': {
    title: 'Leave No Trace at Busy Campsites', eyebrow: 'Skills',
    body: ['Popular sites recover only when every visitor camps on durable ground and packs out all waste.', 'Use established fire rings or, better, cook on a stove.'],
  },
  'ines-duarte-from-gym-climber-to-big-walls': {
    title: 'Ines Duarte: From Gym Climber to Big Walls', eyebrow: 'Athlete story',
    body: ['Five years after her first indoor session, Ines topped out a 900-metre granite wall.', 'She explains how she learned to haul, sleep on a portaledge and manage fear.'],
  },
  'cleaning-and-conditioning-leather-boots': {
    title: 'Cleaning and Conditioning Leather Boots', eyebrow: 'Gear care',
    body: ['Leather boots stay supple and waterproof with a brush, lukewarm water and a thin coat of wax.', 'Never dry them next to a heater: the leather cracks.'],
  },
  'coastal-trail-running-on-the-cliffs': {
    title: 'Coastal Trail Running on the Cliffs', eyebrow: 'Trail guide',
    body: ['A 21-kilometre out-and-back along sea cliffs, with two beaches and one steep staircase.', 'Run it at low tide so you can cut across the second bay on the sand.'],
  },
  'how-to-pitch-a-tent-in-the-wind': {
    title: 'How to Pitch a Tent in the Wind', eyebrow: 'Skills',
    body: ['Pitch the tail into the wind, stake the windward corners first and keep the door downwind.', 'Guy out every point before you go to sleep, not after the first gust.'],
  },
  'a-family-hiking-season-with-the-nguyen-crew': {
    title: 'A Family Hiking Season With the Nguyen Crew', eyebrow: 'Athlete story',
    body: ['Four kids, two parents and forty summits in one summer.', 'Their rules: snacks every hour, a kid-chosen route every weekend and no complaints about wet socks.'],
  },
  'sharpening-crampons-and-ice-axes': {
    title: 'Sharpening Crampons and Ice Axes', eyebrow: 'Gear care',
    body: ['Blunt points skate on hard ice; a hand file restores them in ten minutes.', 'File with the original bevel and never use a grinder: heat ruins the temper.'],
  },
  'desert-canyons-for-spring-hiking': {
    title: 'Desert Canyons for Spring Hiking', eyebrow: 'Trail guide',
    body: ['Narrow slot canyons stay cool until late spring and glow orange in the midday light.', 'Check the flash-flood forecast upstream before you enter any slot.'],
  },
  'first-night-winter-camping': {
    title: 'First Night Winter Camping', eyebrow: 'Skills',
    body: ['A warm night in the snow is about a thick sleeping pad, a dry base layer and a hot water bottle.', 'Stamp out a platform and let it harden before you pitch.'],
  },
  'night-running-with-a-headlamp': {
    title: 'Night Running With a Headlamp', eyebrow: 'Skills',
    body: ['Running after dark sharpens your footwork and makes familiar trails feel new.', 'Carry a spare light and start on routes you already know by day.'],
  },};
