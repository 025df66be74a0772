/**
 * History sources and interpretations WRITTEN FOR PRACTICE, one set for each History topic of the catalogue, for
 * the enquiries its questions ask about ("the treatment of wounded soldiers on the Western Front", "the reasons
 * for westward expansion in America"). Each source has what a real paper prints with its sources: who made it,
 * what kind of source it is and when (its provenance line), and specific details of the topic a student can test
 * against their own knowledge or choose to follow up (a date, a place, a law, a name). Each interpretation is
 * written in the style of a kind of historian at a stated time, so "why might they differ" has an answer, and the
 * two of a pair disagree about one claim: the second says "Some argue that <claim>, but that view ...".
 *
 * Every text is Marker's own: none quotes a real document or a real historian, and each says so where it is
 * printed (generate-extract.ts adds the provenance line and the words "Marker wrote this ... for practice"). The
 * people who "wrote" them are described by role ("a nurse at a casualty clearing station"), never named, and a
 * well-known person's words appear only as a newspaper's report of them, so none can be mistaken for a real
 * person's own words; a text that follows a real record (Domesday Book) says it is a summary of it. Where the extract bank holds a real public-domain source on an
 * enquiry (Snow on cholera, Elizabeth I at Tilbury), that source is printed first and these fill the other places.
 *
 * The facts are the GCSE specifications' own content and are well established; dates follow the usual English
 * textbook forms (Old Style dates for the Armada, as English sources give them).
 */

export interface HistoryDocument {
  /** Who made it and what kind of source it is, as a paper's provenance line gives it. */
  what: string;
  /** When it was made: always with a year ("October 1917", "about 1071"). */
  when: string;
  text: string;
}

export interface HistoryView {
  /** The kind of historian whose style it is written in, and when ("a military historian writing in the 2000s"). */
  style: string;
  text: string;
}

export interface HistoryEnquiry {
  /**
   * What the enquiry is about, as questions name it: the question generator's focus phrases (its topic profiles'
   * `sources` and `interpretations`), or a topic's own name for a topic it has no profile for.
   */
  about: readonly string[];
  /** Two or more sources that look at it from different sides. */
  sources?: readonly HistoryDocument[];
  /** Two interpretations: the first argues a claim, the second disputes it ("Some argue that <claim>, but that view ..."). */
  views?: readonly [HistoryView, HistoryView];
}

export interface HistoryArea {
  /** The question generator's topic profile id (generate-question.ts), or the topic's own id for a topic it has none for. */
  id: string;
  /** For a topic with no profile: tested against the topic's name. */
  match?: RegExp;
  enquiries: readonly HistoryEnquiry[];
}

// ─── Shared by two topics ─────────────────────────────────────────────────────────────────────────

const TREATY_OF_VERSAILLES: HistoryEnquiry = {
  about: ["the terms of the Treaty of Versailles", "the terms the Treaty of Versailles imposed on Germany in 1919"],
  sources: [
    {
      what: "The front page of a German nationalist newspaper",
      when: "28 June 1919",
      text: "Today, in the Hall of Mirrors at Versailles, our delegates were forced to sign away the honour of the German nation. The Treaty of Versailles cuts our army to 100,000 men and forbids us tanks, aircraft and submarines. Alsace-Lorraine goes to France, our colonies are taken from us, and the Rhineland is to be occupied by foreign troops. Worst of all, Article 231, the war guilt clause, makes Germany alone guilty of the war, so that the Allies can demand reparations without limit. We will never accept this peace.",
    },
    {
      what: "A letter from a junior member of the British delegation at the Paris peace conference to his wife",
      when: "May 1919",
      text: "The terms were handed to the Germans this week and they are harsher than I had hoped. Clemenceau wanted France to be safe for ever, and he has got most of what he asked for. President Woodrow Wilson has his League of Nations, though little else of his Fourteen Points survives. Lloyd George tried to soften things, because he fears a Germany bent on revenge, but he also promised voters at home that Germany would pay. The reparations bill has not even been fixed yet, and I fear it will be a heavy one.",
    },
  ],
};

const SPANISH_VICTORY_OVER_THE_AZTECS: HistoryEnquiry = {
  about: ["the reasons for Spain's conquest of the Aztecs", "the reasons for the Spanish victory over the Aztecs"],
  views: [
    {
      style: "a historian of disease writing in the 1970s",
      text: "Disease was the main reason for Spain's conquest of the Aztecs. In 1520 smallpox, brought by the Spanish, swept through Tenochtitlan; it killed perhaps a third of the people of the valley of Mexico, including the new emperor, Cuitlahuac, who had just driven Cortés out of the city on La Noche Triste. When the conquistadors returned in 1521, they faced a city already weakened by sickness and hunger. The Aztecs had no protection against diseases that were new to the Americas.",
    },
    {
      style: "a historian of Mexico writing in the 2000s, using accounts written by Aztec and Tlaxcalan survivors",
      text: "Some argue that disease was the main reason for Spain's conquest of the Aztecs, but that view leaves out the peoples who fought alongside the Spanish. Cortés had only a few hundred conquistadors; the city of Tlaxcala and other enemies of the Aztecs sent tens of thousands of warriors. They carried the boats that let the Spanish attack Tenochtitlan across the lake. The conquest of 1521 was won by an army of native peoples, led by the Spanish, against an empire many of them hated.",
    },
  ],
};

// ─── The areas ────────────────────────────────────────────────────────────────────────────────────

export const HISTORY_AREAS: readonly HistoryArea[] = [
  {
    id: "health",
    enquiries: [
      {
        about: ["the treatment of wounded soldiers on the Western Front"],
        sources: [
          {
            what: "A letter from a nurse at a casualty clearing station near Ypres to her sister in England",
            when: "October 1917",
            text: "The wounded reach us by motor ambulance from the advanced dressing stations, still in the uniforms they were hit in and caked with mud. Many leg wounds are already infected with gas gangrene, because the fields here are full of manure, and the surgeons must cut away the dead flesh at once. The Thomas splint has saved many men with broken thighs who would have bled to death two years ago. We X-ray those we can, operate, and send them on by train to the base hospitals on the coast.",
          },
          {
            what: "From the diary of a stretcher-bearer of the Royal Army Medical Corps",
            when: "July 1916",
            text: "We carried all night from the regimental aid post to the advanced dressing station, four men to a stretcher, through trenches so narrow that we had to lift the wounded above our heads at the corners. On the first day of the Somme there were far more wounded than anyone had planned for, and many lay out in No Man's Land for days. Some of the men we brought in had trench foot as well as their wounds. At the dressing station the doctors can do little more than stop the bleeding, give morphine and label each man for the ambulances.",
          },
        ],
      },
      {
        about: ["John Snow's work on cholera"],
        sources: [
          {
            what: "A report for a parish inquiry into the cholera outbreak, written by a curate of a church near Broad Street",
            when: "1855",
            text: "When Dr John Snow told the parish guardians in September 1854 that the Broad Street pump was to blame for the cholera, I did not believe him: like most doctors, I thought the disease came from the bad air of our crowded streets. But when I went from house to house I found that almost all of the dead had drunk water from that pump, while the men of the brewery in Broad Street, who were given beer to drink, escaped. The pump handle was removed on 8 September, and I now believe that Dr Snow was right.",
          },
          {
            what: "A letter to a medical journal from a London doctor",
            when: "1855",
            text: "Dr Snow asks us to believe that cholera is spread by some poison in drinking water. The General Board of Health, after its own inquiry into the Broad Street outbreak, has rejected his idea, and I agree with it. Cholera strikes the poor and crowded districts where the air is foul with the miasma of cesspits, open drains and rotting rubbish; it is this bad air that carries the disease. Dr Snow cannot show us the poison he says is in the water, and no microscope has found it.",
          },
        ],
      },
      {
        about: ["public health in nineteenth-century Britain"],
        sources: [
          {
            what: "A report on a working-class district of Leeds, written by a local doctor for Edwin Chadwick's inquiry into the health of the poor",
            when: "1842",
            text: "In the yards behind these back-to-back houses, thirty or forty families share two privies, and the cesspits overflow into the unpaved streets. There are no sewers at all, and water must be carried from a standpipe that runs for an hour a day. Typhus fever is never absent. I agree with Mr Chadwick that clean water and drains would cost the town less than the widows and orphans whom this disease leaves to be kept by the ratepayers.",
          },
          {
            what: "A report in a London newspaper",
            when: "June 1858",
            text: "The hot weather of this month has turned the Thames into an open sewer, and the smell, which the newspapers now call the Great Stink, is so foul that curtains soaked in chloride of lime have been hung at the windows of the Houses of Parliament. Members who have talked for years about the river are suddenly in a hurry to act. A bill will give the Metropolitan Board of Works the money for Mr Bazalgette's plan of great sewers to carry the waste of London far downstream.",
          },
        ],
      },
    ],
  },
  {
    id: "crime-and-punishment",
    enquiries: [
      {
        about: ["crime in Whitechapel in the 1880s"],
        sources: [
          {
            what: "A letter to a London newspaper from a clergyman working in Whitechapel",
            when: "October 1888",
            text: "The crime of Whitechapel grows out of its lodging houses. In Flower and Dean Street alone, hundreds of people sleep each night in common lodging houses at fourpence a bed, and those who cannot pay walk the streets until morning. Drunkenness, theft and violence are everyday things here; the murders of these last weeks have only shown the rest of London what we have long known. Better housing would do more to reduce crime than any number of extra constables.",
          },
          {
            what: "A report to Scotland Yard by an inspector of H Division of the Metropolitan Police",
            when: "November 1888",
            text: "The streets of this division are narrow and badly lit, and full of courts and alleys through which a thief can escape in a moment. Many of the people are recent immigrants, among them Jews from Russia and Poland who speak little English, and this makes our enquiries slow. Our constables walk fixed beats, and the criminals of Whitechapel soon learn their timings. Since the murders began, the number of men on the beat has been increased, and a vigilance committee of local tradesmen patrols at night.",
          },
        ],
      },
      {
        about: ["the work of the police in Whitechapel"],
        sources: [
          {
            what: "A report in a London newspaper on the hunt for the Whitechapel murderer",
            when: "October 1888",
            text: "Detectives of the Criminal Investigation Department and the men of H Division have questioned hundreds of people in the lodging houses of Whitechapel, and house-to-house searches have been made across the district. On the orders of the Commissioner, bloodhounds were tried in Regent's Park, but they lost the scent. The police have no description that they trust, and no certain way of linking a man to the scene of a crime. In the streets, people jeer at constables and say the police are baffled.",
          },
          {
            what: "From the notebook of a police constable on the beat in Whitechapel",
            when: "September 1888",
            text: "Night duty, H Division. Walked my beat from Commercial Street along Thrawl Street and back, about fifteen minutes each round. Moved on two drunken women outside the Ten Bells. One arrest at the market: a boy of fourteen for pickpocketing a handkerchief. Gas lamps out in two courts off Dorset Street, reported to the sergeant. Many people in the lodging houses will not speak to a constable at all, and the only help I had all night was from a night watchman.",
          },
        ],
      },
      {
        about: ["the effectiveness of the Metropolitan Police"],
        views: [
          {
            style: "a former police officer writing a history of Scotland Yard, published in the 1950s",
            text: "From the day in 1829 when Robert Peel's new force first walked the streets, London became a safer city. Uniformed constables on regular beats made crime harder to commit and easier to report, and the Criminal Investigation Department, set up in 1878, gave the force trained detectives. Even in Whitechapel in 1888, in a terrible autumn, the police kept order in the streets. The Metropolitan Police were effective in reducing crime in Victorian London, and forces across Britain copied them.",
          },
          {
            style: "a social historian writing about crime in the East End of London, published in the 1990s",
            text: "Some argue that the Metropolitan Police were effective in reducing crime in Victorian London, but that view rests on the force's own records. The failure to catch the Whitechapel murderer in 1888 showed how little detectives could do before fingerprints and forensic science. In the East End many people saw constables as enemies who moved them on and arrested the poor for being drunk. Crime fell later in the century mainly because wages, housing and schooling improved.",
          },
        ],
      },
    ],
  },
  {
    id: "migration-and-empire",
    enquiries: [
      {
        about: ["the experiences of Caribbean migrants in Notting Hill"],
        sources: [
          {
            what: "A letter home to Antigua from a bus conductor living in Notting Hill",
            when: "June 1959",
            text: "The cold here is worse than anyone told us, and so is the welcome. Cards in the windows say no coloured people, so six of us share two rooms in Powis Square, and the landlord puts the rent up whenever he likes. Last summer there were race riots in these streets, and last month a carpenter from Antigua, Kelso Cochrane, was stabbed to death on his way home. Still, we stand together: the West Indian Gazette tells us our rights, and we have our church and our music.",
          },
          {
            what: "A report in a London local newspaper",
            when: "February 1959",
            text: "West Indian Londoners held their first Caribbean carnival last Friday, indoors at St Pancras Town Hall, and parts of it were shown on BBC television. Steel bands, calypso singers and a costume contest filled the hall. The carnival was organised by Claudia Jones, editor of the West Indian Gazette, who says it is an answer to last summer's race riots in Notting Hill: a way of showing London the best of Caribbean life and of bringing people together.",
          },
        ],
      },
      {
        about: ["attitudes to migrants in Britain"],
        sources: [
          {
            what: "A speech by a Conservative Member of Parliament to his constituents",
            when: "1962",
            text: "The Commonwealth Immigrants Act, which comes into force this summer, ends the old right of every citizen of the Commonwealth to settle here freely. Since the Empire Windrush came in 1948, the numbers have grown every year; from now on, newcomers from the West Indies, India and Pakistan will need a work voucher. Some say this is unfair to people who fought for Britain in the war, and whose labour runs our buses and hospitals. But more than a hundred thousand arrived last year, and our towns do not have the houses or the schools for them.",
          },
          {
            what: "From a sermon preached in a London church, asking for money for French Protestant refugees",
            when: "1687",
            text: "Two years ago King Louis of France revoked the Edict of Nantes, and since then thousands of Huguenots have fled to us for their faith, many with nothing but the clothes they wore. In Spitalfields their silk-weavers already give work to our own people. I know that some of our weavers grumble that the Huguenots work for lower wages, as men once grumbled when Cromwell allowed the Jews to return thirty years ago. But Christian charity, and the good of our trade, both tell us to welcome them.",
          },
        ],
      },
    ],
  },
  {
    id: "warfare",
    enquiries: [
      {
        about: ["life in London during the Blitz"],
        sources: [
          {
            what: "A report by a volunteer observer for a survey of public opinion",
            when: "September 1940",
            text: "Since the Blitz began with the great raid on the docks on 7 September, families from Stepney and Silvertown have been crowding into the Underground stations each night, although the government first said they must not be used as shelters. People buy a platform ticket and stake out a place by six o'clock. The public shelters in the East End are damp and many have no lavatories. Most people say they are not frightened, but nobody has slept properly for a week and tempers are short.",
          },
          {
            what: "A report on morale in London for the Ministry of Information",
            when: "October 1940",
            text: "Morale in London remains steady after five weeks of air raids, though there is much grumbling. People complain that the government will not build deep shelters, that Anderson shelters in gardens fill with water, and that help for those who have been bombed out is slow. ARP wardens and firemen are praised everywhere. There is some anger in the East End that the docks and poorer streets have suffered far more than the West End, but no sign that people want to give up the war.",
          },
        ],
      },
    ],
  },
  {
    id: "first-world-war",
    enquiries: [
      {
        about: ["conditions on the Western Front"],
        sources: [
          {
            what: "A letter home from a soldier of a Pals battalion in the trenches",
            when: "November 1916",
            text: "Dear Mother, the trench we hold near the Somme is knee-deep in water, and we stand on duckboards that sink into the mud. Three of our section have gone back with trench foot, so now we rub whale oil into our feet each morning and change our socks when we can. The rats are as big as cats and the lice keep us scratching all night. We do four days in the front line, then four in reserve, and when we come out I could sleep for a week.",
          },
          {
            what: "A report by a British war correspondent, passed by the army's censors",
            when: "July 1916",
            text: "Our men went forward this morning on a front of many miles north of the Somme, after a bombardment of seven days that has smashed the enemy's wire and trenches. Everywhere I went I found the troops in splendid spirits, proud of the ground they have won and eager to go on. The trenches they left behind are well built and well supplied, and hot food comes up to the line each night. The wounded I spoke to were cheerful and wanted only to get back to their pals.",
          },
        ],
      },
      {
        about: ["British attitudes to the war in 1914"],
        sources: [
          {
            what: "A report of a recruiting meeting in a Manchester newspaper",
            when: "September 1914",
            text: "The hall was packed last night as speakers urged the young men of the city to answer Lord Kitchener's call for volunteers. The British Expeditionary Force has fought bravely at Mons, in the long retreat and now on the Marne, they said, and it needs men now. Clerks from the same offices and lads from the same streets may join together in a Pals battalion and serve side by side. More than four hundred came forward before the evening was over, to loud cheers.",
          },
          {
            what: "A letter from a Quaker schoolteacher to a friend",
            when: "October 1914",
            text: "Everyone here talks as if the war will be over by Christmas, and the boys in my class play at soldiers every break. Two of my old pupils have been handed white feathers in the street because they have not joined up. Since the retreat from Mons the newspapers print long lists of casualties, and now there is terrible fighting around Ypres. I cannot believe that killing will settle anything, but I keep quiet, for people who say so are called traitors and cowards.",
          },
        ],
      },
      {
        about: ["the causes of the First World War"],
        views: [
          {
            style: "a British historian writing a school textbook, published in the 1950s",
            text: "The alliances turned a quarrel in the Balkans into a world war. When Gavrilo Princip shot Archduke Franz Ferdinand at Sarajevo in June 1914, Austria-Hungary, backed by its ally Germany, declared war on Serbia, and Russia mobilised to defend the Serbs. Because France was tied to Russia, and Britain to both of them in the Triple Entente, one great power after another was dragged in. The alliance system was the main cause of the First World War.",
          },
          {
            style: "a historian of German politics writing in the 1960s, during a debate about Germany's war aims",
            text: "Some argue that the alliance system was the main cause of the First World War, but that view lets Germany's leaders off too lightly. In July 1914 the Kaiser's government gave Austria-Hungary a 'blank cheque' to crush Serbia, knowing that it risked war with Russia. Its generals had long planned, in the Schlieffen Plan, to attack France through Belgium. The naval race with Britain and Germany's hunger for an empire made war far more likely than any treaty did.",
          },
        ],
      },
      {
        about: ["the leadership of British generals in the First World War"],
        views: [
          {
            style: "a writer of a popular history of the war, published in the 1960s",
            text: "British soldiers were lions led by donkeys. At the Battle of the Somme in 1916, Sir Douglas Haig sent men walking slowly towards German wire that the guns had not cut, and almost 60,000 became casualties on the first day alone. At Passchendaele in 1917 he kept attacking through a sea of mud. The generals lived far behind the trenches and never understood what machine guns did to their men. British generals such as Haig led their armies badly in the First World War.",
          },
          {
            style: "a military historian writing in the 2000s",
            text: "Some argue that British generals such as Haig led their armies badly in the First World War, but that view ignores how quickly they learned. In 1914 nobody knew how to break through trenches defended by machine guns. By 1918 the British Army combined tanks, aircraft and accurate artillery, and in the Hundred Days from August 1918 it won a string of victories that helped to end the war. The generals blamed for the Somme were the same men who built the army that won in 1918.",
          },
        ],
      },
    ],
  },
  {
    id: "inter-war",
    enquiries: [
      TREATY_OF_VERSAILLES,
      {
        about: ["Woodrow Wilson's plan for a League of Nations"],
        sources: [
          {
            what: "A speech by a United States senator who opposed joining the League",
            when: "August 1919",
            text: "President Woodrow Wilson asks us to join his League of Nations, the last of his Fourteen Points. I say no. Article 10 of the League's Covenant would bind the United States to defend the borders of every member, and send American boys to die in every quarrel in Europe. Until 1917 we kept out of Europe's quarrels for more than a century, and we were right to. Let Europe keep its own peace, and let America keep its freedom to decide when it will fight.",
          },
          {
            what: "A leaflet from a British society that campaigned for the League",
            when: "1920",
            text: "The League of Nations met for the first time this January, and its Assembly will soon gather in Geneva. Every member promises to take its quarrels to the League instead of going to war. If any nation breaks that promise, the others will stop trading with it: sanctions, not armies, will keep the peace. President Woodrow Wilson's plan is the best hope the world has of never again seeing a war like the last. Join us, and tell your Member of Parliament that Britain must stand by the League.",
          },
        ],
      },
      {
        about: ["the League of Nations in the 1930s"],
        sources: [
          {
            what: "A report in a British newspaper from Geneva",
            when: "March 1933",
            text: "Japan has announced that it will leave the League of Nations. Last month the League's Assembly accepted the report of Lord Lytton's commission, which found that Japan was wrong to invade Manchuria in 1931 and should give up its control of it. Japan's delegates walked out of the hall. The League has done nothing more: no sanctions, and no army to send. Many now ask what the League is for, if a great power can seize another country's land and simply walk away.",
          },
          {
            what: "A letter to a British newspaper from a supporter of Abyssinia",
            when: "December 1935",
            text: "Two months ago Mussolini's army invaded Abyssinia, and the League of Nations rightly named Italy the aggressor. But the sanctions it chose leave out oil, without which the Italian army cannot move, and Britain keeps the Suez Canal open to Italian ships. Now we learn of the Hoare-Laval Pact, by which our own Foreign Secretary and the French would hand Mussolini two-thirds of Abyssinia. If this is how Britain keeps its word, no small nation will ever trust the League again.",
          },
        ],
      },
    ],
  },
  {
    id: "cold-war",
    enquiries: [
      {
        about: ["the Berlin Blockade"],
        sources: [
          {
            what: "A radio broadcast to Berliners from the American sector of the city",
            when: "July 1948",
            text: "Since 24 June the Soviet authorities have closed every road, railway and canal from the West into Berlin, because the Western powers brought in a new currency, the Deutschmark. They want to starve Berlin into the Soviet zone. They will not succeed. American and British planes are now landing at Tempelhof and Gatow every few minutes, carrying flour, milk, coal and medicine. The Berlin blockade will fail: the Berlin airlift will go on for as long as it is needed, and no Berliner will be abandoned.",
          },
          {
            what: "An article in a Soviet newspaper",
            when: "September 1948",
            text: "The Western powers broke the agreements made at Potsdam when they joined their zones together and brought in a separate currency, using Marshall Aid to tie western Germany to American business. The Soviet Union has only protected the economy of its zone by checking traffic into Berlin. The so-called Berlin airlift is a costly show put on for the newspapers of the West. The people of Berlin would be fed far better if they looked east, to the Soviet zone that surrounds them.",
          },
        ],
      },
      {
        about: ["the building of the Berlin Wall"],
        sources: [
          {
            what: "A report in an East German newspaper",
            when: "August 1961",
            text: "In the early hours of Sunday 13 August, the border between our capital and West Berlin was closed to protect the German Democratic Republic. For years, Western agents have used the open border to carry out sabotage and to tempt away our doctors, engineers and skilled workers as so-called refugees, a brain drain paid for with Western money. The new barrier is an anti-fascist wall of protection. It guards peace in Europe, and honest citizens have nothing to fear from it.",
          },
          {
            what: "A letter from a West Berlin student to a cousin in England",
            when: "November 1961",
            text: "On 13 August we woke to find barbed wire across the streets, and within days the East Germans were building a wall of concrete blocks. My aunt lives three streets away, in the East, and now I can only wave to her from a platform. Before the wall, thousands of refugees crossed to us every week. Last month American and Soviet tanks faced each other at Checkpoint Charlie for a whole day. People say Khrushchev built the wall because he could not win the argument.",
          },
        ],
      },
    ],
  },
  {
    id: "asia",
    enquiries: [
      {
        about: ["the Korean War"],
        sources: [
          {
            what: "A report by an American war correspondent with United Nations forces",
            when: "September 1950",
            text: "On 25 June North Korean troops crossed the 38th parallel and drove the South Korean army almost into the sea at Pusan. Because the Soviet delegate was boycotting the Security Council, the United Nations was able to vote to send troops, most of them American. This week General MacArthur landed behind the enemy's lines at Inchon, and now the North Koreans are in retreat. Soldiers here talk of being home by Christmas, once the whole of Korea is free.",
          },
          {
            what: "An article in a Chinese Communist newspaper",
            when: "November 1950",
            text: "The American army of MacArthur has crossed the 38th parallel and pushed north towards the Yalu River, the border of our new China. The Korean War is no longer a war in Korea: it threatens our own people. Thousands of Chinese People's Volunteers have therefore crossed the Yalu to resist America and aid Korea. They fight for their neighbours and their homeland, and the imperialists who boasted of victory by Christmas are already falling back.",
          },
        ],
      },
      {
        about: ["American opinion about the Vietnam War"],
        sources: [
          {
            what: "A speech by a student leader at an anti-war rally in Washington",
            when: "November 1969",
            text: "We were told the war was nearly won, and then came the Tet Offensive, when the Viet Cong attacked more than a hundred towns at once. Now we learn that at My Lai American soldiers killed hundreds of unarmed villagers. Our planes drop napalm on farmers and call it defending freedom. More than forty thousand Americans are dead. Half a million of us have come to Washington to say that this war is wrong and that every soldier must come home now.",
          },
          {
            what: "A letter to a newspaper in Ohio from the father of a soldier serving in Vietnam",
            when: "1967",
            text: "My son is serving with the Marines near Da Nang, and I am proud of him. In 1964 Congress passed the Gulf of Tonkin Resolution and gave President Lyndon Johnson the power to defend South Vietnam, and he is right to do it. If South Vietnam falls to communism, Laos and Cambodia will fall next, one after another, like dominoes. The students who march against the war should remember that our boys cannot win if the people at home turn their backs on them.",
          },
        ],
      },
    ],
  },
  {
    id: "gulf-afghanistan",
    enquiries: [
      {
        about: ["the Gulf War of 1991"],
        sources: [
          {
            what: "A report in an American newspaper on the President's television address to the nation",
            when: "January 1991",
            text: "Last night the President told the nation that American and allied aircraft had begun to attack military targets in Iraq. On 2 August last year, he reminded viewers, Saddam Hussein invaded Kuwait, a small neighbour, and he has ignored every demand of the United Nations to leave. Twenty-eight nations have joined together against him. Operation Desert Storm, the President said, will free Kuwait, and the troops will come home as soon as their job is done.",
          },
          {
            what: "A report by a British journalist in Baghdad",
            when: "February 1991",
            text: "This morning I stood outside the Amiriyah shelter in Baghdad, where an allied bomb killed hundreds of civilians, many of them women and children, who had gone there to sleep. The allies say it was a command centre; the families here say it was a shelter and nothing more. Saddam Hussein's government brings us to see such places because it wants the world to see them. Even so, the war against the army that invaded Kuwait is not as clean as the television pictures at home suggest.",
          },
        ],
      },
      {
        about: ["the war in Afghanistan"],
        sources: [
          {
            what: "A report in a British newspaper on the government's statement to Parliament",
            when: "October 2001",
            text: "The government told Parliament yesterday that the attacks of 11 September were carried out by al-Qaeda, the network led by Osama bin Laden, who has trained his followers in camps in Afghanistan under the protection of the Taliban. The Taliban were asked to hand him over, and they refused. British forces are therefore joining the United States in military action against the camps of al-Qaeda and the Taliban regime. Ministers insisted that Britain's quarrel is not with the people of Afghanistan.",
          },
          {
            what: "A letter home from a British soldier serving in Helmand province",
            when: "2007",
            text: "The heat here is beyond anything I imagined and the Taliban are everywhere and nowhere. They hide bombs by the roads, so every patrol feels like walking through a minefield. The farmers smile at us by day and we don't know who they help at night. We are meant to be guarding the men building a new school and stopping al-Qaeda coming back, and most days I think we are doing good. But two of our lads have gone home wounded this month, and people at home hardly know we are here.",
          },
        ],
      },
    ],
  },
  {
    id: "power-and-the-people",
    enquiries: [
      {
        about: ["the suffragette campaign"],
        sources: [
          {
            what: "A report in a London newspaper",
            when: "March 1912",
            text: "Shortly before six o'clock yesterday evening, women of the WSPU drew hammers from their muffs and smashed the windows of shops along Oxford Street, Regent Street and the Strand. More than a hundred suffragettes were arrested. Mrs Emmeline Pankhurst, who had broken windows in Downing Street, is among those in custody. Shopkeepers are furious, and many who have long supported votes for women say that such methods will only turn the public against the cause.",
          },
          {
            what: "A leaflet of the National Union of Women's Suffrage Societies (NUWSS)",
            when: "1913",
            text: "We suffragists, led by Mrs Millicent Fawcett, have worked for votes for women by peaceful means for many years: meetings, petitions and letters to Members of Parliament. We do not break windows or burn houses, and we ask the public not to judge all women by those who do. We also protest against the Cat and Mouse Act passed this April, which lets the government release hunger strikers until they are well and then send them back to prison.",
          },
        ],
      },
      {
        about: ["the Chartist movement"],
        sources: [
          {
            what: "A report of a Chartist meeting on the moors near Halifax, in a Chartist newspaper",
            when: "1839",
            text: "Many thousands of working men and women came to hear the People's Charter read aloud. Its six points are simple: a vote for every man over twenty-one, voting in secret by ballot, no property qualification for Members of Parliament, payment for Members, equal constituencies and a Parliament elected every year. The Reform Act of 1832 gave the vote to the middle classes and left us out. The speakers urged everyone to sign the great petition to Parliament.",
          },
          {
            what: "A letter from a London magistrate to the Home Secretary",
            when: "April 1848",
            text: "The Chartists' meeting on Kennington Common passed off without violence. Far fewer came than their leaders promised, and thousands of special constables and soldiers stood ready to guard the bridges. The petition for the People's Charter was carried to Parliament in cabs. Its leaders claim more than five million signatures, but I am told that the clerks have found fewer than two million, and many of those false, including the Queen's own name several times.",
          },
        ],
      },
    ],
  },
  {
    id: "norman-england",
    enquiries: [
      {
        about: ["the Battle of Hastings", "the reasons for William's victory at Hastings"],
        sources: [
          {
            what: "From a life of Duke William, written by a Norman priest who had served him",
            when: "about 1071",
            text: "The English stood close together on the ridge in a shield wall and could not be broken, so the duke ordered our knights to pretend to flee. Twice the English ran down from the hill after them, and twice the Normans turned and cut them down. When Duke William's men feared he was dead, he pushed back his helmet so that all could see his face. By evening King Harold was dead and his army broken: God had given the victory to the rightful heir.",
          },
          {
            what: "From a history of England written by a monk at an English monastery",
            when: "about 1120",
            text: "Harold Godwinson had just defeated Harald Hardrada and the Norwegians at Stamford Bridge when he heard that William had landed in the south. He marched to London at great speed, and then on to meet the Normans before half of his army had gathered. His housecarls and the men of the fyrd fought bravely from the third hour of the day until dusk, but the English were worn out from marching and fighting, and when Harold fell the rest fled.",
          },
        ],
        views: [
          {
            style: "a historian of the Normans writing in the 1960s",
            text: "William's leadership was the main reason for his victory at Hastings. He built a fleet, gathered knights from all over France and won the Pope's blessing. He waited for the wind and landed at Pevensey in September 1066 without meeting an English army. In the battle he used archers, infantry and cavalry together, and when his knights wavered he rode among them to show he was alive. The feigned retreats that broke the English shield wall were his idea.",
          },
          {
            style: "a historian of Anglo-Saxon England writing in the 2010s",
            text: "Some argue that William's leadership was the main reason for his victory at Hastings, but that view ignores Harold's bad luck and his own choices. Harold had to march north to defeat Harald Hardrada at Stamford Bridge only three weeks before. He hurried south and attacked before the fyrd had gathered, when he could have waited and starved the Normans out. Even so, the battle lasted all day, and it turned only when Harold himself was killed.",
          },
        ],
      },
      {
        about: ["Norman castles"],
        sources: [
          {
            what: "From a chronicle kept by English monks",
            when: "about 1070",
            text: "King William and his lords built castles far and wide throughout this land, and oppressed the wretched people with forced work to raise them. At York the king built two castles, one in 1068 and another in 1069, and when the English and the Danes burned them he came north and laid waste the whole country beyond the Humber, so that the people starved. Each castle was a great mound of earth with a wooden tower on top, and a yard below it inside a ditch and a fence.",
          },
          {
            what: "A summary of the entry for the city of Lincoln in Domesday Book, the king's great survey",
            when: "1086",
            text: "In the time of King Edward there were 1,150 houses with people living in them in the city of Lincoln. Now, of those, 166 houses have been destroyed because of the castle, and 74 more stand empty outside the castle boundary, because of misfortune, poverty and fires. Much of the land of the city is now held by the king's barons and by Bishop Remigius. The castle stands in the old Roman walls at the top of the hill.",
          },
        ],
      },
      {
        about: ["the impact of the Norman Conquest"],
        views: [
          {
            style: "a historian writing a survey of medieval England, published in the 1990s",
            text: "The Norman Conquest changed English life completely. By 1086, Domesday Book shows that only a handful of the king's tenants-in-chief were English; the old English nobility had been destroyed or driven out. Hundreds of castles were built to hold the land down, the harrying of the north left Yorkshire empty, and a new feudal system tied every landholder to the king. Norman churchmen such as Archbishop Lanfranc rebuilt the English Church in stone and in the Norman way.",
          },
          {
            style: "a historian of English government writing in the 2000s",
            text: "Some argue that the Norman Conquest changed English life completely, but that view forgets how much William kept. The shires and their sheriffs, the king's writs and the geld, England's land tax, all carried on as before, because the English way of governing worked better than anything the Normans had. For most villeins, the lords changed but the work in the fields did not. English went on being spoken by almost everyone, and within a few generations the Normans spoke it too.",
          },
        ],
      },
    ],
  },
  {
    id: "elizabethan-england",
    enquiries: [
      {
        about: ["the defeat of the Spanish Armada", "the reasons for the defeat of the Armada"],
        sources: [
          {
            what: "A letter to the Privy Council from an English commander in the fleet",
            when: "August 1588",
            text: "At midnight on 28 July we sent eight fire ships, their guns loaded and burning, among the Spanish fleet as it lay at anchor off Calais. Their captains cut their cables and scattered in the dark, and the great crescent they had kept all the way up the Channel was broken. Next day we fought them off Gravelines at close range with our cannon, and sank or drove ashore several of their galleons. Now the wind drives the Armada north, and I do not think it can come back.",
          },
          {
            what: "A report by a Spanish officer who survived the voyage home",
            when: "October 1588",
            text: "We never came close enough to board the English ships, which are faster than ours and fire their guns from far off. The Duke of Parma's army was not ready at Dunkirk, and we had no deep harbour where we could wait for it. After the battle off Gravelines we were forced to sail around Scotland and Ireland, with little food and water. Storms wrecked more of our ships on the rocks of Ireland than the English ever sank. God knows why King Philip II sent us.",
          },
        ],
        views: [
          {
            style: "a naval historian writing in the 1950s",
            text: "English tactics were the main reason for the defeat of the Armada. John Hawkins had rebuilt the Queen's galleons to be lower and faster, with long-range guns, so that they could fight without letting the Spanish board them. Drake and Lord Howard kept the wind behind them all the way up the Channel. The fire ships at Calais broke the Spanish crescent, and at Gravelines English gunners did the damage that sent the Armada north, never to return.",
          },
          {
            style: "a historian of Spain writing in the 1980s",
            text: "Some argue that English tactics were the main reason for the defeat of the Armada, but that view ignores Spain's own mistakes and the weather. King Philip II ordered the Duke of Medina Sidonia to join Parma's army in the Netherlands, where there was no deep-water port to meet it. Spanish cannon balls were badly made and many guns were never fired. Most of the ships that were lost were wrecked by storms off Scotland and Ireland, not sunk by the English.",
          },
        ],
      },
      {
        about: ["Elizabeth I's leadership in 1588"],
        sources: [
          {
            what: "A letter from a London merchant to his brother in Antwerp",
            when: "August 1588",
            text: "The Queen came by barge to Tilbury, where the Earl of Leicester, Robert Dudley, commands the army gathered to meet the Duke of Parma if he should land. She rode among the soldiers on a white horse, some say in a silver breastplate, and spoke to them so boldly that the men threw their caps in the air. All this while the Armada was already being chased north, though we did not know it. London is full of her praises, and the churches ring for the victory.",
          },
          {
            what: "A letter from a member of the Privy Council to Sir Francis Walsingham",
            when: "August 1588",
            text: "The sailors who fought the Armada are dying of sickness in their ships at Margate and Dover, and they have not been paid. Her Majesty is unwilling to spend more, now that the danger is past, and Lord Burghley counts every penny of the cost of the fleet. The Lord Admiral has paid some of the men from his own purse. If we treat our seamen so, I fear that we will not find them willing when the Spaniards come again.",
          },
        ],
        views: [
          {
            style: "a biographer of Elizabeth I writing in the 1960s",
            text: "Elizabeth I's leadership was the main reason England survived the Armada in 1588. She chose able men and trusted them: Lord Howard and Drake at sea, Walsingham, whose spies warned of Spain's plans, and Burghley at home. She refused to panic, and at Tilbury she told her soldiers that she had the heart and stomach of a king. Catholics and Protestants alike rallied to her, and not one English Catholic rose to help the Spanish.",
          },
          {
            style: "a historian of Tudor government writing in the 2000s",
            text: "Some argue that Elizabeth I's leadership was the main reason England survived the Armada in 1588, but that view owes more to her own propaganda than to the evidence. She reached Tilbury after the Armada had already been beaten at Gravelines. For months she had starved the fleet of money and powder, hoping for peace with Philip II, and afterwards she left her sailors unpaid. The victory belonged to her commanders, to the Privy Council, and above all to the weather.",
          },
        ],
      },
    ],
  },
  {
    id: "germany",
    enquiries: [
      TREATY_OF_VERSAILLES,
      {
        about: ["the problems of the Weimar Republic in the early 1920s"],
        sources: [
          {
            what: "A letter from a Berlin schoolteacher to her sister in America",
            when: "October 1923",
            text: "In January a loaf of bread cost 250 marks. Now the price changes twice a day and runs into millions, so I am paid each morning and run to the shops before my wages lose their value. Since the French and Belgians marched into the Ruhr, the government has paid the miners there for their passive resistance by printing more money, and this hyperinflation is the result. Our savings, which took Father forty years to build, would not now buy a postage stamp.",
          },
          {
            what: "A speech in the Reichstag by a nationalist member",
            when: "July 1922",
            text: "Our army was never beaten in the field. It was stabbed in the back by the November criminals who made the armistice and then signed the Treaty of Versailles. Ever since, this Republic has crawled to the Allies and paid their reparations. Last month the foreign minister, Walther Rathenau, was shot dead in the street. I do not praise murder, but the men who run the Weimar Republic should not be surprised that so many Germans hate it.",
          },
        ],
      },
      {
        about: ["Nazi control of young people in Germany"],
        sources: [
          {
            what: "A report on life in Germany written by a secret member of the banned Social Democratic Party, for the party's leaders in exile",
            when: "1938",
            text: "Since the law of December 1936 made the Hitler Youth the youth movement of the whole state, hardly any boy can stay out of it, and it now has more than seven million members. Many boys enjoy the camps and the sport, but complain of endless marching and drill. The girls of the League of German Maidens are taught that their duty is to be healthy mothers. In Hamburg some young people meet in groups called the Swing Youth to dance to banned jazz, and the police watch them.",
          },
          {
            what: "A speech by a Hitler Youth leader at a rally",
            when: "1935",
            text: "Boys and girls of Germany! You belong to the Führer. In the Hitler Youth you will learn to be hard, loyal and brave; you will march, camp and train together until you are ready to serve the nation. You girls of the League of German Maidens will make yourselves strong and healthy, to be the mothers of the next generation. Your parents grew up in a divided Germany, weakened by parties and class hatred. You will grow up as one people, under one leader.",
          },
        ],
      },
      {
        about: ["the reasons why Hitler became Chancellor in 1933"],
        sources: [
          {
            what: "A Nazi Party election leaflet",
            when: "July 1932",
            text: "Six million Germans are out of work. Since the Wall Street Crash the banks have failed, the factories have closed and the old parties of the Weimar Republic have done nothing but quarrel. Unemployment and hunger are the fruits of their rule. Adolf Hitler promises work and bread for every German family, and an end to the shame of the Treaty of Versailles. He is the last hope of millions. Vote for the National Socialists: vote for Hitler!",
          },
          {
            what: "From the diary of a conservative politician close to President Hindenburg",
            when: "January 1933",
            text: "The old field marshal still despises Hitler, but Schleicher has lost his support, and von Papen tells him that the Nazis can be tamed. Hitler will be Chancellor, but Papen will be Vice-Chancellor, and only two other Nazis will sit in the cabinet. 'We have hired him,' Papen boasts, and in two months, he says, we will have pushed Hitler into a corner. The Nazis lost votes in November, so they need us now. I pray that Papen is right.",
          },
        ],
        views: [
          {
            style: "an economic historian writing in the 1970s",
            text: "The economic depression was the main reason why Hitler became Chancellor in 1933. After the Wall Street Crash of 1929, American banks called in their loans to Germany, and by 1932 six million Germans were unemployed. In 1928, when times were good, the Nazis won only 12 seats in the Reichstag; in July 1932 they won 230 and became the largest party. Desperate voters turned to the man who promised work and bread.",
          },
          {
            style: "a political historian writing in the 2000s",
            text: "Some argue that the economic depression was the main reason why Hitler became Chancellor in 1933, but that view leaves out the men who gave him power. The Nazis lost votes in November 1932, falling to 196 seats, and many thought their moment had passed. Hitler became Chancellor through a backstairs deal: von Papen and President Hindenburg's advisers believed they could use him. Years of rule by decree under Article 48 had already weakened German democracy.",
          },
        ],
      },
      {
        about: ["how far young people supported the Nazi regime"],
        sources: [
          {
            what: "A letter from a sixteen-year-old member of the Hitler Youth to a pen-friend in England",
            when: "1937",
            text: "This summer I went to a Hitler Youth camp in the Black Forest for three weeks. We hiked, swam, sang round the fire and learned to read maps, and I was made leader of my group. Before, my father had no work and we could never afford a holiday. Now he has a job building the autobahn, and we owe it all to the Führer. Some of the boys in my class say the meetings are boring, but I think they are just lazy.",
          },
          {
            what: "A report by the Gestapo in Düsseldorf on gangs of young people",
            when: "1939",
            text: "Groups of young people in this district, calling themselves Navajos or Kittelbach Pirates, meet on street corners and go hiking at weekends without permission. They sing their own songs, wear checked shirts and badges of their own, and attack Hitler Youth patrols. Most are young workers aged fourteen to eighteen who left the Hitler Youth as soon as they could. In Hamburg similar groups, the Swing Youth, listen to banned jazz. Firm action is needed before these ideas spread.",
          },
        ],
        views: [
          {
            style: "a historian of Nazi education writing in the 1980s",
            text: "Most young people in Germany supported the Nazi regime. The Hitler Youth and the League of German Maidens offered camps, sport and adventure that many working-class children had never known, and by 1939 they had more than seven million members. Schools taught Nazi ideas in every lesson, and children who had known nothing else believed them. Many young Germans welcomed the chance to feel part of a great national movement, and they went on fighting for Hitler until 1945.",
          },
          {
            style: "a historian of resistance to the Nazis writing in the 2000s",
            text: "Some argue that most young people in Germany supported the Nazi regime, but that view confuses joining with believing. After membership of the Hitler Youth became compulsory, many went only because they had to, and found the drill dull. Gestapo reports from the late 1930s show gangs of young workers, such as the Kittelbach Pirates and the Navajos, who rejected the Hitler Youth. The Swing Youth of Hamburg danced to banned jazz to show what they thought of the regime.",
          },
        ],
      },
      {
        about: ["the lives of women in Nazi Germany"],
        sources: [
          {
            what: "A leaflet of the National Socialist Women's League",
            when: "1939",
            text: "German woman! Your place is in the family. The Law for the Encouragement of Marriage gives a loan of 1,000 marks to young couples, and a quarter of it is cancelled for each child born. Since last December, mothers of four or more children receive the Mother's Cross, and mothers of eight the cross in gold. By leaving paid work to men, you have helped end the unemployment of the old days. The League of German Maidens prepares your daughters to follow you.",
          },
          {
            what: "A report on life in Germany written by a secret member of the banned Social Democratic Party, for the party's leaders in exile",
            when: "1938",
            text: "The regime still says a woman's place is at home, but the factories tell a different story. Rearmament needs workers, and more women work for wages now than when Hitler came to power. Women may no longer be judges or lawyers, and few are allowed to study at university. The marriage loans are popular, and many women welcome the help for mothers. But those who are not 'Aryan', or who do not fit the Nazi idea of a good mother, are shut out of all of it.",
          },
        ],
        views: [
          {
            style: "a historian of German society writing in the 1970s",
            text: "Women in Nazi Germany lost more than they gained. They were pushed out of the professions: women could no longer be judges or lawyers, and the number allowed to study at university was cut. The regime wanted them at home, to make room for men in a time of unemployment and to be mothers of the next generation. Women who did not fit the Nazi 'Aryan' ideal, because they were Jewish or disabled, lost far more: some were forced to be sterilised.",
          },
          {
            style: "a historian of women's lives writing in the 2000s, using interviews with women who lived through the 1930s",
            text: "Some argue that women in Nazi Germany lost more than they gained, but that view is not how many of them remembered it. After the unemployment of the depression, marriage loans, family allowances and the end of mass unemployment made life better for many families. Many women enjoyed the activities of the Nazi women's organisations. Rearmament also brought more women into paid work after 1936, so the policy of keeping women at home was never fully carried out.",
          },
        ],
      },
    ],
  },
  {
    id: "russia",
    enquiries: [
      {
        about: ["life in Russia during the First World War"],
        sources: [
          {
            what: "A report by the Okhrana, the Tsar's secret police, on the mood in Petrograd",
            when: "October 1916",
            text: "Prices in Petrograd have risen four times over since the war began, but wages have not. Women stand in bread queues through the night and sometimes go home with nothing. Workers in the factories are angry and talk openly of strikes. Everywhere people repeat stories about Rasputin and the Tsarina, and say that traitors at court are helping the Germans while the Tsar is away at the front. We must warn that the danger of disorder in the capital is now very great.",
          },
          {
            what: "A letter from a Russian soldier at the front to his family in a village near Tula",
            when: "August 1915",
            text: "We have fallen back again, out of Poland, and no one knows where we will stop. In my company there is one rifle for every three men, and we are told to take the rifles of the dead. The Germans fire a hundred shells for every one of ours. Now they say that Tsar Nicholas will take command of the army himself. Perhaps it will help, but the men say that if we lose, the blame will be his alone. Please send socks and bread if you have any.",
          },
        ],
      },
      {
        about: ["Stalin's purges in the Soviet Union"],
        sources: [
          {
            what: "A report in a Soviet newspaper on a show trial in Moscow",
            when: "August 1936",
            text: "The trial of the Trotskyist-Zinovievite terrorist centre has ended. Zinoviev and Kamenev, once leaders of the Bolshevik party, have confessed in open court that they plotted with the traitor Trotsky to murder Comrade Kirov in 1934 and to kill Comrade Stalin himself. All sixteen accused have been sentenced to be shot. The Soviet people thank the security organs for their watchfulness. There must be no mercy for enemies of the people, wherever they hide.",
          },
          {
            what: "From a memoir written in secret by the wife of an engineer arrested in Leningrad, later smuggled abroad",
            when: "about 1940",
            text: "They came for my husband at two in the morning in 1937, three men from the NKVD, and searched our flat until dawn. He had worked all his life for the Five-Year Plans and had never spoken against the Party. For months I queued at the prison with other wives to hand in parcels. Then I was told he had been sentenced to ten years in a labour camp of the gulag. During the Great Terror, everyone knew someone who had disappeared, and no one dared to ask why.",
          },
        ],
      },
      {
        about: ["Stalin's control of the Soviet Union"],
        sources: [
          {
            what: "A speech to the Seventeenth Congress of the Communist Party by a regional party secretary",
            when: "January 1934",
            text: "Comrades, this is a congress of victors! The first Five-Year Plan has given us new steelworks at Magnitogorsk and the great dam on the Dnieper. Collectivisation has swept the kulaks from the countryside, and the collective farms will feed our growing cities. All of this we owe to the wise leadership of our great teacher, Comrade Stalin, who has led the Party through every difficulty. Long live Comrade Stalin!",
          },
          {
            what: "A letter from a peasant in Ukraine to a relative working in a city factory",
            when: "1933",
            text: "Since we were forced into the collective farm, the brigades have taken every sack of grain for the state, even the seed for next year. The families who were called kulaks were put on trains and sent to the north, and their houses stand empty. Now there is famine: people eat grass and bark, and the children are swollen with hunger. Do not write about this in your letters, and do not come home. They read everything.",
          },
        ],
        views: [
          {
            style: "a historian of Soviet terror writing in the 1960s",
            text: "Stalin controlled the Soviet Union mainly through fear. The NKVD arrested millions; in the Great Terror of 1937 and 1938 around 700,000 people were shot and many more sent to the gulag. Show trials removed every old Bolshevik who might challenge him, and purges of the Red Army killed most of its senior officers. Nobody, from Politburo members to factory workers, could feel safe, and that fear kept the whole country obedient.",
          },
          {
            style: "a historian of Soviet society writing in the 2000s, using newly opened archives",
            text: "Some argue that Stalin controlled the Soviet Union mainly through fear, but that view leaves out the millions who believed in him. Propaganda built a cult of personality, in which Stalin was the wise father of the nation. The Five-Year Plans gave young workers education, promotion and pride in building socialism, and Stakhanovite workers were rewarded as heroes. Many denounced their neighbours not out of fear but because they trusted the Party.",
          },
        ],
      },
      {
        about: ["the reasons for the fall of the Tsar"],
        sources: [
          {
            what: "A telegram from a leading member of the Duma to Tsar Nicholas II at army headquarters",
            when: "February 1917",
            text: "Your Majesty, the capital is in disorder and your ministers can no longer govern. Bread and fuel have run short, crowds fill the streets, and soldiers of the Petrograd garrison have begun to join them instead of firing on them. Only a new government, led by someone the country trusts, can restore order, and the Duma is ready to help form one. Every hour of delay makes things worse. I beg you to act before it is too late for the dynasty.",
          },
          {
            what: "From the memoir of a worker at a Petrograd munitions factory, published in the Soviet Union",
            when: "1927",
            text: "It began on International Women's Day, 23 February, when the women in the bread queues came out onto the streets and called us out of the factories. Within days the soldiers were refusing to fire on the crowds and joining us instead. On 2 March we heard that Nicholas II had abdicated. The Duma set up a Provisional Government, and we workers and soldiers elected our own Petrograd Soviet. Three hundred years of the Romanovs ended in a single week.",
          },
        ],
        views: [
          {
            style: "a historian writing a history of the war in the 1960s",
            text: "The First World War was the main reason for the fall of the Tsar. Defeats at Tannenberg and in 1915 cost millions of men. By taking command of the army himself in 1915, Nicholas II made himself responsible for every defeat, and left the government to the Tsarina and Rasputin. The war caused inflation, fuel shortages and the bread queues that started the February revolution in Petrograd. Without the war, the Tsar would have survived.",
          },
          {
            style: "a historian of Russian society writing in the 1990s",
            text: "Some argue that the First World War was the main reason for the fall of the Tsar, but that view ignores how weak the Tsar's rule was long before 1914. On Bloody Sunday in 1905 his troops shot peaceful marchers, and he survived the 1905 revolution only by promising reforms in the October Manifesto. He then ignored the Duma whenever he could. Nicholas II refused to share power with anyone, and the war only speeded up a collapse that was already coming.",
          },
        ],
      },
    ],
  },
  {
    id: "usa-20th-century",
    enquiries: [
      {
        about: ["life in the USA during the boom of the 1920s"],
        sources: [
          {
            what: "An advertisement for cars in a popular American magazine",
            when: "1925",
            text: "Why walk when you can ride? Thanks to Henry Ford's mass production on the moving assembly line, a new Model T now costs less than three hundred dollars, less than ever before. And with hire purchase you need not wait to save: a few dollars down, and a few dollars a month, and the family car is yours today. Drive to work, drive to the movies, drive to the coast on Sunday. Join the millions of Americans who have put the nation on wheels.",
          },
          {
            what: "A letter to a newspaper from a wheat farmer in Kansas",
            when: "1927",
            text: "The papers say that America has never been richer, but nobody told the farmers. Since the war ended, the price we get for wheat has fallen by more than half, and every year more of my neighbours lose their farms to the bank. We cannot buy the cars and radios that the city folk buy on credit. And Prohibition has done nothing except make the bootleggers and gangsters of Chicago rich. This boom is a city boom, and it has passed us by.",
          },
        ],
      },
      {
        about: ["the civil rights movement in the USA in the 1960s"],
        sources: [
          {
            what: "A report in a Northern newspaper from Birmingham, Alabama",
            when: "May 1963",
            text: "Television viewers across the nation saw Birmingham police turn fire hoses and dogs on Black children this week as they marched against segregation. The campaign is led by Dr Martin Luther King and the Southern Christian Leadership Conference (SCLC); Dr King himself was jailed last month. The city's police chief, Bull Connor, has filled the jails with young marchers. Business leaders are now said to be ready to talk about ending segregation in the city's shops.",
          },
          {
            what: "A speech by a student leader of SNCC at a rally in Mississippi",
            when: "1966",
            text: "They gave us the Civil Rights Act in 1964 and the Voting Rights Act in 1965, and we thank no one for them, because we won them with our blood. But a law does not give a man a job, or a decent home in Watts or Harlem. We have been beaten on freedom rides and marches for six years while asking politely. The time has come for Black Power: for Black people to run their own communities and defend themselves.",
          },
        ],
      },
      {
        about: ["the achievements of Martin Luther King"],
        sources: [
          {
            what: "A report in a national news magazine on the March on Washington",
            when: "August 1963",
            text: "About 250,000 people, Black and white, gathered peacefully at the Lincoln Memorial this week for the March on Washington for Jobs and Freedom. The crowd sang, prayed and listened to speakers from every civil rights group, but it was Dr Martin Luther King, speaking near the end, who moved them most with his dream of a nation free of segregation. The marchers want Congress to pass President Kennedy's civil rights bill. Many in Congress were watching.",
          },
          {
            what: "A letter to an Alabama newspaper from a white supporter of segregation",
            when: "August 1965",
            text: "This spring Martin Luther King brought his marchers from Selma to Montgomery and brought the television cameras with him. He is an outside agitator who stirs up trouble wherever he goes and then leaves us to deal with it. Now Washington has passed the Voting Rights Act, and federal officials will come into our counties to register voters. Alabama had its own ways, and they worked well enough until Dr King came along.",
          },
        ],
        views: [
          {
            style: "a biographer of Martin Luther King writing in the 1980s",
            text: "The achievements of Martin Luther King were the main reason the civil rights movement succeeded. He led the Montgomery Bus Boycott of 1955 and 1956, founded the SCLC, and planned the Birmingham campaign of 1963 so that the world would see the violence of segregation. His speech at the March on Washington won over millions of white Americans. He won the Nobel Peace Prize in 1964, and the Civil Rights Act and the Voting Rights Act followed his campaigns.",
          },
          {
            style: "a historian of local protest writing in the 2000s",
            text: "Some argue that the achievements of Martin Luther King were the main reason the civil rights movement succeeded, but that view leaves out the ordinary people who did most of the work. Rosa Parks and local NAACP members organised the Montgomery boycott before King was chosen to lead it. Students began the sit-ins at Greensboro in 1960, and SNCC volunteers registered voters in Mississippi. NAACP lawyers had already won Brown v Topeka in 1954. Where King had no local movement, as in Chicago in 1966, he failed.",
          },
        ],
      },
      {
        about: ["the success of the New Deal in the 1930s"],
        views: [
          {
            style: "a historian who admired President Roosevelt, writing in the 1950s",
            text: "The New Deal was a success for the American people in the 1930s. In his first hundred days Roosevelt reopened the banks and set up the alphabet agencies: the Civilian Conservation Corps gave work to young men, and the Tennessee Valley Authority built dams that brought electricity to the poorest parts of the South. The Social Security Act of 1935 gave pensions to the old. Above all, his fireside chats gave Americans back their hope.",
          },
          {
            style: "an economic historian writing in the 1990s",
            text: "Some argue that the New Deal was a success for the American people in the 1930s, but that view ignores the figures. Unemployment fell, but in 1939 there were still about nine million Americans out of work, and the recession of 1937 showed how weak the recovery was. The Supreme Court struck down the National Recovery Administration in 1935. Black Americans often got less help than white Americans. Only the Second World War ended the Great Depression.",
          },
        ],
      },
    ],
  },
  {
    id: "america-19th-century",
    enquiries: [
      {
        about: ["the lives of homesteaders in the American West"],
        sources: [
          {
            what: "A letter from a homesteader's wife in Nebraska to her mother in Ohio",
            when: "September 1874",
            text: "Under the Homestead Act we have our 160 acres, free but for the fee, if we live on them for five years. There is no timber here, so our house is cut from blocks of prairie sod, and dirt falls from the roof onto the table. We burn dried buffalo chips and cattle dung for fuel. In July the grasshoppers came in clouds and ate every green thing, even the washing on the line. Many of the homesteaders around us are talking of going back east.",
          },
          {
            what: "An advertisement by a railroad company selling land in Kansas",
            when: "1880",
            text: "Rich farming land for sale along our railroad line, at low prices and on easy credit! The Turkey Red wheat brought here by Mennonite settlers thrives in the dry soil of the Plains. Cheap new barbed wire keeps cattle off your crops, and wind pumps bring up water from deep below. Our trains carry your wheat to market in Chicago and bring you everything you need. Come west and grow rich!",
          },
        ],
      },
      {
        about: ["the treatment of the Plains Indians"],
        views: [
          {
            style: "a historian of the American frontier writing in the 1950s",
            text: "The destruction of the buffalo was the main reason the Plains Indians lost their way of life. The Sioux, the Cheyenne and the other nations of the Plains depended on the buffalo for food, tipis, clothing and tools. In the 1870s professional hunters, armed with powerful rifles and selling hides to the factories of the East, killed millions of buffalo in a few years. Without the herds, the Plains Indians had no choice but to move onto the reservations.",
          },
          {
            style: "a Native American historian writing in the 1990s",
            text: "Some argue that the destruction of the buffalo was the main reason the Plains Indians lost their way of life, but that view hides a deliberate government policy. The United States signed the Fort Laramie Treaty of 1868, promising the Black Hills to the Sioux, and broke it when gold was found there in 1874. The army forced the nations onto reservations, and the Dawes Act of 1887 broke up even that land. At Wounded Knee in 1890, soldiers killed hundreds of Lakota men, women and children.",
          },
        ],
      },
      {
        about: ["the reasons for westward expansion in America"],
        views: [
          {
            style: "a historian of the California gold rush writing in the 1960s",
            text: "The discovery of gold was the main reason for westward expansion in America. When gold was found at Sutter's Mill in January 1848, the news spread around the world, and in 1849 tens of thousands of forty-niners poured into California. Within two years California had enough people to become a state. Later gold and silver strikes in Colorado, Nevada and the Black Hills pulled miners, traders and then farmers into one territory after another.",
          },
          {
            style: "a historian of American farming writing in the 2000s",
            text: "Some argue that the discovery of gold was the main reason for westward expansion in America, but that view ignores the families who came to stay. From 1843 farmers took the Oregon Trail in search of rich land, and in 1847 the Mormons crossed to the Salt Lake valley to escape persecution. Many believed in Manifest Destiny, that God meant Americans to spread across the continent. The Homestead Act of 1862 and the transcontinental railroad of 1869 did far more to fill the West than gold ever did.",
          },
        ],
      },
    ],
  },
  {
    id: "spain-new-world",
    enquiries: [
      {
        about: ["the treatment of native peoples in Spain's colonies"],
        sources: [
          {
            what: "From a sermon preached by a Dominican friar to the Spanish settlers of Hispaniola",
            when: "December 1511",
            text: "By what right do you hold these people in such cruel slavery? You work the Taino to death in your gold mines and on your farms, so that their numbers fall every year, and you do not even feed them when they are sick. You were given them under the encomienda to teach them the Christian faith, yet you do not teach them. Are they not human beings? Are you not bound to love them as yourselves? I tell you that you are all in a state of mortal sin.",
          },
          {
            what: "A letter to King Ferdinand from a Spanish settler who holds an encomienda on Hispaniola",
            when: "1512",
            text: "Your Majesty has been told by the friars that we mistreat the Indians. This is not true. Under the encomienda each of us looks after a number of natives, teaches them the Christian faith and protects them, and in return they work in our mines and fields. Without their labour there would be no gold, and the Crown would lose its royal fifth. The Indians are lazy by nature and will not work unless they are made to. We beg you not to listen to the friars.",
          },
        ],
      },
      SPANISH_VICTORY_OVER_THE_AZTECS,
    ],
  },
  {
    id: "aztecs",
    enquiries: [
      SPANISH_VICTORY_OVER_THE_AZTECS,
      {
        about: ["the Spanish conquest of Tenochtitlan"],
        sources: [
          {
            what: "A letter from a Spanish captain to the Emperor Charles V",
            when: "1522",
            text: "After a siege of seventy-five days we took the great city of Tenochtitlan on 13 August 1521. Our thirteen brigantines, built in Tlaxcala and carried over the mountains, ruled the lake, so no food could reach the city. Our Tlaxcalan allies fought beside us street by street. Cortés offered peace many times, but the Mexica would not surrender, and so we were forced to destroy the city house by house. Their king, Cuauhtemoc, was taken as he tried to escape by canoe.",
          },
          {
            what: "From an account told by Aztec survivors to a Spanish friar, who had it written down in their own language",
            when: "about 1555",
            text: "Before the Spaniards came back, a great sickness spread among us, with sores all over the body; many died, and many others could not walk or feed themselves. Then the Spaniards returned and surrounded the city. There was nothing fit to drink but salty water from the lake, and people ate lizards, birds and grass. The dead lay in the streets and houses. Since the night when we drove them out, La Noche Triste, we had thought we were safe, but Tenochtitlan fell.",
          },
        ],
      },
    ],
  },
  {
    id: "crusades",
    enquiries: [
      {
        about: ["the capture of Jerusalem in 1099"],
        sources: [
          {
            what: "From a chronicle written by a knight who went on the First Crusade",
            when: "about 1101",
            text: "Three years after Pope Urban II's speech at Clermont, and a year after the siege of Antioch, we came at last to Jerusalem. We had little water and the walls were high, so we built siege towers from the timber of ships. On Friday 15 July 1099, at about the hour when Christ died on the cross, our knights climbed from a tower onto the wall, and the city was ours. Our men killed so many that they waded in blood in the Temple. Then, weeping for joy, they came to worship at the Holy Sepulchre.",
          },
          {
            what: "From a history of Damascus written by a Muslim scholar of the city",
            when: "about 1160",
            text: "In this year the Franks, who had won the siege of Antioch the year before, came to Jerusalem and attacked it from all sides with towers. The people of the city fought them, but the Franks broke in, and the people fled to the Tower of David. The Franks killed a great number in the city and in the mosques, and they burned the synagogue with the Jews inside it. The fall of Jerusalem filled the Muslims with grief, but the rulers of Syria were too divided to help.",
          },
        ],
      },
      {
        about: ["the reasons people went on crusade"],
        views: [
          {
            style: "a historian of the medieval Church writing in the 1990s",
            text: "Religious belief was the main reason people went on crusade. In Pope Urban II's speech at Clermont in 1095, he promised that those who fought to free Jerusalem would have their sins forgiven. To medieval Christians, afraid of hell, that promise mattered more than anything. Crusading was ruinously expensive: knights sold or pawned their lands to pay for the journey, and most of those who survived came home poorer than they left.",
          },
          {
            style: "a historian of medieval society writing in the 1950s",
            text: "Some argue that religious belief was the main reason people went on crusade, but that view ignores what the crusaders gained, whatever Pope Urban II's speech at Clermont promised them about Jerusalem. Younger sons with no land of their own saw a chance to win it: Bohemond took Antioch for himself, and Baldwin of Boulogne made himself Count of Edessa. Years of famine and disease in France had left many poor people with nothing to lose. The merchants of Genoa and Pisa saw new markets in the East.",
          },
        ],
      },
    ],
  },
  {
    id: "edward-i",
    enquiries: [
      {
        about: ["Edward I's castles in Wales"],
        sources: [
          {
            what: "From the accounts of the king's works in north Wales, kept by the king's clerks",
            when: "1286",
            text: "Paid to Master James of St George, master of the king's works in Wales, for wages of masons, carpenters and labourers at the castles of Caernarfon, Conwy and Harlech this season. Labourers were brought from many counties of England, and stone, lime and timber carried by ship along the coast. The town walls of Conwy are finished, and the king's lodgings in the castle roofed. The sums spent this year far exceed those of any year before.",
          },
          {
            what: "From a chronicle written by a Welsh monk",
            when: "about 1300",
            text: "In the year 1282 Llywelyn ap Gruffudd, prince of Wales, was killed near Builth, and all Wales was cast to the ground. King Edward built great stone castles at Conwy, Caernarfon and Harlech, and settled English burgesses in walled towns beside them, where no Welshman might live. In 1284, by the Statute of Rhuddlan, he put Wales under English law and English sheriffs. The conquest of Wales was complete, and the people grieved.",
          },
        ],
      },
      {
        about: ["Edward I's wars in Scotland"],
        sources: [
          {
            what: "From a chronicle written by an English monk",
            when: "about 1300",
            text: "In 1297 the rebel William Wallace destroyed an English army at Stirling Bridge, as it crossed the river a few men at a time. But in July 1298 King Edward came north himself and met Wallace at Falkirk. The Scots stood in great rings of spearmen, but our Welsh and English archers shot them down until the rings broke, and then our knights rode among them. Wallace fled into the forest, and the king's peace returned to the land.",
          },
          {
            what: "From a history of Scotland written by a Scottish priest",
            when: "about 1385",
            text: "The English king Edward tried to make himself master of Scotland. William Wallace, a knight of no great family, raised the common people against him and won a great victory at Stirling Bridge in 1297. Betrayed at last, he was carried to London and cruelly put to death in 1305. But in the next year Robert the Bruce was crowned king at Scone, and when the old tyrant died in 1307 on his way north, Scotland was still not conquered.",
          },
        ],
      },
      {
        about: ["Edward I's achievements as king"],
        views: [
          {
            style: "a historian of medieval warfare writing in the 1960s",
            text: "The conquest of Wales was Edward I's greatest achievement as king. In two wars, in 1277 and in 1282 and 1283, he ended the power of the princes of Gwynedd, which no English king before him had managed. His great castles at Conwy, Caernarfon and Harlech, designed by Master James of St George, held Wales down for two hundred years, and the Statute of Rhuddlan of 1284 brought it under English law.",
          },
          {
            style: "a historian of English law and Parliament writing in the 2000s",
            text: "Some argue that the conquest of Wales was Edward I's greatest achievement as king, but that view misses his work at home. His statutes reformed English law on land and trade, and his Model Parliament of 1295 brought knights and townsmen together with the lords to grant taxes. Against that, his wars in Scotland left huge debts and an unfinished war, and the expulsion of the Jews in 1290 was a cruel act.",
          },
        ],
      },
    ],
  },
  {
    id: "restoration-england",
    enquiries: [
      {
        about: ["the Great Fire of London"],
        sources: [
          {
            what: "From the diary of a London official of the Navy Office",
            when: "September 1666",
            text: "The fire began early on Sunday 2 September at a baker's in Pudding Lane, near London Bridge, and with a strong east wind and the houses dry from a hot summer it spread faster than men could fight it. Coming so soon after last year's Great Plague, it seems a judgement on the city. The Lord Mayor would not at first pull down houses to stop it. I saw people throw their goods into the river and carry their sick in carts. King Charles II and the Duke of York came themselves to order the firebreaks and pass buckets. St Paul's is burned.",
          },
          {
            what: "From a pamphlet printed in London",
            when: "1681",
            text: "The Great Fire of London, which burned more than 13,000 houses and 87 churches in 1666, was no accident. It was begun by the treachery of the Papists, as a French Catholic, Robert Hubert, confessed before he was hanged. The same enemies were behind the Popish Plot, and the same danger threatens us now if the King's Catholic brother becomes king. Charles II must exclude him, and every Protestant must be on guard.",
          },
        ],
      },
      {
        about: ["the Restoration of Charles II"],
        sources: [
          {
            what: "A letter from a London merchant to a friend in the country",
            when: "May 1660",
            text: "The King is come home! On 29 May, his thirtieth birthday, Charles II rode into London through streets hung with tapestry and strewn with flowers, with the bells ringing and wine running in the fountains. In his Declaration of Breda he promised pardon to all but the men who killed his father, and freedom for tender consciences in religion. After the army's rule and the quarrels since Cromwell's death, everyone hopes the Restoration will bring peace at last.",
          },
          {
            what: "From the diary of a Puritan minister",
            when: "August 1662",
            text: "This Sunday, St Bartholomew's Day, I preached my last sermon to my flock, for under the new Act of Uniformity every minister must use the whole Book of Common Prayer, and I cannot in conscience do so. Nearly two thousand of us are put out of our churches today. So much for the promise of freedom the King made at Breda. Charles II may mean well, but the Parliament men are set on crushing us with their Clarendon Code.",
          },
        ],
      },
      {
        about: ["Charles II's character as king"],
        views: [
          {
            style: "a historian writing a history of England in the 1890s",
            text: "Charles II was a lazy king who cared more about pleasure than government. After the Restoration of 1660 he filled his court with mistresses and gamblers, spent his days at the races at Newmarket, and left business to his ministers. Worse, in the secret Treaty of Dover of 1670 he took money from Louis XIV of France and promised to become a Catholic. A king so careless of his duty and his religion could not be trusted with England's liberties.",
          },
          {
            style: "a historian of Stuart politics writing in the 2000s",
            text: "Some argue that Charles II was a lazy king who cared more about pleasure than government, but that view mistakes his easy manner for weakness. He was a clever survivor who had learned in exile how to wait. He gave the Royal Society its charter in 1662 and helped plan the rebuilding of London after the Great Fire. In the Exclusion Crisis of 1679 to 1681 he outwitted the Whigs, and he ruled his last four years without calling Parliament at all.",
          },
        ],
      },
    ],
  },
  {
    id: "henry-viii",
    enquiries: [
      {
        about: ["the dissolution of the monasteries"],
        sources: [
          {
            what: "A report to Thomas Cromwell from one of the royal visitors of the monasteries",
            when: "1535",
            text: "As you commanded, Master Thomas Cromwell, I have visited this abbey, now that the king is Supreme Head of the Church by the Act of Supremacy. I found the monks living more like lords than men of God, keeping hounds and feasting, and some of them keeping women in the town. They show pilgrims a phial of what they say is Christ's blood, which is nothing but coloured water, and take money for it. The abbot owes great debts. I think the king's Grace would do God good service to put down such houses, and their lands would greatly increase his revenues.",
          },
          {
            what: "A summary of the demands of the rebels of the Pilgrimage of Grace, sent to the king from Yorkshire",
            when: "October 1536",
            text: "We ask that the abbeys suppressed this year be restored to the monks, who fed the poor, lodged travellers and prayed for our souls. We ask that heretic bishops and Thomas Cromwell, the low-born councillor who advises the king to do these things, be punished. We do not rise against the king, whom God preserve, but against the evil men around him who have brought about the dissolution of the monasteries for their own profit.",
          },
        ],
      },
      {
        about: ["Henry VIII's break with Rome"],
        sources: [
          {
            what: "A letter from a foreign ambassador in London to his master, the Emperor",
            when: "May 1533",
            text: "The king has married Anne Boleyn in secret, and she is with child. The new Archbishop of Canterbury, Cranmer, has declared the king's marriage to Queen Catherine of Aragon void, although the Pope has never granted an annulment. Parliament has passed an act forbidding appeals to Rome, so the queen cannot take her case to the Pope. Everyone at court says the king will soon declare that the Pope has no power in England at all.",
          },
          {
            what: "A sermon preached at Paul's Cross in London by order of the king",
            when: "1535",
            text: "By the Act of Supremacy, Parliament has declared what God's word always taught: that the king is Supreme Head of the Church of England, and that the Bishop of Rome has no more power here than any other foreign bishop. Those who deny it are traitors. Sir Thomas More and Bishop Fisher refused the oath and have paid with their heads. Let every good subject pray for the king and obey him, and not the Pope.",
          },
        ],
      },
    ],
  },
  {
    id: "richard-and-john",
    enquiries: [
      {
        about: ["King John's reign"],
        sources: [
          {
            what: "From a chronicle written by a monk of St Albans Abbey",
            when: "about 1225",
            text: "King John lost Normandy to the French king in 1204 through his own laziness. He quarrelled with Pope Innocent III, and for six years England lay under an interdict, with the churches closed. He squeezed the barons with scutage and fines to pay for his wars, and after his army was beaten at Bouvines in 1214 they rose against him. At Runnymede in June 1215 he was forced to agree to Magna Carta, which he broke as soon as he could.",
          },
          {
            what: "A letter from a royal official at the Exchequer to a sheriff",
            when: "1214",
            text: "By order of our lord King John, you are to collect at once the scutage of three marks for each knight's fee in your county, for the king's army in Poitou. The king has heard of the defeat of his allies at Bouvines and needs money quickly. Those barons who refuse to pay, or who say that they owe no service overseas, are to be named to the Exchequer, and their lands may be taken into the king's hands.",
          },
        ],
      },
      {
        about: ["Richard I's crusade"],
        sources: [
          {
            what: "From a chronicle written by a soldier who went on the Third Crusade with King Richard",
            when: "about 1195",
            text: "In July 1191, soon after King Richard arrived, the city of Acre surrendered after a siege of two years. Then he led the army south along the coast, and at Arsuf he beat Saladin's army in open battle. Twice he came within sight of Jerusalem, but knowing that he could not hold it once the army went home, he turned back. In 1192 he saved Jaffa with only a few knights, and then made a truce with Saladin that let pilgrims visit the holy places.",
          },
          {
            what: "A letter from an English abbot to a fellow churchman",
            when: "1194",
            text: "Our king, Richard the Lionheart, was seized by Duke Leopold of Austria on his way home from the Holy Land and handed to the Emperor. To pay his ransom of 150,000 marks, every man in England must give a quarter of his goods, and the churches must give up their gold and silver plate. While he has been away, his chancellor Longchamp and his brother John have quarrelled for power. I fear England will see little of its king, now that he is free.",
          },
        ],
      },
    ],
  },
  {
    id: "british-america",
    enquiries: [
      {
        about: ["colonial opposition to British taxes in America"],
        sources: [
          {
            what: "Resolutions passed by the assembly of a colony in New England",
            when: "1765",
            text: "Resolved, that the Stamp Act, which taxes our newspapers, legal papers and even playing cards, is against the rights of Englishmen. Resolved, that the people of the thirteen colonies are not, and cannot be, represented in the Parliament at Westminster, and that only our own assemblies may tax us. Resolved, that we will buy no British goods until the Act is repealed, and that we will meet with the other colonies to defend our liberties.",
          },
          {
            what: "A report in a Boston newspaper",
            when: "December 1773",
            text: "On Thursday evening a great number of people, some of them dressed as Mohawk Indians, boarded three ships in the harbour and threw 342 chests of the East India Company's tea into the sea. The tea was taxed under the Townshend duty, which Parliament kept to show its right to tax the colonies, as it tried to do with the Stamp Act. Nothing else on the ships was touched. Many here call it the Boston Tea Party, but the king's governor calls it a crime.",
          },
        ],
      },
    ],
  },
  {
    id: "middle-east",
    enquiries: [
      {
        about: ["the Suez Crisis of 1956"],
        sources: [
          {
            what: "A report in an Egyptian newspaper on the President's speech to a crowd in Alexandria",
            when: "July 1956",
            text: "Before a vast crowd in Alexandria last night, the President announced that the Suez Canal company now belongs to Egypt. For a hundred years, he said, the canal, dug by Egyptian hands, has made foreigners rich while our people stayed poor. Since the Americans and the British have taken back their offer of money for the Aswan High Dam, the canal's profits will build it instead. Egypt, he declared, will not be ruled by threats from London or Paris, nor from their friends in Israel.",
          },
          {
            what: "An editorial in a British newspaper",
            when: "November 1956",
            text: "British and French troops have landed at Port Said, after Israel attacked Egypt across Sinai. The government says we act only to separate the two armies and keep the Suez Canal open, but few believe it. The United States has refused to support us, the United Nations has condemned the invasion, and the pound is falling. The Suez Crisis has shown the whole world that Britain can no longer act like a great power without America's consent.",
          },
        ],
      },
    ],
  },
  {
    id: "vikings",
    enquiries: [
      {
        about: ["Viking raids on monasteries"],
        sources: [
          {
            what: "A letter from a Northumbrian scholar at the court of Charlemagne to the king of Northumbria",
            when: "793",
            text: "Nothing so terrible has ever happened in Britain as this attack by a heathen people, and no one believed that such a voyage across the sea could be made. The church of St Cuthbert at Lindisfarne is spattered with the blood of the priests of God and stripped of all its treasures. The heathens came in their longships, killed the monks and carried off the young men as slaves. Ask yourselves whether this is God's punishment for our sins.",
          },
          {
            what: "From a chronicle kept by English monks",
            when: "about 890",
            text: "In the years after the raid on Lindisfarne, the Danes came every summer and plundered the monasteries of the coast, for they were rich and had no walls. In 865 a great heathen army landed in East Anglia and stayed, and took York. King Alfred fought them for many years, and after his victory at Edington in 878 their king, Guthrum, was baptised. Now the Danes hold the lands of the Danelaw, north and east of Watling Street, and many of them farm there in peace.",
          },
        ],
      },
    ],
  },
  {
    id: "mughal-empire",
    enquiries: [
      {
        about: ["the court of the Mughal emperors"],
        sources: [
          {
            what: "From the journal of an English ambassador at the court of the emperor Jahangir",
            when: "1618",
            text: "Every morning the emperor shows himself to the people at a window of the palace, and every afternoon he sits in judgement in his hall of audience, with the great lords standing in rows according to their rank. His father Akbar conquered most of northern India, and his court is richer than any in Europe. On his birthday he is weighed against gold and jewels, which are given to the poor. His son, Prince Khurram, now called Shah Jahan, commands the armies and is much feared.",
          },
          {
            what: "From an account of the Mughal Empire written by a French doctor who served at the court of Aurangzeb",
            when: "1670",
            text: "The emperor Aurangzeb holds court in the Red Fort at Delhi, in a hall of white marble where the nobles stand in silence before the throne. He took the throne after defeating his brothers in a war of succession, and he keeps his father, Shah Jahan, a prisoner in the fort at Agra, where the old man looks out every day across the river at the Taj Mahal, the tomb he built for his wife. The empire's armies are huge, but the peasants are heavily taxed.",
          },
        ],
      },
    ],
  },
  {
    // The question generator's profile asks about the option as a whole (its source and interpretation focus is
    // the option's own name), so these enquiries are about it too.
    id: "china",
    enquiries: [
      {
        about: ["the impact of Mao's policies on the people of China", "Mao's China, 1945–76", "Mao's China"],
        sources: [
          {
            what: "A letter from a peasant in Anhui province to his brother, a worker in Shanghai",
            when: "1960",
            text: "Since our village was joined to the people's commune two years ago, we all eat in the commune canteen and work where the brigade leader sends us. In the Great Leap Forward we melted our pots and tools in the backyard furnaces to make steel, but the steel was useless, and the harvest rotted in the fields because the men were at the furnaces. Now there is nothing to eat. The leaders report record harvests to Chairman Mao, and the grain is taken for the state.",
          },
          {
            what: "A wall poster put up by Red Guards at a school in Beijing",
            when: "August 1966",
            text: "Long live the Great Proletarian Cultural Revolution! Long live Chairman Mao! We Red Guards will smash the four olds: old ideas, old culture, old customs and old habits. Teachers who poisoned our minds with bourgeois ideas must confess their crimes before the masses. Every student must carry the Little Red Book of Chairman Mao's quotations and study it daily. Bombard the headquarters of those in the Party who take the capitalist road!",
          },
        ],
        views: [
          {
            style: "a Western historian who admired the Chinese revolution, writing in the 1970s",
            text: "Mao's policies brought great benefits to the people of China. After the Communists, hardened by the Long March, defeated the Guomindang in 1949, land reform took the land from the landlords and gave it to the peasants. The Marriage Law of 1950 banned forced marriages and gave women the right to divorce. Schools and barefoot doctors reached villages that had never had them, and life expectancy rose sharply. After a century of humiliation, China under Mao stood up as a strong and united nation.",
          },
          {
            style: "a historian writing in the 2000s, using Chinese Communist Party archives opened after Mao's death",
            text: "Some argue that Mao's policies brought great benefits to the people of China, but that view ignores their terrible cost. In the famine caused by the Great Leap Forward, between 1959 and 1961, tens of millions of people died, while officials sent false reports of record harvests to Beijing. In the Cultural Revolution from 1966, Red Guards beat, humiliated and killed teachers and officials, and millions of young people were sent to the countryside. Mao's rule was built on fear.",
          },
        ],
      },
    ],
  },
  // ─── Topics the question generator has no profile for: their questions name the topic itself ──────
  {
    id: "conflict-and-upheaval",
    match: /conflict and upheaval|1337/i,
    enquiries: [
      {
        about: ["the causes of unrest in England between 1337 and 1381", "the main cause of the upheaval in England between 1337 and 1381", "Conflict and Upheaval: England, 1337–1381"],
        sources: [
          {
            what: "From a chronicle written by a monk of St Albans Abbey",
            when: "about 1381",
            text: "In June 1381 the commons of Essex and Kent rose because of the poll tax, the third in four years, which took a shilling from every person over fifteen. Led by Wat Tyler, they marched on London, burned the Savoy palace of John of Gaunt and killed the Archbishop of Canterbury. The young King Richard met them at Mile End and promised them freedom. At Smithfield the Lord Mayor struck Tyler down, and the king rode forward and told the rebels to follow him.",
          },
          {
            what: "A summary of the Statute of Labourers, passed by Parliament",
            when: "1351",
            text: "Because a great part of the people, and especially of workmen and servants, has lately died in the pestilence, many of those who remain will not work unless they are paid excessive wages. By this Statute of Labourers it is therefore ordered that every labourer shall take only the wages that were usual before the Black Death, and that no one shall leave his lord's service before his term is done. Those who refuse shall be put in prison, and lords who pay more shall be fined.",
          },
          {
            what: "A letter home from an English knight serving with King Edward III in France",
            when: "August 1346",
            text: "On Saturday we fought the French king near the village of Crécy. Our king placed us on a slope, the men-at-arms on foot, with the archers on the wings. The French knights charged again and again up the hill, but our longbows shot so thickly that their horses fell and the knights behind rode over them. By night the French army had fled, leaving many great lords dead. The king's son, the young Prince of Wales, fought in the front line.",
          },
        ],
        views: [
          {
            style: "a historian of medieval society writing in the 1970s",
            text: "The Black Death was the main cause of the upheaval in England between 1337 and 1381. The plague of 1348 and 1349 killed perhaps half the people of England, so that labourers became scarce and demanded higher wages. Lords tried to hold them down with the Statute of Labourers of 1351, and peasants who had tasted freedom resented being forced back into old services. The Peasants' Revolt of 1381 was the explosion of thirty years of anger.",
          },
          {
            style: "a historian of England's wars with France writing in the 2000s",
            text: "Some argue that the Black Death was the main cause of the upheaval in England between 1337 and 1381, but that view forgets the war. The Hundred Years War, which began in 1337, cost a fortune; after the victories of Crécy and Poitiers came defeats, and each one needed new taxes. It was the third poll tax, raised for the war in 1380, that set Essex and Kent alight in 1381, and the rebels attacked the king's ministers whom they blamed for the war's failures.",
          },
        ],
      },
    ],
  },
  {
    id: "empire-reform-war",
    match: /empire, reform and war|1890[–-]1918/i,
    enquiries: [
      {
        about: ["the reasons for the Liberal reforms", "the impact of the Liberal reforms on the poor", "Empire, Reform and War: Britain, 1890–1918"],
        sources: [
          {
            what: "A speech by a Liberal government minister at a meeting in Wales",
            when: "1908",
            text: "From next January, every man and woman over seventy whose income is less than twelve shillings a week will receive an old age pension of up to five shillings a week from the state. It is not charity: it is a right. No longer will old people who have worked all their lives have to go to the workhouse. The Liberal reforms of this government have already given free school meals to hungry children, and we mean to go further, with national insurance against sickness and unemployment.",
          },
          {
            what: "From a report by a government committee on the health of the working classes",
            when: "1904",
            text: "During the Boer War, when recruits were needed for South Africa, large numbers of volunteers were found unfit to serve. In Manchester alone, of about 11,000 men who came forward in 1899, some 8,000 were turned away as too weak, too small or too ill. Bad food, crowded housing and poverty in childhood are to blame. We recommend free school meals for hungry children, and that every child should be examined by a doctor.",
          },
        ],
        views: [
          {
            style: "a historian of the welfare state writing in the 1960s",
            text: "The Liberal reforms changed the lives of the poor in Britain between 1890 and 1918. For the first time, the state took responsibility for the old, the young and the sick: school meals from 1906, old age pensions from 1909, and the National Insurance Act of 1911, which paid sick workers and some of the unemployed. Lloyd George's People's Budget made the rich pay for them. Together these laws laid the foundations of the welfare state.",
          },
          {
            style: "a social historian writing in the 1990s",
            text: "Some argue that the Liberal reforms changed the lives of the poor in Britain between 1890 and 1918, but that view makes too much of small beginnings. A pension of five shillings a week at seventy helped few, since many of the poor died before that age. National Insurance covered only some workers, not their wives or children. The Liberals acted mostly out of fear: fear of the new Labour Party, and fear of a weak army after the Boer War.",
          },
        ],
      },
    ],
  },
  {
    id: "austerity-affluence-discontent",
    match: /austerity|affluence|1951[–-]1979/i,
    enquiries: [
      {
        about: ["living standards in Britain between 1951 and 1979", "whether Britain between 1951 and 1979 was mainly a time of growing affluence", "Austerity, Affluence and Discontent: Britain, 1951–1979"],
        sources: [
          {
            what: "A report in a national newspaper of a speech by the Prime Minister, Harold Macmillan, at a rally in Bedford",
            when: "July 1957",
            text: "The Prime Minister told the crowd that most of our people had never had it so good. Wages are rising, there is work for almost everyone, and families who could not afford a wireless ten years ago now buy televisions, washing machines and cars on hire purchase. Rationing ended only three years ago, and already the shops are full. But Mr Macmillan warned that rising prices could yet spoil this good fortune if wages rose too fast.",
          },
          {
            what: "A report in a national newspaper",
            when: "February 1979",
            text: "This winter of discontent goes on. Lorry drivers, council workers and hospital porters have struck for higher pay, as the government tries to keep wage rises to five per cent. Rubbish is piled high in Leicester Square, and in Liverpool gravediggers have refused to bury the dead. Five years after the Three Day Week of 1974, when the miners' strike put the lights out, the trade unions and the government are again at war, and many voters have had enough.",
          },
        ],
        views: [
          {
            style: "a historian of British society writing in the 1980s",
            text: "Britain between 1951 and 1979 was mainly a time of growing affluence. Rationing ended in 1954, and by the 1960s most families owned a television and many a car and a washing machine. Full employment, better housing and the welfare state gave ordinary people a security their parents had never known. Young people had money of their own, and the music and fashion of the 1960s showed a confident, modern country.",
          },
          {
            style: "an economic historian writing in the 2000s",
            text: "Some argue that Britain between 1951 and 1979 was mainly a time of growing affluence, but that view forgets how badly it ended. Britain's economy grew more slowly than those of its rivals, and governments lurched from boom to bust. In the 1970s prices rose faster than ever, the miners' strikes brought the Three Day Week of 1974, and the winter of discontent of 1978 and 1979 showed a country that seemed impossible to govern.",
          },
        ],
      },
    ],
  },
  {
    id: "development-of-uk",
    match: /development of the uk/i,
    enquiries: [
      {
        about: ["The Development of the UK", "the Development of the UK"],
        sources: [
          {
            what: "A report in a national newspaper on a government report on social security",
            when: "December 1942",
            text: "The Beveridge Report, published this week by Sir William Beveridge, names the five giants that stand in the way of a better Britain after the war: Want, Disease, Ignorance, Squalor and Idleness. It proposes a single scheme of national insurance, paid for by a weekly stamp, to protect every citizen from the cradle to the grave, and a national health service free to all. Crowds queued outside the Stationery Office to buy copies, and many call it a plan for a welfare state.",
          },
          {
            what: "A letter from a mother in Cardiff to her sister",
            when: "July 1948",
            text: "The new National Health Service, the NHS, began on Monday, and I took the children straight to the doctor about Tommy's chest, and it didn't cost us a penny. Mrs Jones from next door is getting her first proper glasses and new teeth, free. Mr Bevan, who comes from Tredegar, has done this, and Mr Attlee's government says there will be family allowances and pensions for all. I never thought I'd live to see it.",
          },
        ],
        views: [
          {
            style: "a historian of the Labour Party writing in the 1970s",
            text: "The creation of the welfare state was the most important change in the development of the UK. The Attlee government of 1945 to 1951 turned the Beveridge Report into law: national insurance, family allowances and, above all, the NHS in 1948, free to everyone. For the first time, no family need fear that illness or old age would bring ruin. Everything that followed in Britain was built on the security it gave.",
          },
          {
            style: "an economic historian writing in the 2000s",
            text: "Some argue that the creation of the welfare state was the most important change in the development of the UK, but that view forgets the changes in work and wealth. The decline of coal, steel and shipbuilding, which ended in the miners' strike of 1984 under Mrs Thatcher, and the growth of new industries and services, changed where and how people lived far more than any Act of Parliament. Cars, televisions and holidays abroad reached ordinary families because wages rose, not because of the welfare state.",
          },
        ],
      },
    ],
  },
];

/** The area of a History topic: by the question generator's profile id, else (a topic with no profile) by its name. */
export function historyAreaFor(profileId: string, topicName: string): HistoryArea | undefined {
  return HISTORY_AREAS.find((area) => !area.match && area.id === profileId) ?? HISTORY_AREAS.find((area) => area.match?.test(topicName));
}
