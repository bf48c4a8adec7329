-- Every US ZIP (the 50 states, DC and Puerto Rico) with its county and its state's ACA rating
-- area (45 CFR 147.102(b)), replacing the hand-made demo rows. Written by
-- scripts/zip-rating-areas.py from PyPI's policyengine-us (CMS's rating areas by county and Los
-- Angeles County's by three-digit ZIP) and zipcodes (ZIP → county); do not edit by hand.
--
-- A ZIP's area is its county's, except where CMS rates by three-digit ZIP: all of Alaska,
-- Massachusetts and Nebraska, and Los Angeles County (rating_area_zip3).

CREATE TABLE IF NOT EXISTS us_counties (
    county_fips text PRIMARY KEY CHECK (county_fips ~ '^[0-9]{5}$'),
    state       text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
    name        text NOT NULL,
    -- Where the state rates by three-digit ZIP, the area of most of the county, for the few
    -- ZIPs (IRS and other unique ZIPs) outside the three-digit ZIPs CMS lists.
    rating_area int CHECK (rating_area > 0)
);

CREATE TABLE IF NOT EXISTS rating_area_zip3 (
    state       text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
    zip3        text NOT NULL CHECK (zip3 ~ '^[0-9]{3}$'),
    -- Set when only one county of the state rates by three-digit ZIP (Los Angeles).
    county_fips text REFERENCES us_counties,
    rating_area int NOT NULL CHECK (rating_area > 0),
    UNIQUE (state, zip3, county_fips)
);

TRUNCATE rating_area_zip3, us_counties;

CREATE TEMPORARY TABLE us_zips (zip text PRIMARY KEY, city text NOT NULL, county_fips text NOT NULL) ON COMMIT DROP;

INSERT INTO us_counties (county_fips, state, name, rating_area)
SELECT split_part(l, '|', 1), split_part(l, '|', 2), split_part(l, '|', 3), nullif(split_part(l, '|', 4), '')::int
FROM string_to_table(btrim($rows$
01001|AL|Autauga County|11
01003|AL|Baldwin County|13
01005|AL|Barbour County|13
01007|AL|Bibb County|3
01009|AL|Blount County|3
01011|AL|Bullock County|13
01013|AL|Butler County|13
01015|AL|Calhoun County|1
01017|AL|Chambers County|13
01019|AL|Cherokee County|13
01021|AL|Chilton County|3
01023|AL|Choctaw County|13
01025|AL|Clarke County|13
01027|AL|Clay County|13
01029|AL|Cleburne County|13
01031|AL|Coffee County|13
01033|AL|Colbert County|7
01035|AL|Conecuh County|13
01037|AL|Coosa County|13
01039|AL|Covington County|13
01041|AL|Crenshaw County|13
01043|AL|Cullman County|13
01045|AL|Dale County|13
01047|AL|Dallas County|13
01049|AL|DeKalb County|13
01051|AL|Elmore County|11
01053|AL|Escambia County|13
01055|AL|Etowah County|8
01057|AL|Fayette County|13
01059|AL|Franklin County|13
01061|AL|Geneva County|6
01063|AL|Greene County|12
01065|AL|Hale County|12
01067|AL|Henry County|6
01069|AL|Houston County|6
01071|AL|Jackson County|13
01073|AL|Jefferson County|3
01075|AL|Lamar County|13
01077|AL|Lauderdale County|7
01079|AL|Lawrence County|5
01081|AL|Lee County|2
01083|AL|Limestone County|9
01085|AL|Lowndes County|11
01087|AL|Macon County|13
01089|AL|Madison County|9
01091|AL|Marengo County|13
01093|AL|Marion County|13
01095|AL|Marshall County|13
01097|AL|Mobile County|10
01099|AL|Monroe County|13
01101|AL|Montgomery County|11
01103|AL|Morgan County|5
01105|AL|Perry County|13
01107|AL|Pickens County|13
01109|AL|Pike County|13
01111|AL|Randolph County|13
01113|AL|Russell County|4
01115|AL|St. Clair County|3
01117|AL|Shelby County|3
01119|AL|Sumter County|13
01121|AL|Talladega County|13
01123|AL|Tallapoosa County|13
01125|AL|Tuscaloosa County|12
01127|AL|Walker County|3
01129|AL|Washington County|13
01131|AL|Wilcox County|13
01133|AL|Winston County|13
02013|AK|Aleutians East Borough|1
02016|AK|Aleutians West Census Area|2
02020|AK|Anchorage Municipality|1
02050|AK|Bethel Census Area|2
02060|AK|Bristol Bay Borough|2
02063|AK|Chugach Census Area|
02066|AK|Copper River Census Area|
02068|AK|Denali Borough|2
02070|AK|Dillingham Census Area|2
02090|AK|Fairbanks North Star Borough|2
02100|AK|Haines Borough|3
02105|AK|Hoonah-Angoon Census Area|3
02110|AK|Juneau City and Borough|3
02122|AK|Kenai Peninsula Borough|2
02130|AK|Ketchikan Gateway Borough|3
02150|AK|Kodiak Island Borough|2
02158|AK|Kusilvak Census Area|
02164|AK|Lake and Peninsula Borough|1
02170|AK|Matanuska-Susitna Borough|2
02180|AK|Nome Census Area|2
02185|AK|North Slope Borough|2
02188|AK|Northwest Arctic Borough|2
02195|AK|Petersburg Borough|3
02198|AK|Prince of Wales-Hyder Census Area|3
02220|AK|Sitka City and Borough|3
02230|AK|Skagway Municipality|3
02240|AK|Southeast Fairbanks Census Area|2
02275|AK|Wrangell City and Borough|3
02282|AK|Yakutat City and Borough|2
02290|AK|Yukon-Koyukuk Census Area|2
04001|AZ|Apache County|1
04003|AZ|Cochise County|7
04005|AZ|Coconino County|1
04007|AZ|Gila County|5
04009|AZ|Graham County|7
04011|AZ|Greenlee County|7
04012|AZ|La Paz County|3
04013|AZ|Maricopa County|4
04015|AZ|Mohave County|1
04017|AZ|Navajo County|1
04019|AZ|Pima County|6
04021|AZ|Pinal County|5
04023|AZ|Santa Cruz County|6
04025|AZ|Yavapai County|2
04027|AZ|Yuma County|3
05001|AR|Arkansas County|5
05003|AR|Ashley County|5
05005|AR|Baxter County|3
05007|AR|Benton County|3
05009|AR|Boone County|3
05011|AR|Bradley County|5
05013|AR|Calhoun County|6
05015|AR|Carroll County|3
05017|AR|Chicot County|5
05019|AR|Clark County|4
05021|AR|Clay County|2
05023|AR|Cleburne County|1
05025|AR|Cleveland County|5
05027|AR|Columbia County|6
05029|AR|Conway County|1
05031|AR|Craighead County|2
05033|AR|Crawford County|7
05035|AR|Crittenden County|2
05037|AR|Cross County|2
05039|AR|Dallas County|5
05041|AR|Desha County|5
05043|AR|Drew County|5
05045|AR|Faulkner County|1
05047|AR|Franklin County|7
05049|AR|Fulton County|2
05051|AR|Garland County|4
05053|AR|Grant County|1
05055|AR|Greene County|2
05057|AR|Hempstead County|6
05059|AR|Hot Spring County|4
05061|AR|Howard County|6
05063|AR|Independence County|2
05065|AR|Izard County|2
05067|AR|Jackson County|2
05069|AR|Jefferson County|5
05071|AR|Johnson County|7
05073|AR|Lafayette County|6
05075|AR|Lawrence County|2
05077|AR|Lee County|5
05079|AR|Lincoln County|5
05081|AR|Little River County|6
05083|AR|Logan County|7
05085|AR|Lonoke County|1
05087|AR|Madison County|3
05089|AR|Marion County|3
05091|AR|Miller County|6
05093|AR|Mississippi County|2
05095|AR|Monroe County|5
05097|AR|Montgomery County|4
05099|AR|Nevada County|6
05101|AR|Newton County|3
05103|AR|Ouachita County|6
05105|AR|Perry County|1
05107|AR|Phillips County|5
05109|AR|Pike County|4
05111|AR|Poinsett County|2
05113|AR|Polk County|7
05115|AR|Pope County|1
05117|AR|Prairie County|1
05119|AR|Pulaski County|1
05121|AR|Randolph County|2
05123|AR|St. Francis County|2
05125|AR|Saline County|1
05127|AR|Scott County|7
05129|AR|Searcy County|3
05131|AR|Sebastian County|7
05133|AR|Sevier County|6
05135|AR|Sharp County|2
05137|AR|Stone County|2
05139|AR|Union County|6
05141|AR|Van Buren County|1
05143|AR|Washington County|3
05145|AR|White County|1
05147|AR|Woodruff County|2
05149|AR|Yell County|1
06001|CA|Alameda County|6
06003|CA|Alpine County|1
06005|CA|Amador County|1
06007|CA|Butte County|1
06009|CA|Calaveras County|1
06011|CA|Colusa County|1
06013|CA|Contra Costa County|5
06015|CA|Del Norte County|1
06017|CA|El Dorado County|3
06019|CA|Fresno County|11
06021|CA|Glenn County|1
06023|CA|Humboldt County|1
06025|CA|Imperial County|13
06027|CA|Inyo County|13
06029|CA|Kern County|14
06031|CA|Kings County|11
06033|CA|Lake County|1
06035|CA|Lassen County|1
06037|CA|Los Angeles County|16
06039|CA|Madera County|11
06041|CA|Marin County|2
06043|CA|Mariposa County|10
06045|CA|Mendocino County|1
06047|CA|Merced County|10
06049|CA|Modoc County|1
06051|CA|Mono County|13
06053|CA|Monterey County|9
06055|CA|Napa County|2
06057|CA|Nevada County|1
06059|CA|Orange County|18
06061|CA|Placer County|3
06063|CA|Plumas County|1
06065|CA|Riverside County|17
06067|CA|Sacramento County|3
06069|CA|San Benito County|9
06071|CA|San Bernardino County|17
06073|CA|San Diego County|19
06075|CA|San Francisco County|4
06077|CA|San Joaquin County|10
06079|CA|San Luis Obispo County|12
06081|CA|San Mateo County|8
06083|CA|Santa Barbara County|12
06085|CA|Santa Clara County|7
06087|CA|Santa Cruz County|9
06089|CA|Shasta County|1
06091|CA|Sierra County|1
06093|CA|Siskiyou County|1
06095|CA|Solano County|2
06097|CA|Sonoma County|2
06099|CA|Stanislaus County|10
06101|CA|Sutter County|1
06103|CA|Tehama County|1
06105|CA|Trinity County|1
06107|CA|Tulare County|10
06109|CA|Tuolumne County|1
06111|CA|Ventura County|12
06113|CA|Yolo County|3
06115|CA|Yuba County|1
08001|CO|Adams County|3
08003|CO|Alamosa County|8
08005|CO|Arapahoe County|3
08007|CO|Archuleta County|9
08009|CO|Baca County|8
08011|CO|Bent County|8
08013|CO|Boulder County|1
08014|CO|Broomfield County|3
08015|CO|Chaffee County|8
08017|CO|Cheyenne County|8
08019|CO|Clear Creek County|3
08021|CO|Conejos County|8
08023|CO|Costilla County|8
08025|CO|Crowley County|8
08027|CO|Custer County|8
08029|CO|Delta County|9
08031|CO|Denver County|3
08033|CO|Dolores County|9
08035|CO|Douglas County|3
08037|CO|Eagle County|9
08039|CO|Elbert County|3
08041|CO|El Paso County|2
08043|CO|Fremont County|8
08045|CO|Garfield County|9
08047|CO|Gilpin County|3
08049|CO|Grand County|9
08051|CO|Gunnison County|9
08053|CO|Hinsdale County|9
08055|CO|Huerfano County|8
08057|CO|Jackson County|9
08059|CO|Jefferson County|3
08061|CO|Kiowa County|8
08063|CO|Kit Carson County|8
08065|CO|Lake County|9
08067|CO|La Plata County|9
08069|CO|Larimer County|4
08071|CO|Las Animas County|8
08073|CO|Lincoln County|8
08075|CO|Logan County|8
08077|CO|Mesa County|5
08079|CO|Mineral County|8
08081|CO|Moffat County|9
08083|CO|Montezuma County|9
08085|CO|Montrose County|9
08087|CO|Morgan County|8
08089|CO|Otero County|8
08091|CO|Ouray County|9
08093|CO|Park County|3
08095|CO|Phillips County|8
08097|CO|Pitkin County|9
08099|CO|Prowers County|8
08101|CO|Pueblo County|7
08103|CO|Rio Blanco County|9
08105|CO|Rio Grande County|8
08107|CO|Routt County|9
08109|CO|Saguache County|8
08111|CO|San Juan County|9
08113|CO|San Miguel County|9
08115|CO|Sedgwick County|8
08117|CO|Summit County|9
08119|CO|Teller County|2
08121|CO|Washington County|8
08123|CO|Weld County|6
08125|CO|Yuma County|8
09001|CT|Fairfield County|1
09003|CT|Hartford County|2
09005|CT|Litchfield County|3
09007|CT|Middlesex County|4
09009|CT|New Haven County|5
09011|CT|New London County|6
09013|CT|Tolland County|7
09015|CT|Windham County|8
10001|DE|Kent County|1
10003|DE|New Castle County|1
10005|DE|Sussex County|1
11001|DC|District of Columbia|1
12001|FL|Alachua County|1
12003|FL|Baker County|2
12005|FL|Bay County|3
12007|FL|Bradford County|4
12009|FL|Brevard County|5
12011|FL|Broward County|6
12013|FL|Calhoun County|7
12015|FL|Charlotte County|8
12017|FL|Citrus County|9
12019|FL|Clay County|10
12021|FL|Collier County|11
12023|FL|Columbia County|12
12027|FL|DeSoto County|13
12029|FL|Dixie County|14
12031|FL|Duval County|15
12033|FL|Escambia County|16
12035|FL|Flagler County|17
12037|FL|Franklin County|18
12039|FL|Gadsden County|19
12041|FL|Gilchrist County|20
12043|FL|Glades County|21
12045|FL|Gulf County|22
12047|FL|Hamilton County|23
12049|FL|Hardee County|24
12051|FL|Hendry County|25
12053|FL|Hernando County|26
12055|FL|Highlands County|27
12057|FL|Hillsborough County|28
12059|FL|Holmes County|29
12061|FL|Indian River County|30
12063|FL|Jackson County|31
12065|FL|Jefferson County|32
12067|FL|Lafayette County|33
12069|FL|Lake County|34
12071|FL|Lee County|35
12073|FL|Leon County|36
12075|FL|Levy County|37
12077|FL|Liberty County|38
12079|FL|Madison County|39
12081|FL|Manatee County|40
12083|FL|Marion County|41
12085|FL|Martin County|42
12086|FL|Miami-Dade County|43
12087|FL|Monroe County|44
12089|FL|Nassau County|45
12091|FL|Okaloosa County|46
12093|FL|Okeechobee County|47
12095|FL|Orange County|48
12097|FL|Osceola County|49
12099|FL|Palm Beach County|50
12101|FL|Pasco County|51
12103|FL|Pinellas County|52
12105|FL|Polk County|53
12107|FL|Putnam County|54
12109|FL|St. Johns County|58
12111|FL|St. Lucie County|59
12113|FL|Santa Rosa County|55
12115|FL|Sarasota County|56
12117|FL|Seminole County|57
12119|FL|Sumter County|60
12121|FL|Suwannee County|61
12123|FL|Taylor County|62
12125|FL|Union County|63
12127|FL|Volusia County|64
12129|FL|Wakulla County|65
12131|FL|Walton County|66
12133|FL|Washington County|67
13001|GA|Appling County|14
13003|GA|Atkinson County|11
13005|GA|Bacon County|6
13007|GA|Baker County|1
13009|GA|Baldwin County|16
13011|GA|Banks County|10
13013|GA|Barrow County|2
13015|GA|Bartow County|3
13017|GA|Ben Hill County|15
13019|GA|Berrien County|15
13021|GA|Bibb County|12
13023|GA|Bleckley County|12
13025|GA|Brantley County|6
13027|GA|Brooks County|15
13029|GA|Bryan County|14
13031|GA|Bulloch County|14
13033|GA|Burke County|5
13035|GA|Butts County|3
13037|GA|Calhoun County|1
13039|GA|Camden County|6
13043|GA|Candler County|14
13045|GA|Carroll County|4
13047|GA|Catoosa County|7
13049|GA|Charlton County|6
13051|GA|Chatham County|14
13053|GA|Chattahoochee County|8
13055|GA|Chattooga County|13
13057|GA|Cherokee County|3
13059|GA|Clarke County|2
13061|GA|Clay County|1
13063|GA|Clayton County|3
13065|GA|Clinch County|15
13067|GA|Cobb County|3
13069|GA|Coffee County|11
13071|GA|Colquitt County|15
13073|GA|Columbia County|5
13075|GA|Cook County|15
13077|GA|Coweta County|3
13079|GA|Crawford County|12
13081|GA|Crisp County|1
13083|GA|Dade County|7
13085|GA|Dawson County|10
13087|GA|Decatur County|15
13089|GA|DeKalb County|3
13091|GA|Dodge County|12
13093|GA|Dooly County|12
13095|GA|Dougherty County|1
13097|GA|Douglas County|3
13099|GA|Early County|15
13101|GA|Echols County|15
13103|GA|Effingham County|14
13105|GA|Elbert County|2
13107|GA|Emanuel County|5
13109|GA|Evans County|14
13111|GA|Fannin County|9
13113|GA|Fayette County|3
13115|GA|Floyd County|13
13117|GA|Forsyth County|3
13119|GA|Franklin County|10
13121|GA|Fulton County|3
13123|GA|Gilmer County|13
13125|GA|Glascock County|5
13127|GA|Glynn County|6
13129|GA|Gordon County|13
13131|GA|Grady County|15
13133|GA|Greene County|2
13135|GA|Gwinnett County|3
13137|GA|Habersham County|10
13139|GA|Hall County|10
13141|GA|Hancock County|16
13143|GA|Haralson County|4
13145|GA|Harris County|8
13147|GA|Hart County|10
13149|GA|Heard County|4
13151|GA|Henry County|3
13153|GA|Houston County|12
13155|GA|Irwin County|15
13157|GA|Jackson County|2
13159|GA|Jasper County|3
13161|GA|Jeff Davis County|11
13163|GA|Jefferson County|5
13165|GA|Jenkins County|5
13167|GA|Johnson County|11
13169|GA|Jones County|12
13171|GA|Lamar County|3
13173|GA|Lanier County|15
13175|GA|Laurens County|11
13177|GA|Lee County|1
13179|GA|Liberty County|14
13181|GA|Lincoln County|5
13183|GA|Long County|14
13185|GA|Lowndes County|15
13187|GA|Lumpkin County|10
13189|GA|McDuffie County|5
13191|GA|McIntosh County|6
13193|GA|Macon County|8
13195|GA|Madison County|2
13197|GA|Marion County|8
13199|GA|Meriwether County|8
13201|GA|Miller County|15
13205|GA|Mitchell County|1
13207|GA|Monroe County|12
13209|GA|Montgomery County|11
13211|GA|Morgan County|2
13213|GA|Murray County|9
13215|GA|Muscogee County|8
13217|GA|Newton County|3
13219|GA|Oconee County|2
13221|GA|Oglethorpe County|2
13223|GA|Paulding County|3
13225|GA|Peach County|12
13227|GA|Pickens County|13
13229|GA|Pierce County|6
13231|GA|Pike County|3
13233|GA|Polk County|13
13235|GA|Pulaski County|12
13237|GA|Putnam County|12
13239|GA|Quitman County|8
13241|GA|Rabun County|10
13243|GA|Randolph County|1
13245|GA|Richmond County|5
13247|GA|Rockdale County|3
13249|GA|Schley County|1
13251|GA|Screven County|14
13253|GA|Seminole County|15
13255|GA|Spalding County|3
13257|GA|Stephens County|10
13259|GA|Stewart County|8
13261|GA|Sumter County|1
13263|GA|Talbot County|8
13265|GA|Taliaferro County|5
13267|GA|Tattnall County|14
13269|GA|Taylor County|8
13271|GA|Telfair County|11
13273|GA|Terrell County|1
13275|GA|Thomas County|15
13277|GA|Tift County|15
13279|GA|Toombs County|11
13281|GA|Towns County|10
13283|GA|Treutlen County|11
13285|GA|Troup County|8
13287|GA|Turner County|15
13289|GA|Twiggs County|12
13291|GA|Union County|10
13293|GA|Upson County|8
13295|GA|Walker County|7
13297|GA|Walton County|3
13299|GA|Ware County|6
13301|GA|Warren County|5
13303|GA|Washington County|16
13305|GA|Wayne County|6
13307|GA|Webster County|8
13309|GA|Wheeler County|11
13311|GA|White County|10
13313|GA|Whitfield County|9
13315|GA|Wilcox County|12
13317|GA|Wilkes County|5
13319|GA|Wilkinson County|16
13321|GA|Worth County|1
15001|HI|Hawaii County|1
15003|HI|Honolulu County|1
15005|HI|Kalawao County|1
15007|HI|Kauai County|1
15009|HI|Maui County|1
16001|ID|Ada County|5
16003|ID|Adams County|5
16005|ID|Bannock County|1
16007|ID|Bear Lake County|1
16009|ID|Benewah County|7
16011|ID|Bingham County|1
16013|ID|Blaine County|2
16015|ID|Boise County|6
16017|ID|Bonner County|7
16019|ID|Bonneville County|3
16021|ID|Boundary County|7
16023|ID|Butte County|1
16025|ID|Camas County|2
16027|ID|Canyon County|5
16029|ID|Caribou County|1
16031|ID|Cassia County|2
16033|ID|Clark County|3
16035|ID|Clearwater County|4
16037|ID|Custer County|1
16039|ID|Elmore County|5
16041|ID|Franklin County|1
16043|ID|Fremont County|3
16045|ID|Gem County|5
16047|ID|Gooding County|2
16049|ID|Idaho County|4
16051|ID|Jefferson County|3
16053|ID|Jerome County|2
16055|ID|Kootenai County|7
16057|ID|Latah County|7
16059|ID|Lemhi County|3
16061|ID|Lewis County|4
16063|ID|Lincoln County|2
16065|ID|Madison County|3
16067|ID|Minidoka County|2
16069|ID|Nez Perce County|7
16071|ID|Oneida County|1
16073|ID|Owyhee County|2
16075|ID|Payette County|5
16077|ID|Power County|1
16079|ID|Shoshone County|7
16081|ID|Teton County|3
16083|ID|Twin Falls County|2
16085|ID|Valley County|5
16087|ID|Washington County|5
17001|IL|Adams County|10
17003|IL|Alexander County|13
17005|IL|Bond County|11
17007|IL|Boone County|5
17009|IL|Brown County|10
17011|IL|Bureau County|6
17013|IL|Calhoun County|11
17015|IL|Carroll County|5
17017|IL|Cass County|10
17019|IL|Champaign County|9
17021|IL|Christian County|10
17023|IL|Clark County|9
17025|IL|Clay County|13
17027|IL|Clinton County|11
17029|IL|Coles County|9
17031|IL|Cook County|1
17033|IL|Crawford County|13
17035|IL|Cumberland County|9
17037|IL|DeKalb County|5
17039|IL|De Witt County|8
17041|IL|Douglas County|9
17043|IL|DuPage County|3
17045|IL|Edgar County|9
17047|IL|Edwards County|13
17049|IL|Effingham County|13
17051|IL|Fayette County|13
17053|IL|Ford County|9
17055|IL|Franklin County|13
17057|IL|Fulton County|7
17059|IL|Gallatin County|13
17061|IL|Greene County|11
17063|IL|Grundy County|4
17065|IL|Hamilton County|13
17067|IL|Hancock County|6
17069|IL|Hardin County|13
17071|IL|Henderson County|6
17073|IL|Henry County|6
17075|IL|Iroquois County|9
17077|IL|Jackson County|13
17079|IL|Jasper County|13
17081|IL|Jefferson County|13
17083|IL|Jersey County|11
17085|IL|Jo Daviess County|5
17087|IL|Johnson County|13
17089|IL|Kane County|3
17091|IL|Kankakee County|4
17093|IL|Kendall County|4
17095|IL|Knox County|7
17097|IL|Lake County|2
17099|IL|LaSalle County|7
17101|IL|Lawrence County|13
17103|IL|Lee County|5
17105|IL|Livingston County|8
17107|IL|Logan County|10
17109|IL|McDonough County|7
17111|IL|McHenry County|2
17113|IL|McLean County|8
17115|IL|Macon County|10
17117|IL|Macoupin County|11
17119|IL|Madison County|12
17121|IL|Marion County|13
17123|IL|Marshall County|7
17125|IL|Mason County|10
17127|IL|Massac County|13
17129|IL|Menard County|10
17131|IL|Mercer County|6
17133|IL|Monroe County|12
17135|IL|Montgomery County|11
17137|IL|Morgan County|10
17139|IL|Moultrie County|10
17141|IL|Ogle County|5
17143|IL|Peoria County|7
17145|IL|Perry County|13
17147|IL|Piatt County|9
17149|IL|Pike County|10
17151|IL|Pope County|13
17153|IL|Pulaski County|13
17155|IL|Putnam County|7
17157|IL|Randolph County|11
17159|IL|Richland County|13
17161|IL|Rock Island County|6
17163|IL|St. Clair County|12
17165|IL|Saline County|13
17167|IL|Sangamon County|10
17169|IL|Schuyler County|10
17171|IL|Scott County|10
17173|IL|Shelby County|10
17175|IL|Stark County|7
17177|IL|Stephenson County|5
17179|IL|Tazewell County|7
17181|IL|Union County|13
17183|IL|Vermilion County|9
17185|IL|Wabash County|13
17187|IL|Warren County|6
17189|IL|Washington County|11
17191|IL|Wayne County|13
17193|IL|White County|13
17195|IL|Whiteside County|6
17197|IL|Will County|4
17199|IL|Williamson County|13
17201|IL|Winnebago County|5
17203|IL|Woodford County|7
18001|IN|Adams County|3
18003|IN|Allen County|4
18005|IN|Bartholomew County|12
18007|IN|Benton County|5
18009|IN|Blackford County|8
18011|IN|Boone County|10
18013|IN|Brown County|13
18015|IN|Carroll County|7
18017|IN|Cass County|6
18019|IN|Clark County|16
18021|IN|Clay County|9
18023|IN|Clinton County|7
18025|IN|Crawford County|16
18027|IN|Daviess County|15
18029|IN|Dearborn County|14
18031|IN|Decatur County|12
18033|IN|DeKalb County|3
18035|IN|Delaware County|8
18037|IN|Dubois County|15
18039|IN|Elkhart County|2
18041|IN|Fayette County|11
18043|IN|Floyd County|16
18045|IN|Fountain County|7
18047|IN|Franklin County|14
18049|IN|Fulton County|6
18051|IN|Gibson County|17
18053|IN|Grant County|8
18055|IN|Greene County|15
18057|IN|Hamilton County|10
18059|IN|Hancock County|11
18061|IN|Harrison County|16
18063|IN|Hendricks County|10
18065|IN|Henry County|11
18067|IN|Howard County|6
18069|IN|Huntington County|3
18071|IN|Jackson County|12
18073|IN|Jasper County|5
18075|IN|Jay County|8
18077|IN|Jefferson County|16
18079|IN|Jennings County|12
18081|IN|Johnson County|13
18083|IN|Knox County|15
18085|IN|Kosciusko County|2
18087|IN|LaGrange County|3
18089|IN|Lake County|1
18091|IN|LaPorte County|1
18093|IN|Lawrence County|13
18095|IN|Madison County|11
18097|IN|Marion County|10
18099|IN|Marshall County|2
18101|IN|Martin County|15
18103|IN|Miami County|6
18105|IN|Monroe County|13
18107|IN|Montgomery County|7
18109|IN|Morgan County|10
18111|IN|Newton County|5
18113|IN|Noble County|3
18115|IN|Ohio County|14
18117|IN|Orange County|15
18119|IN|Owen County|13
18121|IN|Parke County|9
18123|IN|Perry County|15
18125|IN|Pike County|15
18127|IN|Porter County|1
18129|IN|Posey County|17
18131|IN|Pulaski County|6
18133|IN|Putnam County|7
18135|IN|Randolph County|8
18137|IN|Ripley County|14
18139|IN|Rush County|12
18141|IN|St. Joseph County|2
18143|IN|Scott County|16
18145|IN|Shelby County|10
18147|IN|Spencer County|15
18149|IN|Starke County|2
18151|IN|Steuben County|3
18153|IN|Sullivan County|9
18155|IN|Switzerland County|14
18157|IN|Tippecanoe County|7
18159|IN|Tipton County|7
18161|IN|Union County|11
18163|IN|Vanderburgh County|17
18165|IN|Vermillion County|9
18167|IN|Vigo County|9
18169|IN|Wabash County|3
18171|IN|Warren County|5
18173|IN|Warrick County|17
18175|IN|Washington County|16
18177|IN|Wayne County|11
18179|IN|Wells County|3
18181|IN|White County|5
18183|IN|Whitley County|3
19001|IA|Adair County|4
19003|IA|Adams County|4
19005|IA|Allamakee County|7
19007|IA|Appanoose County|5
19009|IA|Audubon County|4
19011|IA|Benton County|6
19013|IA|Black Hawk County|6
19015|IA|Boone County|1
19017|IA|Bremer County|7
19019|IA|Buchanan County|6
19021|IA|Buena Vista County|3
19023|IA|Butler County|7
19025|IA|Calhoun County|1
19027|IA|Carroll County|1
19029|IA|Cass County|4
19031|IA|Cedar County|6
19033|IA|Cerro Gordo County|7
19035|IA|Cherokee County|3
19037|IA|Chickasaw County|7
19039|IA|Clarke County|4
19041|IA|Clay County|3
19043|IA|Clayton County|6
19045|IA|Clinton County|6
19047|IA|Crawford County|3
19049|IA|Dallas County|2
19051|IA|Davis County|5
19053|IA|Decatur County|4
19055|IA|Delaware County|6
19057|IA|Des Moines County|5
19059|IA|Dickinson County|3
19061|IA|Dubuque County|6
19063|IA|Emmet County|7
19065|IA|Fayette County|7
19067|IA|Floyd County|7
19069|IA|Franklin County|7
19071|IA|Fremont County|4
19073|IA|Greene County|1
19075|IA|Grundy County|1
19077|IA|Guthrie County|4
19079|IA|Hamilton County|1
19081|IA|Hancock County|7
19083|IA|Hardin County|1
19085|IA|Harrison County|4
19087|IA|Henry County|5
19089|IA|Howard County|7
19091|IA|Humboldt County|7
19093|IA|Ida County|3
19095|IA|Iowa County|6
19097|IA|Jackson County|6
19099|IA|Jasper County|2
19101|IA|Jefferson County|5
19103|IA|Johnson County|6
19105|IA|Jones County|6
19107|IA|Keokuk County|5
19109|IA|Kossuth County|7
19111|IA|Lee County|5
19113|IA|Linn County|6
19115|IA|Louisa County|5
19117|IA|Lucas County|5
19119|IA|Lyon County|3
19121|IA|Madison County|2
19123|IA|Mahaska County|5
19125|IA|Marion County|2
19127|IA|Marshall County|1
19129|IA|Mills County|4
19131|IA|Mitchell County|7
19133|IA|Monona County|3
19135|IA|Monroe County|5
19137|IA|Montgomery County|4
19139|IA|Muscatine County|5
19141|IA|O'Brien County|3
19143|IA|Osceola County|3
19145|IA|Page County|4
19147|IA|Palo Alto County|3
19149|IA|Plymouth County|3
19151|IA|Pocahontas County|3
19153|IA|Polk County|2
19155|IA|Pottawattamie County|4
19157|IA|Poweshiek County|1
19159|IA|Ringgold County|4
19161|IA|Sac County|3
19163|IA|Scott County|6
19165|IA|Shelby County|4
19167|IA|Sioux County|3
19169|IA|Story County|1
19171|IA|Tama County|1
19173|IA|Taylor County|4
19175|IA|Union County|4
19177|IA|Van Buren County|5
19179|IA|Wapello County|5
19181|IA|Warren County|2
19183|IA|Washington County|5
19185|IA|Wayne County|5
19187|IA|Webster County|1
19189|IA|Winnebago County|7
19191|IA|Winneshiek County|7
19193|IA|Woodbury County|3
19195|IA|Worth County|7
19197|IA|Wright County|7
20001|KS|Allen County|7
20003|KS|Anderson County|2
20005|KS|Atchison County|2
20007|KS|Barber County|5
20009|KS|Barton County|4
20011|KS|Bourbon County|7
20013|KS|Brown County|2
20015|KS|Butler County|6
20017|KS|Chase County|6
20019|KS|Chautauqua County|6
20021|KS|Cherokee County|7
20023|KS|Cheyenne County|4
20025|KS|Clark County|5
20027|KS|Clay County|3
20029|KS|Cloud County|3
20031|KS|Coffey County|2
20033|KS|Comanche County|5
20035|KS|Cowley County|6
20037|KS|Crawford County|7
20039|KS|Decatur County|4
20041|KS|Dickinson County|3
20043|KS|Doniphan County|2
20045|KS|Douglas County|2
20047|KS|Edwards County|5
20049|KS|Elk County|6
20051|KS|Ellis County|4
20053|KS|Ellsworth County|3
20055|KS|Finney County|5
20057|KS|Ford County|5
20059|KS|Franklin County|2
20061|KS|Geary County|3
20063|KS|Gove County|4
20065|KS|Graham County|4
20067|KS|Grant County|5
20069|KS|Gray County|5
20071|KS|Greeley County|4
20073|KS|Greenwood County|6
20075|KS|Hamilton County|5
20077|KS|Harper County|6
20079|KS|Harvey County|6
20081|KS|Haskell County|5
20083|KS|Hodgeman County|5
20085|KS|Jackson County|2
20087|KS|Jefferson County|2
20089|KS|Jewell County|3
20091|KS|Johnson County|1
20093|KS|Kearny County|5
20095|KS|Kingman County|6
20097|KS|Kiowa County|5
20099|KS|Labette County|7
20101|KS|Lane County|4
20103|KS|Leavenworth County|1
20105|KS|Lincoln County|3
20107|KS|Linn County|2
20109|KS|Logan County|4
20111|KS|Lyon County|2
20113|KS|McPherson County|6
20115|KS|Marion County|6
20117|KS|Marshall County|2
20119|KS|Meade County|5
20121|KS|Miami County|1
20123|KS|Mitchell County|3
20125|KS|Montgomery County|6
20127|KS|Morris County|3
20129|KS|Morton County|5
20131|KS|Nemaha County|2
20133|KS|Neosho County|7
20135|KS|Ness County|4
20137|KS|Norton County|4
20139|KS|Osage County|2
20141|KS|Osborne County|4
20143|KS|Ottawa County|3
20145|KS|Pawnee County|5
20147|KS|Phillips County|4
20149|KS|Pottawatomie County|2
20151|KS|Pratt County|5
20153|KS|Rawlins County|4
20155|KS|Reno County|6
20157|KS|Republic County|3
20159|KS|Rice County|6
20161|KS|Riley County|3
20163|KS|Rooks County|4
20165|KS|Rush County|4
20167|KS|Russell County|4
20169|KS|Saline County|3
20171|KS|Scott County|4
20173|KS|Sedgwick County|6
20175|KS|Seward County|5
20177|KS|Shawnee County|2
20179|KS|Sheridan County|4
20181|KS|Sherman County|4
20183|KS|Smith County|4
20185|KS|Stafford County|5
20187|KS|Stanton County|5
20189|KS|Stevens County|5
20191|KS|Sumner County|6
20193|KS|Thomas County|4
20195|KS|Trego County|4
20197|KS|Wabaunsee County|2
20199|KS|Wallace County|4
20201|KS|Washington County|3
20203|KS|Wichita County|4
20205|KS|Wilson County|6
20207|KS|Woodson County|7
20209|KS|Wyandotte County|1
21001|KY|Adair County|4
21003|KY|Allen County|4
21005|KY|Anderson County|5
21007|KY|Ballard County|1
21009|KY|Barren County|4
21011|KY|Bath County|7
21013|KY|Bell County|8
21015|KY|Boone County|6
21017|KY|Bourbon County|5
21019|KY|Boyd County|7
21021|KY|Boyle County|5
21023|KY|Bracken County|7
21025|KY|Breathitt County|8
21027|KY|Breckinridge County|3
21029|KY|Bullitt County|3
21031|KY|Butler County|4
21033|KY|Caldwell County|1
21035|KY|Calloway County|1
21037|KY|Campbell County|6
21039|KY|Carlisle County|1
21041|KY|Carroll County|3
21043|KY|Carter County|7
21045|KY|Casey County|4
21047|KY|Christian County|2
21049|KY|Clark County|5
21051|KY|Clay County|8
21053|KY|Clinton County|4
21055|KY|Crittenden County|1
21057|KY|Cumberland County|4
21059|KY|Daviess County|2
21061|KY|Edmonson County|4
21063|KY|Elliott County|7
21065|KY|Estill County|5
21067|KY|Fayette County|5
21069|KY|Fleming County|7
21071|KY|Floyd County|8
21073|KY|Franklin County|5
21075|KY|Fulton County|1
21077|KY|Gallatin County|6
21079|KY|Garrard County|5
21081|KY|Grant County|6
21083|KY|Graves County|1
21085|KY|Grayson County|3
21087|KY|Green County|4
21089|KY|Greenup County|7
21091|KY|Hancock County|2
21093|KY|Hardin County|3
21095|KY|Harlan County|8
21097|KY|Harrison County|5
21099|KY|Hart County|4
21101|KY|Henderson County|2
21103|KY|Henry County|3
21105|KY|Hickman County|1
21107|KY|Hopkins County|2
21109|KY|Jackson County|5
21111|KY|Jefferson County|3
21113|KY|Jessamine County|5
21115|KY|Johnson County|8
21117|KY|Kenton County|6
21119|KY|Knott County|8
21121|KY|Knox County|8
21123|KY|Larue County|3
21125|KY|Laurel County|8
21127|KY|Lawrence County|7
21129|KY|Lee County|8
21131|KY|Leslie County|8
21133|KY|Letcher County|8
21135|KY|Lewis County|7
21137|KY|Lincoln County|5
21139|KY|Livingston County|1
21141|KY|Logan County|4
21143|KY|Lyon County|1
21145|KY|McCracken County|1
21147|KY|McCreary County|4
21149|KY|McLean County|2
21151|KY|Madison County|5
21153|KY|Magoffin County|8
21155|KY|Marion County|3
21157|KY|Marshall County|1
21159|KY|Martin County|8
21161|KY|Mason County|7
21163|KY|Meade County|3
21165|KY|Menifee County|7
21167|KY|Mercer County|5
21169|KY|Metcalfe County|4
21171|KY|Monroe County|4
21173|KY|Montgomery County|5
21175|KY|Morgan County|7
21177|KY|Muhlenberg County|2
21179|KY|Nelson County|3
21181|KY|Nicholas County|5
21183|KY|Ohio County|2
21185|KY|Oldham County|3
21187|KY|Owen County|5
21189|KY|Owsley County|8
21191|KY|Pendleton County|6
21193|KY|Perry County|8
21195|KY|Pike County|8
21197|KY|Powell County|5
21199|KY|Pulaski County|4
21201|KY|Robertson County|7
21203|KY|Rockcastle County|5
21205|KY|Rowan County|7
21207|KY|Russell County|4
21209|KY|Scott County|5
21211|KY|Shelby County|3
21213|KY|Simpson County|4
21215|KY|Spencer County|3
21217|KY|Taylor County|4
21219|KY|Todd County|2
21221|KY|Trigg County|2
21223|KY|Trimble County|3
21225|KY|Union County|2
21227|KY|Warren County|4
21229|KY|Washington County|3
21231|KY|Wayne County|4
21233|KY|Webster County|2
21235|KY|Whitley County|8
21237|KY|Wolfe County|8
21239|KY|Woodford County|5
22001|LA|Acadia Parish|3
22003|LA|Allen Parish|4
22005|LA|Ascension Parish|5
22007|LA|Assumption Parish|2
22009|LA|Avoyelles Parish|6
22011|LA|Beauregard Parish|4
22013|LA|Bienville Parish|8
22015|LA|Bossier Parish|8
22017|LA|Caddo Parish|8
22019|LA|Calcasieu Parish|4
22021|LA|Caldwell Parish|7
22023|LA|Cameron Parish|4
22025|LA|Catahoula Parish|6
22027|LA|Claiborne Parish|8
22029|LA|Concordia Parish|6
22031|LA|De Soto Parish|8
22033|LA|East Baton Rouge Parish|5
22035|LA|East Carroll Parish|7
22037|LA|East Feliciana Parish|5
22039|LA|Evangeline Parish|3
22041|LA|Franklin Parish|7
22043|LA|Grant Parish|6
22045|LA|Iberia Parish|3
22047|LA|Iberville Parish|5
22049|LA|Jackson Parish|7
22051|LA|Jefferson Parish|1
22053|LA|Jefferson Davis Parish|4
22055|LA|Lafayette Parish|3
22057|LA|Lafourche Parish|2
22059|LA|LaSalle Parish|6
22061|LA|Lincoln Parish|7
22063|LA|Livingston Parish|5
22065|LA|Madison Parish|7
22067|LA|Morehouse Parish|7
22069|LA|Natchitoches Parish|8
22071|LA|Orleans Parish|1
22073|LA|Ouachita Parish|7
22075|LA|Plaquemines Parish|1
22077|LA|Pointe Coupee Parish|5
22079|LA|Rapides Parish|6
22081|LA|Red River Parish|8
22083|LA|Richland Parish|7
22085|LA|Sabine Parish|8
22087|LA|St. Bernard Parish|1
22089|LA|St. Charles Parish|1
22091|LA|St. Helena Parish|5
22093|LA|St. James Parish|1
22095|LA|St. John the Baptist Parish|1
22097|LA|St. Landry Parish|3
22099|LA|St. Martin Parish|3
22101|LA|St. Mary Parish|3
22103|LA|St. Tammany Parish|1
22105|LA|Tangipahoa Parish|5
22107|LA|Tensas Parish|7
22109|LA|Terrebonne Parish|2
22111|LA|Union Parish|7
22113|LA|Vermilion Parish|3
22115|LA|Vernon Parish|6
22117|LA|Washington Parish|5
22119|LA|Webster Parish|8
22121|LA|West Baton Rouge Parish|5
22123|LA|West Carroll Parish|7
22125|LA|West Feliciana Parish|5
22127|LA|Winn Parish|6
23001|ME|Androscoggin County|3
23003|ME|Aroostook County|5
23005|ME|Cumberland County|1
23007|ME|Franklin County|3
23009|ME|Hancock County|5
23011|ME|Kennebec County|2
23013|ME|Knox County|2
23015|ME|Lincoln County|2
23017|ME|Oxford County|2
23019|ME|Penobscot County|4
23021|ME|Piscataquis County|4
23023|ME|Sagadahoc County|1
23025|ME|Somerset County|4
23027|ME|Waldo County|3
23029|ME|Washington County|5
23031|ME|York County|1
24001|MD|Allegany County|4
24003|MD|Anne Arundel County|1
24005|MD|Baltimore County|1
24009|MD|Calvert County|2
24011|MD|Caroline County|2
24013|MD|Carroll County|4
24015|MD|Cecil County|2
24017|MD|Charles County|2
24019|MD|Dorchester County|2
24021|MD|Frederick County|4
24023|MD|Garrett County|4
24025|MD|Harford County|1
24027|MD|Howard County|1
24029|MD|Kent County|2
24031|MD|Montgomery County|3
24033|MD|Prince George's County|3
24035|MD|Queen Anne's County|2
24037|MD|St. Mary's County|2
24039|MD|Somerset County|2
24041|MD|Talbot County|2
24043|MD|Washington County|4
24045|MD|Wicomico County|2
24047|MD|Worcester County|2
24510|MD|Baltimore city|1
25001|MA|Barnstable County|7
25003|MA|Berkshire County|1
25005|MA|Bristol County|6
25007|MA|Dukes County|7
25009|MA|Essex County|4
25011|MA|Franklin County|1
25013|MA|Hampden County|1
25015|MA|Hampshire County|1
25017|MA|Middlesex County|3
25019|MA|Nantucket County|7
25021|MA|Norfolk County|3
25023|MA|Plymouth County|6
25025|MA|Suffolk County|5
25027|MA|Worcester County|2
26001|MI|Alcona County|15
26003|MI|Alger County|16
26005|MI|Allegan County|11
26007|MI|Alpena County|15
26009|MI|Antrim County|14
26011|MI|Arenac County|8
26013|MI|Baraga County|16
26015|MI|Barry County|11
26017|MI|Bay County|8
26019|MI|Benzie County|14
26021|MI|Berrien County|9
26023|MI|Branch County|10
26025|MI|Calhoun County|10
26027|MI|Cass County|9
26029|MI|Charlevoix County|14
26031|MI|Cheboygan County|15
26033|MI|Chippewa County|15
26035|MI|Clare County|13
26037|MI|Clinton County|7
26039|MI|Crawford County|15
26041|MI|Delta County|16
26043|MI|Dickinson County|16
26045|MI|Eaton County|7
26047|MI|Emmet County|14
26049|MI|Genesee County|5
26051|MI|Gladwin County|13
26053|MI|Gogebic County|16
26055|MI|Grand Traverse County|14
26057|MI|Gratiot County|8
26059|MI|Hillsdale County|7
26061|MI|Houghton County|16
26063|MI|Huron County|6
26065|MI|Ingham County|7
26067|MI|Ionia County|12
26069|MI|Iosco County|15
26071|MI|Iron County|16
26073|MI|Isabella County|13
26075|MI|Jackson County|7
26077|MI|Kalamazoo County|10
26079|MI|Kalkaska County|14
26081|MI|Kent County|12
26083|MI|Keweenaw County|16
26085|MI|Lake County|12
26087|MI|Lapeer County|5
26089|MI|Leelanau County|14
26091|MI|Lenawee County|4
26093|MI|Livingston County|4
26095|MI|Luce County|16
26097|MI|Mackinac County|15
26099|MI|Macomb County|2
26101|MI|Manistee County|14
26103|MI|Marquette County|16
26105|MI|Mason County|12
26107|MI|Mecosta County|12
26109|MI|Menominee County|16
26111|MI|Midland County|13
26113|MI|Missaukee County|14
26115|MI|Monroe County|1
26117|MI|Montcalm County|12
26119|MI|Montmorency County|15
26121|MI|Muskegon County|12
26123|MI|Newaygo County|12
26125|MI|Oakland County|2
26127|MI|Oceana County|12
26129|MI|Ogemaw County|15
26131|MI|Ontonagon County|16
26133|MI|Osceola County|12
26135|MI|Oscoda County|15
26137|MI|Otsego County|15
26139|MI|Ottawa County|12
26141|MI|Presque Isle County|15
26143|MI|Roscommon County|15
26145|MI|Saginaw County|8
26147|MI|St. Clair County|3
26149|MI|St. Joseph County|9
26151|MI|Sanilac County|6
26153|MI|Schoolcraft County|16
26155|MI|Shiawassee County|5
26157|MI|Tuscola County|6
26159|MI|Van Buren County|9
26161|MI|Washtenaw County|4
26163|MI|Wayne County|1
26165|MI|Wexford County|14
27001|MN|Aitkin County|7
27003|MN|Anoka County|8
27005|MN|Becker County|6
27007|MN|Beltrami County|7
27009|MN|Benton County|8
27011|MN|Big Stone County|5
27013|MN|Blue Earth County|3
27015|MN|Brown County|4
27017|MN|Carlton County|2
27019|MN|Carver County|8
27021|MN|Cass County|7
27023|MN|Chippewa County|5
27025|MN|Chisago County|7
27027|MN|Clay County|6
27029|MN|Clearwater County|9
27031|MN|Cook County|2
27033|MN|Cottonwood County|4
27035|MN|Crow Wing County|7
27037|MN|Dakota County|8
27039|MN|Dodge County|1
27041|MN|Douglas County|6
27043|MN|Faribault County|3
27045|MN|Fillmore County|1
27047|MN|Freeborn County|1
27049|MN|Goodhue County|1
27051|MN|Grant County|6
27053|MN|Hennepin County|8
27055|MN|Houston County|1
27057|MN|Hubbard County|7
27059|MN|Isanti County|7
27061|MN|Itasca County|2
27063|MN|Jackson County|4
27065|MN|Kanabec County|7
27067|MN|Kandiyohi County|5
27069|MN|Kittson County|9
27071|MN|Koochiching County|2
27073|MN|Lac qui Parle County|5
27075|MN|Lake County|2
27077|MN|Lake of the Woods County|2
27079|MN|Le Sueur County|3
27081|MN|Lincoln County|4
27083|MN|Lyon County|5
27085|MN|McLeod County|5
27087|MN|Mahnomen County|9
27089|MN|Marshall County|9
27091|MN|Martin County|3
27093|MN|Meeker County|5
27095|MN|Mille Lacs County|7
27097|MN|Morrison County|7
27099|MN|Mower County|1
27101|MN|Murray County|4
27103|MN|Nicollet County|3
27105|MN|Nobles County|4
27107|MN|Norman County|9
27109|MN|Olmsted County|1
27111|MN|Otter Tail County|6
27113|MN|Pennington County|9
27115|MN|Pine County|7
27117|MN|Pipestone County|4
27119|MN|Polk County|9
27121|MN|Pope County|6
27123|MN|Ramsey County|8
27125|MN|Red Lake County|9
27127|MN|Redwood County|4
27129|MN|Renville County|5
27131|MN|Rice County|3
27133|MN|Rock County|4
27135|MN|Roseau County|7
27137|MN|St. Louis County|2
27139|MN|Scott County|8
27141|MN|Sherburne County|8
27143|MN|Sibley County|5
27145|MN|Stearns County|8
27147|MN|Steele County|1
27149|MN|Stevens County|6
27151|MN|Swift County|5
27153|MN|Todd County|7
27155|MN|Traverse County|6
27157|MN|Wabasha County|1
27159|MN|Wadena County|7
27161|MN|Waseca County|3
27163|MN|Washington County|8
27165|MN|Watonwan County|3
27167|MN|Wilkin County|6
27169|MN|Winona County|1
27171|MN|Wright County|8
27173|MN|Yellow Medicine County|5
28001|MS|Adams County|6
28003|MS|Alcorn County|6
28005|MS|Amite County|6
28007|MS|Attala County|6
28009|MS|Benton County|2
28011|MS|Bolivar County|6
28013|MS|Calhoun County|6
28015|MS|Carroll County|6
28017|MS|Chickasaw County|6
28019|MS|Choctaw County|6
28021|MS|Claiborne County|6
28023|MS|Clarke County|6
28025|MS|Clay County|6
28027|MS|Coahoma County|6
28029|MS|Copiah County|3
28031|MS|Covington County|6
28033|MS|DeSoto County|1
28035|MS|Forrest County|4
28037|MS|Franklin County|6
28039|MS|George County|5
28041|MS|Greene County|4
28043|MS|Grenada County|6
28045|MS|Hancock County|5
28047|MS|Harrison County|5
28049|MS|Hinds County|3
28051|MS|Holmes County|6
28053|MS|Humphreys County|6
28055|MS|Issaquena County|6
28057|MS|Itawamba County|2
28059|MS|Jackson County|5
28061|MS|Jasper County|6
28063|MS|Jefferson County|6
28065|MS|Jefferson Davis County|6
28067|MS|Jones County|4
28069|MS|Kemper County|6
28071|MS|Lafayette County|6
28073|MS|Lamar County|4
28075|MS|Lauderdale County|6
28077|MS|Lawrence County|6
28079|MS|Leake County|6
28081|MS|Lee County|2
28083|MS|Leflore County|6
28085|MS|Lincoln County|6
28087|MS|Lowndes County|6
28089|MS|Madison County|3
28091|MS|Marion County|6
28093|MS|Marshall County|1
28095|MS|Monroe County|6
28097|MS|Montgomery County|6
28099|MS|Neshoba County|6
28101|MS|Newton County|6
28103|MS|Noxubee County|6
28105|MS|Oktibbeha County|6
28107|MS|Panola County|6
28109|MS|Pearl River County|4
28111|MS|Perry County|4
28113|MS|Pike County|6
28115|MS|Pontotoc County|2
28117|MS|Prentiss County|6
28119|MS|Quitman County|6
28121|MS|Rankin County|3
28123|MS|Scott County|6
28125|MS|Sharkey County|6
28127|MS|Simpson County|3
28129|MS|Smith County|6
28131|MS|Stone County|5
28133|MS|Sunflower County|6
28135|MS|Tallahatchie County|6
28137|MS|Tate County|1
28139|MS|Tippah County|2
28141|MS|Tishomingo County|6
28143|MS|Tunica County|1
28145|MS|Union County|2
28147|MS|Walthall County|6
28149|MS|Warren County|3
28151|MS|Washington County|6
28153|MS|Wayne County|6
28155|MS|Webster County|6
28157|MS|Wilkinson County|6
28159|MS|Winston County|6
28161|MS|Yalobusha County|6
28163|MS|Yazoo County|6
29001|MO|Adair County|2
29003|MO|Andrew County|1
29005|MO|Atchison County|1
29007|MO|Audrain County|5
29009|MO|Barry County|8
29011|MO|Barton County|7
29013|MO|Bates County|4
29015|MO|Benton County|4
29017|MO|Bollinger County|10
29019|MO|Boone County|5
29021|MO|Buchanan County|1
29023|MO|Butler County|10
29025|MO|Caldwell County|1
29027|MO|Callaway County|5
29029|MO|Camden County|5
29031|MO|Cape Girardeau County|10
29033|MO|Carroll County|1
29035|MO|Carter County|9
29037|MO|Cass County|3
29039|MO|Cedar County|8
29041|MO|Chariton County|5
29043|MO|Christian County|8
29045|MO|Clark County|2
29047|MO|Clay County|3
29049|MO|Clinton County|1
29051|MO|Cole County|5
29053|MO|Cooper County|5
29055|MO|Crawford County|9
29057|MO|Dade County|8
29059|MO|Dallas County|8
29061|MO|Daviess County|1
29063|MO|DeKalb County|1
29065|MO|Dent County|9
29067|MO|Douglas County|8
29069|MO|Dunklin County|10
29071|MO|Franklin County|6
29073|MO|Gasconade County|5
29075|MO|Gentry County|1
29077|MO|Greene County|8
29079|MO|Grundy County|1
29081|MO|Harrison County|1
29083|MO|Henry County|4
29085|MO|Hickory County|8
29087|MO|Holt County|1
29089|MO|Howard County|5
29091|MO|Howell County|9
29093|MO|Iron County|9
29095|MO|Jackson County|3
29097|MO|Jasper County|7
29099|MO|Jefferson County|6
29101|MO|Johnson County|4
29103|MO|Knox County|2
29105|MO|Laclede County|8
29107|MO|Lafayette County|4
29109|MO|Lawrence County|8
29111|MO|Lewis County|2
29113|MO|Lincoln County|6
29115|MO|Linn County|2
29117|MO|Livingston County|1
29119|MO|McDonald County|7
29121|MO|Macon County|2
29123|MO|Madison County|10
29125|MO|Maries County|5
29127|MO|Marion County|2
29129|MO|Mercer County|1
29131|MO|Miller County|5
29133|MO|Mississippi County|10
29135|MO|Moniteau County|5
29137|MO|Monroe County|5
29139|MO|Montgomery County|5
29141|MO|Morgan County|5
29143|MO|New Madrid County|10
29145|MO|Newton County|7
29147|MO|Nodaway County|1
29149|MO|Oregon County|9
29151|MO|Osage County|5
29153|MO|Ozark County|8
29155|MO|Pemiscot County|10
29157|MO|Perry County|10
29159|MO|Pettis County|4
29161|MO|Phelps County|9
29163|MO|Pike County|2
29165|MO|Platte County|3
29167|MO|Polk County|8
29169|MO|Pulaski County|9
29171|MO|Putnam County|2
29173|MO|Ralls County|2
29175|MO|Randolph County|5
29177|MO|Ray County|1
29179|MO|Reynolds County|9
29181|MO|Ripley County|9
29183|MO|St. Charles County|6
29185|MO|St. Clair County|4
29186|MO|Ste. Genevieve County|6
29187|MO|St. Francois County|6
29189|MO|St. Louis County|6
29195|MO|Saline County|4
29197|MO|Schuyler County|2
29199|MO|Scotland County|2
29201|MO|Scott County|10
29203|MO|Shannon County|9
29205|MO|Shelby County|2
29207|MO|Stoddard County|10
29209|MO|Stone County|8
29211|MO|Sullivan County|2
29213|MO|Taney County|8
29215|MO|Texas County|9
29217|MO|Vernon County|4
29219|MO|Warren County|6
29221|MO|Washington County|6
29223|MO|Wayne County|10
29225|MO|Webster County|8
29227|MO|Worth County|1
29229|MO|Wright County|8
29510|MO|St. Louis city|6
30001|MT|Beaverhead County|4
30003|MT|Big Horn County|4
30005|MT|Blaine County|4
30007|MT|Broadwater County|2
30009|MT|Carbon County|1
30011|MT|Carter County|4
30013|MT|Cascade County|2
30015|MT|Chouteau County|2
30017|MT|Custer County|4
30019|MT|Daniels County|4
30021|MT|Dawson County|4
30023|MT|Deer Lodge County|2
30025|MT|Fallon County|4
30027|MT|Fergus County|4
30029|MT|Flathead County|3
30031|MT|Gallatin County|2
30033|MT|Garfield County|4
30035|MT|Glacier County|4
30037|MT|Golden Valley County|4
30039|MT|Granite County|4
30041|MT|Hill County|4
30043|MT|Jefferson County|2
30045|MT|Judith Basin County|2
30047|MT|Lake County|3
30049|MT|Lewis and Clark County|2
30051|MT|Liberty County|4
30053|MT|Lincoln County|4
30055|MT|McCone County|4
30057|MT|Madison County|4
30059|MT|Meagher County|4
30061|MT|Mineral County|4
30063|MT|Missoula County|3
30065|MT|Musselshell County|1
30067|MT|Park County|4
30069|MT|Petroleum County|4
30071|MT|Phillips County|4
30073|MT|Pondera County|4
30075|MT|Powder River County|4
30077|MT|Powell County|4
30079|MT|Prairie County|4
30081|MT|Ravalli County|4
30083|MT|Richland County|4
30085|MT|Roosevelt County|4
30087|MT|Rosebud County|4
30089|MT|Sanders County|4
30091|MT|Sheridan County|4
30093|MT|Silver Bow County|2
30095|MT|Stillwater County|1
30097|MT|Sweet Grass County|1
30099|MT|Teton County|2
30101|MT|Toole County|4
30103|MT|Treasure County|4
30105|MT|Valley County|4
30107|MT|Wheatland County|4
30109|MT|Wibaux County|4
30111|MT|Yellowstone County|1
31001|NE|Adams County|3
31003|NE|Antelope County|3
31005|NE|Arthur County|4
31007|NE|Banner County|4
31009|NE|Blaine County|3
31011|NE|Boone County|3
31013|NE|Box Butte County|4
31015|NE|Boyd County|3
31017|NE|Brown County|4
31019|NE|Buffalo County|3
31021|NE|Burt County|1
31023|NE|Butler County|3
31025|NE|Cass County|2
31027|NE|Cedar County|3
31029|NE|Chase County|4
31031|NE|Cherry County|4
31033|NE|Cheyenne County|4
31035|NE|Clay County|3
31037|NE|Colfax County|3
31039|NE|Cuming County|3
31041|NE|Custer County|4
31043|NE|Dakota County|3
31045|NE|Dawes County|4
31047|NE|Dawson County|3
31049|NE|Deuel County|4
31051|NE|Dixon County|3
31053|NE|Dodge County|3
31055|NE|Douglas County|1
31057|NE|Dundy County|4
31059|NE|Fillmore County|2
31061|NE|Franklin County|3
31063|NE|Frontier County|4
31065|NE|Furnas County|3
31067|NE|Gage County|2
31069|NE|Garden County|4
31071|NE|Garfield County|3
31073|NE|Gosper County|4
31075|NE|Grant County|4
31077|NE|Greeley County|3
31079|NE|Hall County|3
31081|NE|Hamilton County|3
31083|NE|Harlan County|3
31085|NE|Hayes County|4
31087|NE|Hitchcock County|4
31089|NE|Holt County|3
31091|NE|Hooker County|4
31093|NE|Howard County|3
31095|NE|Jefferson County|2
31097|NE|Johnson County|2
31099|NE|Kearney County|3
31101|NE|Keith County|4
31103|NE|Keya Paha County|3
31105|NE|Kimball County|4
31107|NE|Knox County|3
31109|NE|Lancaster County|2
31111|NE|Lincoln County|4
31113|NE|Logan County|4
31115|NE|Loup County|3
31117|NE|McPherson County|4
31119|NE|Madison County|3
31121|NE|Merrick County|3
31123|NE|Morrill County|4
31125|NE|Nance County|3
31127|NE|Nemaha County|2
31129|NE|Nuckolls County|3
31131|NE|Otoe County|2
31133|NE|Pawnee County|2
31135|NE|Perkins County|4
31137|NE|Phelps County|3
31139|NE|Pierce County|3
31141|NE|Platte County|3
31143|NE|Polk County|3
31145|NE|Red Willow County|4
31147|NE|Richardson County|2
31149|NE|Rock County|3
31151|NE|Saline County|2
31153|NE|Sarpy County|1
31155|NE|Saunders County|1
31157|NE|Scotts Bluff County|4
31159|NE|Seward County|2
31161|NE|Sheridan County|4
31163|NE|Sherman County|3
31165|NE|Sioux County|4
31167|NE|Stanton County|3
31169|NE|Thayer County|2
31171|NE|Thomas County|4
31173|NE|Thurston County|1
31175|NE|Valley County|3
31177|NE|Washington County|1
31179|NE|Wayne County|3
31181|NE|Webster County|3
31183|NE|Wheeler County|3
31185|NE|York County|2
32001|NV|Churchill County|4
32003|NV|Clark County|1
32005|NV|Douglas County|3
32007|NV|Elko County|4
32009|NV|Esmeralda County|4
32011|NV|Eureka County|4
32013|NV|Humboldt County|4
32015|NV|Lander County|4
32017|NV|Lincoln County|4
32019|NV|Lyon County|3
32021|NV|Mineral County|4
32023|NV|Nye County|1
32027|NV|Pershing County|4
32029|NV|Storey County|3
32031|NV|Washoe County|2
32033|NV|White Pine County|4
32510|NV|Carson City|3
33001|NH|Belknap County|1
33003|NH|Carroll County|1
33005|NH|Cheshire County|1
33007|NH|Coos County|1
33009|NH|Grafton County|1
33011|NH|Hillsborough County|1
33013|NH|Merrimack County|1
33015|NH|Rockingham County|1
33017|NH|Strafford County|1
33019|NH|Sullivan County|1
34001|NJ|Atlantic County|1
34003|NJ|Bergen County|1
34005|NJ|Burlington County|1
34007|NJ|Camden County|1
34009|NJ|Cape May County|1
34011|NJ|Cumberland County|1
34013|NJ|Essex County|1
34015|NJ|Gloucester County|1
34017|NJ|Hudson County|1
34019|NJ|Hunterdon County|1
34021|NJ|Mercer County|1
34023|NJ|Middlesex County|1
34025|NJ|Monmouth County|1
34027|NJ|Morris County|1
34029|NJ|Ocean County|1
34031|NJ|Passaic County|1
34033|NJ|Salem County|1
34035|NJ|Somerset County|1
34037|NJ|Sussex County|1
34039|NJ|Union County|1
34041|NJ|Warren County|1
35001|NM|Bernalillo County|1
35003|NM|Catron County|5
35005|NM|Chaves County|5
35006|NM|Cibola County|5
35007|NM|Colfax County|5
35009|NM|Curry County|5
35011|NM|De Baca County|5
35013|NM|Doña Ana County|3
35015|NM|Eddy County|5
35017|NM|Grant County|5
35019|NM|Guadalupe County|5
35021|NM|Harding County|5
35023|NM|Hidalgo County|5
35025|NM|Lea County|5
35027|NM|Lincoln County|5
35028|NM|Los Alamos County|5
35029|NM|Luna County|5
35031|NM|McKinley County|5
35033|NM|Mora County|5
35035|NM|Otero County|5
35037|NM|Quay County|5
35039|NM|Rio Arriba County|5
35041|NM|Roosevelt County|5
35043|NM|Sandoval County|1
35045|NM|San Juan County|2
35047|NM|San Miguel County|5
35049|NM|Santa Fe County|4
35051|NM|Sierra County|5
35053|NM|Socorro County|5
35055|NM|Taos County|5
35057|NM|Torrance County|1
35059|NM|Union County|5
35061|NM|Valencia County|1
36001|NY|Albany County|1
36003|NY|Allegany County|2
36005|NY|Bronx County|4
36007|NY|Broome County|6
36009|NY|Cattaraugus County|2
36011|NY|Cayuga County|6
36013|NY|Chautauqua County|2
36015|NY|Chemung County|6
36017|NY|Chenango County|7
36019|NY|Clinton County|7
36021|NY|Columbia County|1
36023|NY|Cortland County|6
36025|NY|Delaware County|3
36027|NY|Dutchess County|3
36029|NY|Erie County|2
36031|NY|Essex County|7
36033|NY|Franklin County|7
36035|NY|Fulton County|1
36037|NY|Genesee County|2
36039|NY|Greene County|1
36041|NY|Hamilton County|7
36043|NY|Herkimer County|7
36045|NY|Jefferson County|7
36047|NY|Kings County|4
36049|NY|Lewis County|7
36051|NY|Livingston County|5
36053|NY|Madison County|7
36055|NY|Monroe County|5
36057|NY|Montgomery County|1
36059|NY|Nassau County|8
36061|NY|New York County|4
36063|NY|Niagara County|2
36065|NY|Oneida County|7
36067|NY|Onondaga County|6
36069|NY|Ontario County|5
36071|NY|Orange County|3
36073|NY|Orleans County|2
36075|NY|Oswego County|7
36077|NY|Otsego County|7
36079|NY|Putnam County|3
36081|NY|Queens County|4
36083|NY|Rensselaer County|1
36085|NY|Richmond County|4
36087|NY|Rockland County|4
36089|NY|St. Lawrence County|7
36091|NY|Saratoga County|1
36093|NY|Schenectady County|1
36095|NY|Schoharie County|1
36097|NY|Schuyler County|6
36099|NY|Seneca County|5
36101|NY|Steuben County|6
36103|NY|Suffolk County|8
36105|NY|Sullivan County|3
36107|NY|Tioga County|6
36109|NY|Tompkins County|6
36111|NY|Ulster County|3
36113|NY|Warren County|1
36115|NY|Washington County|1
36117|NY|Wayne County|5
36119|NY|Westchester County|4
36121|NY|Wyoming County|2
36123|NY|Yates County|5
37001|NC|Alamance County|11
37003|NC|Alexander County|2
37005|NC|Alleghany County|3
37007|NC|Anson County|4
37009|NC|Ashe County|3
37011|NC|Avery County|1
37013|NC|Beaufort County|16
37015|NC|Bertie County|12
37017|NC|Bladen County|9
37019|NC|Brunswick County|15
37021|NC|Buncombe County|1
37023|NC|Burke County|2
37025|NC|Cabarrus County|4
37027|NC|Caldwell County|2
37029|NC|Camden County|12
37031|NC|Carteret County|16
37033|NC|Caswell County|11
37035|NC|Catawba County|2
37037|NC|Chatham County|11
37039|NC|Cherokee County|1
37041|NC|Chowan County|12
37043|NC|Clay County|1
37045|NC|Cleveland County|5
37047|NC|Columbus County|15
37049|NC|Craven County|16
37051|NC|Cumberland County|9
37053|NC|Currituck County|12
37055|NC|Dare County|16
37057|NC|Davidson County|6
37059|NC|Davie County|6
37061|NC|Duplin County|15
37063|NC|Durham County|11
37065|NC|Edgecombe County|14
37067|NC|Forsyth County|6
37069|NC|Franklin County|13
37071|NC|Gaston County|5
37073|NC|Gates County|12
37075|NC|Graham County|1
37077|NC|Granville County|10
37079|NC|Greene County|14
37081|NC|Guilford County|7
37083|NC|Halifax County|12
37085|NC|Harnett County|9
37087|NC|Haywood County|1
37089|NC|Henderson County|1
37091|NC|Hertford County|12
37093|NC|Hoke County|9
37095|NC|Hyde County|16
37097|NC|Iredell County|2
37099|NC|Jackson County|1
37101|NC|Johnston County|13
37103|NC|Jones County|16
37105|NC|Lee County|11
37107|NC|Lenoir County|16
37109|NC|Lincoln County|5
37111|NC|McDowell County|1
37113|NC|Macon County|1
37115|NC|Madison County|1
37117|NC|Martin County|12
37119|NC|Mecklenburg County|4
37121|NC|Mitchell County|1
37123|NC|Montgomery County|8
37125|NC|Moore County|8
37127|NC|Nash County|14
37129|NC|New Hanover County|15
37131|NC|Northampton County|12
37133|NC|Onslow County|15
37135|NC|Orange County|11
37137|NC|Pamlico County|16
37139|NC|Pasquotank County|12
37141|NC|Pender County|15
37143|NC|Perquimans County|12
37145|NC|Person County|11
37147|NC|Pitt County|14
37149|NC|Polk County|1
37151|NC|Randolph County|7
37153|NC|Richmond County|9
37155|NC|Robeson County|9
37157|NC|Rockingham County|7
37159|NC|Rowan County|4
37161|NC|Rutherford County|1
37163|NC|Sampson County|9
37165|NC|Scotland County|9
37167|NC|Stanly County|4
37169|NC|Stokes County|6
37171|NC|Surry County|6
37173|NC|Swain County|1
37175|NC|Transylvania County|1
37177|NC|Tyrrell County|16
37179|NC|Union County|4
37181|NC|Vance County|10
37183|NC|Wake County|13
37185|NC|Warren County|10
37187|NC|Washington County|16
37189|NC|Watauga County|3
37191|NC|Wayne County|14
37193|NC|Wilkes County|3
37195|NC|Wilson County|14
37197|NC|Yadkin County|6
37199|NC|Yancey County|1
38001|ND|Adams County|4
38003|ND|Barnes County|4
38005|ND|Benson County|4
38007|ND|Billings County|4
38009|ND|Bottineau County|4
38011|ND|Bowman County|4
38013|ND|Burke County|4
38015|ND|Burleigh County|1
38017|ND|Cass County|2
38019|ND|Cavalier County|4
38021|ND|Dickey County|4
38023|ND|Divide County|4
38025|ND|Dunn County|4
38027|ND|Eddy County|4
38029|ND|Emmons County|4
38031|ND|Foster County|4
38033|ND|Golden Valley County|4
38035|ND|Grand Forks County|3
38037|ND|Grant County|4
38039|ND|Griggs County|4
38041|ND|Hettinger County|4
38043|ND|Kidder County|4
38045|ND|LaMoure County|4
38047|ND|Logan County|4
38049|ND|McHenry County|4
38051|ND|McIntosh County|4
38053|ND|McKenzie County|4
38055|ND|McLean County|4
38057|ND|Mercer County|4
38059|ND|Morton County|1
38061|ND|Mountrail County|4
38063|ND|Nelson County|4
38065|ND|Oliver County|4
38067|ND|Pembina County|4
38069|ND|Pierce County|4
38071|ND|Ramsey County|4
38073|ND|Ransom County|4
38075|ND|Renville County|4
38077|ND|Richland County|4
38079|ND|Rolette County|4
38081|ND|Sargent County|4
38083|ND|Sheridan County|4
38085|ND|Sioux County|4
38087|ND|Slope County|4
38089|ND|Stark County|4
38091|ND|Steele County|4
38093|ND|Stutsman County|4
38095|ND|Towner County|4
38097|ND|Traill County|4
38099|ND|Walsh County|4
38101|ND|Ward County|4
38103|ND|Wells County|4
38105|ND|Williams County|4
39001|OH|Adams County|5
39003|OH|Allen County|2
39005|OH|Ashland County|12
39007|OH|Ashtabula County|11
39009|OH|Athens County|17
39011|OH|Auglaize County|2
39013|OH|Belmont County|16
39015|OH|Brown County|5
39017|OH|Butler County|4
39019|OH|Carroll County|15
39021|OH|Champaign County|3
39023|OH|Clark County|3
39025|OH|Clermont County|5
39027|OH|Clinton County|5
39029|OH|Columbiana County|13
39031|OH|Coshocton County|16
39033|OH|Crawford County|7
39035|OH|Cuyahoga County|11
39037|OH|Darke County|3
39039|OH|Defiance County|1
39041|OH|Delaware County|9
39043|OH|Erie County|6
39045|OH|Fairfield County|9
39047|OH|Fayette County|9
39049|OH|Franklin County|9
39051|OH|Fulton County|1
39053|OH|Gallia County|10
39055|OH|Geauga County|11
39057|OH|Greene County|3
39059|OH|Guernsey County|16
39061|OH|Hamilton County|4
39063|OH|Hancock County|2
39065|OH|Hardin County|2
39067|OH|Harrison County|16
39069|OH|Henry County|1
39071|OH|Highland County|5
39073|OH|Hocking County|17
39075|OH|Holmes County|14
39077|OH|Huron County|6
39079|OH|Jackson County|10
39081|OH|Jefferson County|16
39083|OH|Knox County|9
39085|OH|Lake County|11
39087|OH|Lawrence County|10
39089|OH|Licking County|9
39091|OH|Logan County|9
39093|OH|Lorain County|11
39095|OH|Lucas County|1
39097|OH|Madison County|9
39099|OH|Mahoning County|13
39101|OH|Marion County|8
39103|OH|Medina County|12
39105|OH|Meigs County|17
39107|OH|Mercer County|2
39109|OH|Miami County|3
39111|OH|Monroe County|16
39113|OH|Montgomery County|3
39115|OH|Morgan County|16
39117|OH|Morrow County|8
39119|OH|Muskingum County|16
39121|OH|Noble County|16
39123|OH|Ottawa County|6
39125|OH|Paulding County|2
39127|OH|Perry County|16
39129|OH|Pickaway County|9
39131|OH|Pike County|10
39133|OH|Portage County|12
39135|OH|Preble County|3
39137|OH|Putnam County|2
39139|OH|Richland County|7
39141|OH|Ross County|10
39143|OH|Sandusky County|6
39145|OH|Scioto County|10
39147|OH|Seneca County|6
39149|OH|Shelby County|3
39151|OH|Stark County|15
39153|OH|Summit County|12
39155|OH|Trumbull County|13
39157|OH|Tuscarawas County|16
39159|OH|Union County|9
39161|OH|Van Wert County|2
39163|OH|Vinton County|10
39165|OH|Warren County|4
39167|OH|Washington County|17
39169|OH|Wayne County|14
39171|OH|Williams County|1
39173|OH|Wood County|1
39175|OH|Wyandot County|6
40001|OK|Adair County|5
40003|OK|Alfalfa County|5
40005|OK|Atoka County|5
40007|OK|Beaver County|5
40009|OK|Beckham County|5
40011|OK|Blaine County|5
40013|OK|Bryan County|5
40015|OK|Caddo County|5
40017|OK|Canadian County|3
40019|OK|Carter County|5
40021|OK|Cherokee County|5
40023|OK|Choctaw County|5
40025|OK|Cimarron County|5
40027|OK|Cleveland County|3
40029|OK|Coal County|5
40031|OK|Comanche County|2
40033|OK|Cotton County|5
40035|OK|Craig County|5
40037|OK|Creek County|4
40039|OK|Custer County|5
40041|OK|Delaware County|5
40043|OK|Dewey County|5
40045|OK|Ellis County|5
40047|OK|Garfield County|5
40049|OK|Garvin County|5
40051|OK|Grady County|3
40053|OK|Grant County|5
40055|OK|Greer County|5
40057|OK|Harmon County|5
40059|OK|Harper County|5
40061|OK|Haskell County|5
40063|OK|Hughes County|5
40065|OK|Jackson County|5
40067|OK|Jefferson County|5
40069|OK|Johnston County|5
40071|OK|Kay County|5
40073|OK|Kingfisher County|5
40075|OK|Kiowa County|5
40077|OK|Latimer County|5
40079|OK|Le Flore County|1
40081|OK|Lincoln County|3
40083|OK|Logan County|3
40085|OK|Love County|5
40087|OK|McClain County|3
40089|OK|McCurtain County|5
40091|OK|McIntosh County|5
40093|OK|Major County|5
40095|OK|Marshall County|5
40097|OK|Mayes County|5
40099|OK|Murray County|5
40101|OK|Muskogee County|5
40103|OK|Noble County|5
40105|OK|Nowata County|5
40107|OK|Okfuskee County|5
40109|OK|Oklahoma County|3
40111|OK|Okmulgee County|4
40113|OK|Osage County|4
40115|OK|Ottawa County|5
40117|OK|Pawnee County|4
40119|OK|Payne County|5
40121|OK|Pittsburg County|5
40123|OK|Pontotoc County|5
40125|OK|Pottawatomie County|5
40127|OK|Pushmataha County|5
40129|OK|Roger Mills County|5
40131|OK|Rogers County|4
40133|OK|Seminole County|5
40135|OK|Sequoyah County|1
40137|OK|Stephens County|5
40139|OK|Texas County|5
40141|OK|Tillman County|5
40143|OK|Tulsa County|4
40145|OK|Wagoner County|4
40147|OK|Washington County|5
40149|OK|Washita County|5
40151|OK|Woods County|5
40153|OK|Woodward County|5
41001|OR|Baker County|6
41003|OR|Benton County|2
41005|OR|Clackamas County|1
41007|OR|Clatsop County|5
41009|OR|Columbia County|5
41011|OR|Coos County|5
41013|OR|Crook County|6
41015|OR|Curry County|5
41017|OR|Deschutes County|4
41019|OR|Douglas County|7
41021|OR|Gilliam County|6
41023|OR|Grant County|6
41025|OR|Harney County|6
41027|OR|Hood River County|6
41029|OR|Jackson County|7
41031|OR|Jefferson County|6
41033|OR|Josephine County|7
41035|OR|Klamath County|4
41037|OR|Lake County|4
41039|OR|Lane County|2
41041|OR|Lincoln County|5
41043|OR|Linn County|2
41045|OR|Malheur County|6
41047|OR|Marion County|3
41049|OR|Morrow County|6
41051|OR|Multnomah County|1
41053|OR|Polk County|3
41055|OR|Sherman County|6
41057|OR|Tillamook County|5
41059|OR|Umatilla County|6
41061|OR|Union County|6
41063|OR|Wallowa County|6
41065|OR|Wasco County|6
41067|OR|Washington County|1
41069|OR|Wheeler County|6
41071|OR|Yamhill County|1
42001|PA|Adams County|7
42003|PA|Allegheny County|4
42005|PA|Armstrong County|4
42007|PA|Beaver County|4
42009|PA|Bedford County|5
42011|PA|Berks County|7
42013|PA|Blair County|5
42015|PA|Bradford County|3
42017|PA|Bucks County|8
42019|PA|Butler County|4
42021|PA|Cambria County|5
42023|PA|Cameron County|2
42025|PA|Carbon County|3
42027|PA|Centre County|6
42029|PA|Chester County|8
42031|PA|Clarion County|1
42033|PA|Clearfield County|5
42035|PA|Clinton County|3
42037|PA|Columbia County|6
42039|PA|Crawford County|1
42041|PA|Cumberland County|9
42043|PA|Dauphin County|9
42045|PA|Delaware County|8
42047|PA|Elk County|2
42049|PA|Erie County|1
42051|PA|Fayette County|4
42053|PA|Forest County|1
42055|PA|Franklin County|9
42057|PA|Fulton County|9
42059|PA|Greene County|4
42061|PA|Huntingdon County|5
42063|PA|Indiana County|4
42065|PA|Jefferson County|5
42067|PA|Juniata County|9
42069|PA|Lackawanna County|3
42071|PA|Lancaster County|7
42073|PA|Lawrence County|4
42075|PA|Lebanon County|9
42077|PA|Lehigh County|6
42079|PA|Luzerne County|3
42081|PA|Lycoming County|3
42083|PA|McKean County|1
42085|PA|Mercer County|1
42087|PA|Mifflin County|6
42089|PA|Monroe County|3
42091|PA|Montgomery County|8
42093|PA|Montour County|6
42095|PA|Northampton County|6
42097|PA|Northumberland County|6
42099|PA|Perry County|9
42101|PA|Philadelphia County|8
42103|PA|Pike County|3
42105|PA|Potter County|2
42107|PA|Schuylkill County|6
42109|PA|Snyder County|6
42111|PA|Somerset County|5
42113|PA|Sullivan County|3
42115|PA|Susquehanna County|3
42117|PA|Tioga County|3
42119|PA|Union County|6
42121|PA|Venango County|1
42123|PA|Warren County|1
42125|PA|Washington County|4
42127|PA|Wayne County|3
42129|PA|Westmoreland County|4
42131|PA|Wyoming County|3
42133|PA|York County|7
44001|RI|Bristol County|1
44003|RI|Kent County|1
44005|RI|Newport County|1
44007|RI|Providence County|1
44009|RI|Washington County|1
45001|SC|Abbeville County|1
45003|SC|Aiken County|2
45005|SC|Allendale County|3
45007|SC|Anderson County|4
45009|SC|Bamberg County|5
45011|SC|Barnwell County|6
45013|SC|Beaufort County|7
45015|SC|Berkeley County|8
45017|SC|Calhoun County|9
45019|SC|Charleston County|10
45021|SC|Cherokee County|11
45023|SC|Chester County|12
45025|SC|Chesterfield County|13
45027|SC|Clarendon County|14
45029|SC|Colleton County|15
45031|SC|Darlington County|16
45033|SC|Dillon County|17
45035|SC|Dorchester County|18
45037|SC|Edgefield County|19
45039|SC|Fairfield County|20
45041|SC|Florence County|21
45043|SC|Georgetown County|22
45045|SC|Greenville County|23
45047|SC|Greenwood County|24
45049|SC|Hampton County|25
45051|SC|Horry County|26
45053|SC|Jasper County|27
45055|SC|Kershaw County|28
45057|SC|Lancaster County|29
45059|SC|Laurens County|30
45061|SC|Lee County|31
45063|SC|Lexington County|32
45065|SC|McCormick County|33
45067|SC|Marion County|34
45069|SC|Marlboro County|35
45071|SC|Newberry County|36
45073|SC|Oconee County|37
45075|SC|Orangeburg County|38
45077|SC|Pickens County|39
45079|SC|Richland County|40
45081|SC|Saluda County|41
45083|SC|Spartanburg County|42
45085|SC|Sumter County|43
45087|SC|Union County|44
45089|SC|Williamsburg County|45
45091|SC|York County|46
46003|SD|Aurora County|4
46005|SD|Beadle County|3
46007|SD|Bennett County|1
46009|SD|Bon Homme County|4
46011|SD|Brookings County|3
46013|SD|Brown County|3
46015|SD|Brule County|4
46017|SD|Buffalo County|4
46019|SD|Butte County|1
46021|SD|Campbell County|3
46023|SD|Charles Mix County|4
46025|SD|Clark County|3
46027|SD|Clay County|2
46029|SD|Codington County|3
46031|SD|Corson County|1
46033|SD|Custer County|1
46035|SD|Davison County|4
46037|SD|Day County|3
46039|SD|Deuel County|3
46041|SD|Dewey County|1
46043|SD|Douglas County|4
46045|SD|Edmunds County|3
46047|SD|Fall River County|1
46049|SD|Faulk County|3
46051|SD|Grant County|3
46053|SD|Gregory County|1
46055|SD|Haakon County|1
46057|SD|Hamlin County|3
46059|SD|Hand County|4
46061|SD|Hanson County|4
46063|SD|Harding County|1
46065|SD|Hughes County|4
46067|SD|Hutchinson County|4
46069|SD|Hyde County|4
46071|SD|Jackson County|1
46073|SD|Jerauld County|4
46075|SD|Jones County|1
46077|SD|Kingsbury County|3
46079|SD|Lake County|2
46081|SD|Lawrence County|1
46083|SD|Lincoln County|2
46085|SD|Lyman County|1
46087|SD|McCook County|2
46089|SD|McPherson County|3
46091|SD|Marshall County|3
46093|SD|Meade County|1
46095|SD|Mellette County|1
46097|SD|Miner County|4
46099|SD|Minnehaha County|2
46101|SD|Moody County|2
46102|SD|Oglala Lakota County|1
46103|SD|Pennington County|1
46105|SD|Perkins County|1
46107|SD|Potter County|3
46109|SD|Roberts County|3
46111|SD|Sanborn County|4
46115|SD|Spink County|3
46117|SD|Stanley County|1
46119|SD|Sully County|4
46121|SD|Todd County|1
46123|SD|Tripp County|1
46125|SD|Turner County|2
46127|SD|Union County|2
46129|SD|Walworth County|3
46135|SD|Yankton County|4
46137|SD|Ziebach County|1
47001|TN|Anderson County|2
47003|TN|Bedford County|8
47005|TN|Benton County|5
47007|TN|Bledsoe County|3
47009|TN|Blount County|2
47011|TN|Bradley County|3
47013|TN|Campbell County|2
47015|TN|Cannon County|7
47017|TN|Carroll County|5
47019|TN|Carter County|1
47021|TN|Cheatham County|4
47023|TN|Chester County|5
47025|TN|Claiborne County|2
47027|TN|Clay County|7
47029|TN|Cocke County|2
47031|TN|Coffee County|8
47033|TN|Crockett County|5
47035|TN|Cumberland County|7
47037|TN|Davidson County|4
47039|TN|Decatur County|5
47041|TN|DeKalb County|7
47043|TN|Dickson County|8
47045|TN|Dyer County|5
47047|TN|Fayette County|6
47049|TN|Fentress County|7
47051|TN|Franklin County|3
47053|TN|Gibson County|5
47055|TN|Giles County|8
47057|TN|Grainger County|2
47059|TN|Greene County|1
47061|TN|Grundy County|3
47063|TN|Hamblen County|2
47065|TN|Hamilton County|3
47067|TN|Hancock County|1
47069|TN|Hardeman County|5
47071|TN|Hardin County|5
47073|TN|Hawkins County|1
47075|TN|Haywood County|6
47077|TN|Henderson County|5
47079|TN|Henry County|5
47081|TN|Hickman County|8
47083|TN|Houston County|8
47085|TN|Humphreys County|8
47087|TN|Jackson County|7
47089|TN|Jefferson County|2
47091|TN|Johnson County|1
47093|TN|Knox County|2
47095|TN|Lake County|5
47097|TN|Lauderdale County|6
47099|TN|Lawrence County|8
47101|TN|Lewis County|8
47103|TN|Lincoln County|8
47105|TN|Loudon County|2
47107|TN|McMinn County|3
47109|TN|McNairy County|5
47111|TN|Macon County|7
47113|TN|Madison County|5
47115|TN|Marion County|3
47117|TN|Marshall County|8
47119|TN|Maury County|8
47121|TN|Meigs County|3
47123|TN|Monroe County|2
47125|TN|Montgomery County|4
47127|TN|Moore County|8
47129|TN|Morgan County|2
47131|TN|Obion County|5
47133|TN|Overton County|7
47135|TN|Perry County|8
47137|TN|Pickett County|7
47139|TN|Polk County|3
47141|TN|Putnam County|7
47143|TN|Rhea County|3
47145|TN|Roane County|2
47147|TN|Robertson County|4
47149|TN|Rutherford County|4
47151|TN|Scott County|2
47153|TN|Sequatchie County|3
47155|TN|Sevier County|2
47157|TN|Shelby County|6
47159|TN|Smith County|7
47161|TN|Stewart County|8
47163|TN|Sullivan County|1
47165|TN|Sumner County|4
47167|TN|Tipton County|6
47169|TN|Trousdale County|4
47171|TN|Unicoi County|1
47173|TN|Union County|2
47175|TN|Van Buren County|7
47177|TN|Warren County|7
47179|TN|Washington County|1
47181|TN|Wayne County|8
47183|TN|Weakley County|5
47185|TN|White County|7
47187|TN|Williamson County|4
47189|TN|Wilson County|4
48001|TX|Anderson County|21
48003|TX|Andrews County|16
48005|TX|Angelina County|4
48007|TX|Aransas County|7
48009|TX|Archer County|24
48011|TX|Armstrong County|2
48013|TX|Atascosa County|18
48015|TX|Austin County|26
48017|TX|Bailey County|14
48019|TX|Bandera County|18
48021|TX|Bastrop County|3
48023|TX|Baylor County|24
48025|TX|Bee County|7
48027|TX|Bell County|11
48029|TX|Bexar County|18
48031|TX|Blanco County|3
48033|TX|Borden County|16
48035|TX|Bosque County|23
48037|TX|Bowie County|20
48039|TX|Brazoria County|26
48041|TX|Brazos County|6
48043|TX|Brewster County|9
48045|TX|Briscoe County|2
48047|TX|Brooks County|15
48049|TX|Brown County|1
48051|TX|Burleson County|6
48053|TX|Burnet County|3
48055|TX|Caldwell County|3
48057|TX|Calhoun County|22
48059|TX|Callahan County|1
48061|TX|Cameron County|5
48063|TX|Camp County|20
48065|TX|Carson County|2
48067|TX|Cass County|20
48069|TX|Castro County|2
48071|TX|Chambers County|27
48073|TX|Cherokee County|21
48075|TX|Childress County|2
48077|TX|Clay County|24
48079|TX|Cochran County|14
48081|TX|Coke County|17
48083|TX|Coleman County|1
48085|TX|Collin County|8
48087|TX|Collingsworth County|2
48089|TX|Colorado County|26
48091|TX|Comal County|18
48093|TX|Comanche County|1
48095|TX|Concho County|17
48097|TX|Cooke County|19
48099|TX|Coryell County|11
48101|TX|Cottle County|24
48103|TX|Crane County|16
48105|TX|Crockett County|17
48107|TX|Crosby County|14
48109|TX|Culberson County|9
48111|TX|Dallam County|2
48113|TX|Dallas County|8
48115|TX|Dawson County|16
48117|TX|Deaf Smith County|2
48119|TX|Delta County|20
48121|TX|Denton County|25
48123|TX|DeWitt County|22
48125|TX|Dickens County|14
48127|TX|Dimmit County|18
48129|TX|Donley County|2
48131|TX|Duval County|12
48133|TX|Eastland County|1
48135|TX|Ector County|16
48137|TX|Edwards County|18
48139|TX|Ellis County|8
48141|TX|El Paso County|9
48143|TX|Erath County|25
48145|TX|Falls County|23
48147|TX|Fannin County|19
48149|TX|Fayette County|3
48151|TX|Fisher County|1
48153|TX|Floyd County|14
48155|TX|Foard County|24
48157|TX|Fort Bend County|26
48159|TX|Franklin County|20
48161|TX|Freestone County|23
48163|TX|Frio County|18
48165|TX|Gaines County|16
48167|TX|Galveston County|10
48169|TX|Garza County|14
48171|TX|Gillespie County|18
48173|TX|Glasscock County|16
48175|TX|Goliad County|22
48177|TX|Gonzales County|18
48179|TX|Gray County|2
48181|TX|Grayson County|19
48183|TX|Gregg County|13
48185|TX|Grimes County|6
48187|TX|Guadalupe County|18
48189|TX|Hale County|14
48191|TX|Hall County|2
48193|TX|Hamilton County|11
48195|TX|Hansford County|2
48197|TX|Hardeman County|24
48199|TX|Hardin County|4
48201|TX|Harris County|10
48203|TX|Harrison County|13
48205|TX|Hartley County|2
48207|TX|Haskell County|1
48209|TX|Hays County|3
48211|TX|Hemphill County|2
48213|TX|Henderson County|21
48215|TX|Hidalgo County|15
48217|TX|Hill County|23
48219|TX|Hockley County|14
48221|TX|Hood County|25
48223|TX|Hopkins County|20
48225|TX|Houston County|4
48227|TX|Howard County|16
48229|TX|Hudspeth County|9
48231|TX|Hunt County|8
48233|TX|Hutchinson County|2
48235|TX|Irion County|17
48237|TX|Jack County|24
48239|TX|Jackson County|22
48241|TX|Jasper County|4
48243|TX|Jeff Davis County|9
48245|TX|Jefferson County|4
48247|TX|Jim Hogg County|12
48249|TX|Jim Wells County|7
48251|TX|Johnson County|25
48253|TX|Jones County|1
48255|TX|Karnes County|22
48257|TX|Kaufman County|8
48259|TX|Kendall County|18
48261|TX|Kenedy County|5
48263|TX|Kent County|1
48265|TX|Kerr County|18
48267|TX|Kimble County|17
48269|TX|King County|14
48271|TX|Kinney County|18
48273|TX|Kleberg County|7
48275|TX|Knox County|24
48277|TX|Lamar County|20
48279|TX|Lamb County|14
48281|TX|Lampasas County|11
48283|TX|La Salle County|18
48285|TX|Lavaca County|22
48287|TX|Lee County|3
48289|TX|Leon County|6
48291|TX|Liberty County|27
48293|TX|Limestone County|23
48295|TX|Lipscomb County|2
48297|TX|Live Oak County|7
48299|TX|Llano County|3
48301|TX|Loving County|16
48303|TX|Lubbock County|14
48305|TX|Lynn County|14
48307|TX|McCulloch County|17
48309|TX|McLennan County|23
48311|TX|McMullen County|12
48313|TX|Madison County|6
48315|TX|Marion County|13
48317|TX|Martin County|16
48319|TX|Mason County|17
48321|TX|Matagorda County|26
48323|TX|Maverick County|18
48325|TX|Medina County|18
48327|TX|Menard County|17
48329|TX|Midland County|16
48331|TX|Milam County|6
48333|TX|Mills County|11
48335|TX|Mitchell County|1
48337|TX|Montague County|24
48339|TX|Montgomery County|27
48341|TX|Moore County|2
48343|TX|Morris County|20
48345|TX|Motley County|14
48347|TX|Nacogdoches County|4
48349|TX|Navarro County|8
48351|TX|Newton County|4
48353|TX|Nolan County|1
48355|TX|Nueces County|7
48357|TX|Ochiltree County|2
48359|TX|Oldham County|2
48361|TX|Orange County|4
48363|TX|Palo Pinto County|25
48365|TX|Panola County|13
48367|TX|Parker County|25
48369|TX|Parmer County|2
48371|TX|Pecos County|16
48373|TX|Polk County|4
48375|TX|Potter County|2
48377|TX|Presidio County|9
48379|TX|Rains County|21
48381|TX|Randall County|2
48383|TX|Reagan County|17
48385|TX|Real County|18
48387|TX|Red River County|20
48389|TX|Reeves County|16
48391|TX|Refugio County|7
48393|TX|Roberts County|2
48395|TX|Robertson County|6
48397|TX|Rockwall County|8
48399|TX|Runnels County|1
48401|TX|Rusk County|13
48403|TX|Sabine County|4
48405|TX|San Augustine County|4
48407|TX|San Jacinto County|4
48409|TX|San Patricio County|7
48411|TX|San Saba County|11
48413|TX|Schleicher County|17
48415|TX|Scurry County|1
48417|TX|Shackelford County|1
48419|TX|Shelby County|4
48421|TX|Sherman County|2
48423|TX|Smith County|21
48425|TX|Somervell County|25
48427|TX|Starr County|15
48429|TX|Stephens County|1
48431|TX|Sterling County|17
48433|TX|Stonewall County|1
48435|TX|Sutton County|17
48437|TX|Swisher County|2
48439|TX|Tarrant County|25
48441|TX|Taylor County|1
48443|TX|Terrell County|16
48445|TX|Terry County|14
48447|TX|Throckmorton County|1
48449|TX|Titus County|20
48451|TX|Tom Green County|17
48453|TX|Travis County|3
48455|TX|Trinity County|4
48457|TX|Tyler County|4
48459|TX|Upshur County|13
48461|TX|Upton County|16
48463|TX|Uvalde County|18
48465|TX|Val Verde County|18
48467|TX|Van Zandt County|21
48469|TX|Victoria County|22
48471|TX|Walker County|27
48473|TX|Waller County|26
48475|TX|Ward County|16
48477|TX|Washington County|6
48479|TX|Webb County|12
48481|TX|Wharton County|26
48483|TX|Wheeler County|2
48485|TX|Wichita County|24
48487|TX|Wilbarger County|24
48489|TX|Willacy County|5
48491|TX|Williamson County|3
48493|TX|Wilson County|18
48495|TX|Winkler County|16
48497|TX|Wise County|25
48499|TX|Wood County|21
48501|TX|Yoakum County|14
48503|TX|Young County|24
48505|TX|Zapata County|12
48507|TX|Zavala County|18
49001|UT|Beaver County|6
49003|UT|Box Elder County|2
49005|UT|Cache County|1
49007|UT|Carbon County|6
49009|UT|Daggett County|6
49011|UT|Davis County|3
49013|UT|Duchesne County|6
49015|UT|Emery County|6
49017|UT|Garfield County|6
49019|UT|Grand County|6
49021|UT|Iron County|5
49023|UT|Juab County|6
49025|UT|Kane County|6
49027|UT|Millard County|6
49029|UT|Morgan County|2
49031|UT|Piute County|6
49033|UT|Rich County|1
49035|UT|Salt Lake County|3
49037|UT|San Juan County|6
49039|UT|Sanpete County|6
49041|UT|Sevier County|6
49043|UT|Summit County|3
49045|UT|Tooele County|3
49047|UT|Uintah County|6
49049|UT|Utah County|4
49051|UT|Wasatch County|3
49053|UT|Washington County|5
49055|UT|Wayne County|6
49057|UT|Weber County|2
50001|VT|Addison County|1
50003|VT|Bennington County|1
50005|VT|Caledonia County|1
50007|VT|Chittenden County|1
50009|VT|Essex County|1
50011|VT|Franklin County|1
50013|VT|Grand Isle County|1
50015|VT|Lamoille County|1
50017|VT|Orange County|1
50019|VT|Orleans County|1
50021|VT|Rutland County|1
50023|VT|Washington County|1
50025|VT|Windham County|1
50027|VT|Windsor County|1
51001|VA|Accomack County|12
51003|VA|Albemarle County|2
51005|VA|Alleghany County|12
51007|VA|Amelia County|7
51009|VA|Amherst County|6
51011|VA|Appomattox County|6
51013|VA|Arlington County|10
51015|VA|Augusta County|12
51017|VA|Bath County|12
51019|VA|Bedford County|6
51021|VA|Bland County|12
51023|VA|Botetourt County|8
51025|VA|Brunswick County|12
51027|VA|Buchanan County|12
51029|VA|Buckingham County|12
51031|VA|Campbell County|6
51033|VA|Caroline County|7
51035|VA|Carroll County|12
51036|VA|Charles City County|7
51037|VA|Charlotte County|12
51041|VA|Chesterfield County|7
51043|VA|Clarke County|10
51045|VA|Craig County|8
51047|VA|Culpeper County|12
51049|VA|Cumberland County|7
51051|VA|Dickenson County|12
51053|VA|Dinwiddie County|7
51057|VA|Essex County|12
51059|VA|Fairfax County|10
51061|VA|Fauquier County|10
51063|VA|Floyd County|12
51065|VA|Fluvanna County|2
51067|VA|Franklin County|8
51069|VA|Frederick County|11
51071|VA|Giles County|1
51073|VA|Gloucester County|9
51075|VA|Goochland County|7
51077|VA|Grayson County|12
51079|VA|Greene County|2
51081|VA|Greensville County|12
51083|VA|Halifax County|12
51085|VA|Hanover County|7
51087|VA|Henrico County|7
51089|VA|Henry County|12
51091|VA|Highland County|12
51093|VA|Isle of Wight County|9
51095|VA|James City County|9
51097|VA|King and Queen County|7
51099|VA|King George County|12
51101|VA|King William County|7
51103|VA|Lancaster County|12
51105|VA|Lee County|12
51107|VA|Loudoun County|10
51109|VA|Louisa County|7
51111|VA|Lunenburg County|12
51113|VA|Madison County|12
51115|VA|Mathews County|9
51117|VA|Mecklenburg County|12
51119|VA|Middlesex County|12
51121|VA|Montgomery County|1
51125|VA|Nelson County|2
51127|VA|New Kent County|7
51131|VA|Northampton County|12
51133|VA|Northumberland County|12
51135|VA|Nottoway County|12
51137|VA|Orange County|12
51139|VA|Page County|12
51141|VA|Patrick County|12
51143|VA|Pittsylvania County|3
51145|VA|Powhatan County|7
51147|VA|Prince Edward County|12
51149|VA|Prince George County|7
51153|VA|Prince William County|10
51155|VA|Pulaski County|1
51157|VA|Rappahannock County|12
51159|VA|Richmond County|12
51161|VA|Roanoke County|8
51163|VA|Rockbridge County|12
51165|VA|Rockingham County|4
51167|VA|Russell County|12
51169|VA|Scott County|5
51171|VA|Shenandoah County|12
51173|VA|Smyth County|12
51175|VA|Southampton County|12
51177|VA|Spotsylvania County|10
51179|VA|Stafford County|10
51181|VA|Surry County|9
51183|VA|Sussex County|7
51185|VA|Tazewell County|12
51187|VA|Warren County|10
51191|VA|Washington County|5
51193|VA|Westmoreland County|12
51195|VA|Wise County|12
51197|VA|Wythe County|12
51199|VA|York County|9
51510|VA|Alexandria city|10
51520|VA|Bristol city|5
51530|VA|Buena Vista city|12
51540|VA|Charlottesville city|2
51550|VA|Chesapeake city|9
51570|VA|Colonial Heights city|7
51580|VA|Covington city|12
51590|VA|Danville city|3
51595|VA|Emporia city|12
51600|VA|Fairfax city|10
51610|VA|Falls Church city|10
51620|VA|Franklin city|12
51630|VA|Fredericksburg city|10
51640|VA|Galax city|12
51650|VA|Hampton city|9
51660|VA|Harrisonburg city|4
51670|VA|Hopewell city|7
51678|VA|Lexington city|12
51680|VA|Lynchburg city|6
51683|VA|Manassas city|10
51685|VA|Manassas Park city|10
51690|VA|Martinsville city|12
51700|VA|Newport News city|9
51710|VA|Norfolk city|9
51720|VA|Norton city|12
51730|VA|Petersburg city|7
51735|VA|Poquoson city|9
51740|VA|Portsmouth city|9
51750|VA|Radford city|1
51760|VA|Richmond city|7
51770|VA|Roanoke city|8
51775|VA|Salem city|8
51790|VA|Staunton city|12
51800|VA|Suffolk city|9
51810|VA|Virginia Beach city|9
51820|VA|Waynesboro city|12
51830|VA|Williamsburg city|9
51840|VA|Winchester city|11
53001|WA|Adams County|5
53003|WA|Asotin County|5
53005|WA|Benton County|5
53007|WA|Chelan County|5
53009|WA|Clallam County|2
53011|WA|Clark County|3
53013|WA|Columbia County|5
53015|WA|Cowlitz County|2
53017|WA|Douglas County|5
53019|WA|Ferry County|4
53021|WA|Franklin County|5
53023|WA|Garfield County|5
53025|WA|Grant County|5
53027|WA|Grays Harbor County|2
53029|WA|Island County|2
53031|WA|Jefferson County|2
53033|WA|King County|1
53035|WA|Kitsap County|2
53037|WA|Kittitas County|5
53039|WA|Klickitat County|3
53041|WA|Lewis County|2
53043|WA|Lincoln County|4
53045|WA|Mason County|2
53047|WA|Okanogan County|5
53049|WA|Pacific County|2
53051|WA|Pend Oreille County|4
53053|WA|Pierce County|2
53055|WA|San Juan County|2
53057|WA|Skagit County|2
53059|WA|Skamania County|3
53061|WA|Snohomish County|2
53063|WA|Spokane County|4
53065|WA|Stevens County|4
53067|WA|Thurston County|2
53069|WA|Wahkiakum County|2
53071|WA|Walla Walla County|5
53073|WA|Whatcom County|2
53075|WA|Whitman County|5
53077|WA|Yakima County|5
54001|WV|Barbour County|9
54003|WV|Berkeley County|6
54005|WV|Boone County|3
54007|WV|Braxton County|1
54009|WV|Brooke County|11
54011|WV|Cabell County|5
54013|WV|Calhoun County|1
54015|WV|Clay County|1
54017|WV|Doddridge County|8
54019|WV|Fayette County|1
54021|WV|Gilmer County|8
54023|WV|Grant County|7
54025|WV|Greenbrier County|1
54027|WV|Hampshire County|7
54029|WV|Hancock County|11
54031|WV|Hardy County|7
54033|WV|Harrison County|9
54035|WV|Jackson County|10
54037|WV|Jefferson County|6
54039|WV|Kanawha County|2
54041|WV|Lewis County|8
54043|WV|Lincoln County|3
54045|WV|Logan County|3
54047|WV|McDowell County|3
54049|WV|Marion County|8
54051|WV|Marshall County|11
54053|WV|Mason County|5
54055|WV|Mercer County|4
54057|WV|Mineral County|7
54059|WV|Mingo County|3
54061|WV|Monongalia County|8
54063|WV|Monroe County|4
54065|WV|Morgan County|7
54067|WV|Nicholas County|1
54069|WV|Ohio County|11
54071|WV|Pendleton County|7
54073|WV|Pleasants County|10
54075|WV|Pocahontas County|9
54077|WV|Preston County|9
54079|WV|Putnam County|5
54081|WV|Raleigh County|4
54083|WV|Randolph County|9
54085|WV|Ritchie County|10
54087|WV|Roane County|1
54089|WV|Summers County|4
54091|WV|Taylor County|9
54093|WV|Tucker County|9
54095|WV|Tyler County|10
54097|WV|Upshur County|9
54099|WV|Wayne County|5
54101|WV|Webster County|9
54103|WV|Wetzel County|8
54105|WV|Wirt County|10
54107|WV|Wood County|10
54109|WV|Wyoming County|3
55001|WI|Adams County|15
55003|WI|Ashland County|5
55005|WI|Barron County|8
55007|WI|Bayfield County|5
55009|WI|Brown County|16
55011|WI|Buffalo County|6
55013|WI|Burnett County|5
55015|WI|Calumet County|11
55017|WI|Chippewa County|4
55019|WI|Clark County|8
55021|WI|Columbia County|14
55023|WI|Crawford County|7
55025|WI|Dane County|2
55027|WI|Dodge County|11
55029|WI|Door County|16
55031|WI|Douglas County|5
55033|WI|Dunn County|4
55035|WI|Eau Claire County|4
55037|WI|Florence County|13
55039|WI|Fond du Lac County|11
55041|WI|Forest County|13
55043|WI|Grant County|7
55045|WI|Green County|14
55047|WI|Green Lake County|15
55049|WI|Iowa County|7
55051|WI|Iron County|13
55053|WI|Jackson County|6
55055|WI|Jefferson County|14
55057|WI|Juneau County|15
55059|WI|Kenosha County|9
55061|WI|Kewaunee County|16
55063|WI|La Crosse County|6
55065|WI|Lafayette County|7
55067|WI|Langlade County|13
55069|WI|Lincoln County|10
55071|WI|Manitowoc County|16
55073|WI|Marathon County|10
55075|WI|Marinette County|16
55077|WI|Marquette County|15
55078|WI|Menominee County|16
55079|WI|Milwaukee County|1
55081|WI|Monroe County|6
55083|WI|Oconto County|16
55085|WI|Oneida County|13
55087|WI|Outagamie County|11
55089|WI|Ozaukee County|12
55091|WI|Pepin County|4
55093|WI|Pierce County|3
55095|WI|Polk County|3
55097|WI|Portage County|10
55099|WI|Price County|8
55101|WI|Racine County|9
55103|WI|Richland County|15
55105|WI|Rock County|14
55107|WI|Rusk County|8
55109|WI|St. Croix County|3
55111|WI|Sauk County|15
55113|WI|Sawyer County|5
55115|WI|Shawano County|16
55117|WI|Sheboygan County|11
55119|WI|Taylor County|8
55121|WI|Trempealeau County|6
55123|WI|Vernon County|7
55125|WI|Vilas County|13
55127|WI|Walworth County|14
55129|WI|Washburn County|5
55131|WI|Washington County|12
55133|WI|Waukesha County|12
55135|WI|Waupaca County|11
55137|WI|Waushara County|11
55139|WI|Winnebago County|11
55141|WI|Wood County|10
56001|WY|Albany County|3
56003|WY|Big Horn County|3
56005|WY|Campbell County|3
56007|WY|Carbon County|3
56009|WY|Converse County|3
56011|WY|Crook County|3
56013|WY|Fremont County|3
56015|WY|Goshen County|3
56017|WY|Hot Springs County|3
56019|WY|Johnson County|3
56021|WY|Laramie County|2
56023|WY|Lincoln County|3
56025|WY|Natrona County|1
56027|WY|Niobrara County|3
56029|WY|Park County|3
56031|WY|Platte County|3
56033|WY|Sheridan County|3
56035|WY|Sublette County|3
56037|WY|Sweetwater County|3
56039|WY|Teton County|3
56041|WY|Uinta County|3
56043|WY|Washakie County|3
56045|WY|Weston County|3
72001|PR|Adjuntas Municipio|1
72003|PR|Aguada Municipio|1
72005|PR|Aguadilla Municipio|1
72007|PR|Aguas Buenas Municipio|1
72009|PR|Aibonito Municipio|1
72011|PR|Añasco Municipio|1
72013|PR|Arecibo Municipio|1
72015|PR|Arroyo Municipio|1
72017|PR|Barceloneta Municipio|1
72019|PR|Barranquitas Municipio|1
72021|PR|Bayamón Municipio|1
72023|PR|Cabo Rojo Municipio|1
72025|PR|Caguas Municipio|1
72027|PR|Camuy Municipio|1
72029|PR|Canóvanas Municipio|1
72031|PR|Carolina Municipio|1
72033|PR|Cataño Municipio|1
72035|PR|Cayey Municipio|1
72037|PR|Ceiba Municipio|1
72039|PR|Ciales Municipio|1
72041|PR|Cidra Municipio|1
72043|PR|Coamo Municipio|1
72045|PR|Comerío Municipio|1
72047|PR|Corozal Municipio|1
72049|PR|Culebra Municipio|1
72051|PR|Dorado Municipio|1
72053|PR|Fajardo Municipio|1
72054|PR|Florida Municipio|1
72055|PR|Guánica Municipio|1
72057|PR|Guayama Municipio|1
72059|PR|Guayanilla Municipio|1
72061|PR|Guaynabo Municipio|1
72063|PR|Gurabo Municipio|1
72065|PR|Hatillo Municipio|1
72067|PR|Hormigueros Municipio|1
72069|PR|Humacao Municipio|1
72071|PR|Isabela Municipio|1
72073|PR|Jayuya Municipio|1
72075|PR|Juana Díaz Municipio|1
72077|PR|Juncos Municipio|1
72079|PR|Lajas Municipio|1
72081|PR|Lares Municipio|1
72083|PR|Las Marías Municipio|1
72085|PR|Las Piedras Municipio|1
72087|PR|Loíza Municipio|1
72089|PR|Luquillo Municipio|1
72091|PR|Manatí Municipio|1
72093|PR|Maricao Municipio|1
72095|PR|Maunabo Municipio|1
72097|PR|Mayagüez Municipio|1
72099|PR|Moca Municipio|1
72101|PR|Morovis Municipio|1
72103|PR|Naguabo Municipio|1
72105|PR|Naranjito Municipio|1
72107|PR|Orocovis Municipio|1
72109|PR|Patillas Municipio|1
72111|PR|Peñuelas Municipio|1
72113|PR|Ponce Municipio|1
72115|PR|Quebradillas Municipio|1
72117|PR|Rincón Municipio|1
72119|PR|Río Grande Municipio|1
72121|PR|Sabana Grande Municipio|1
72123|PR|Salinas Municipio|1
72125|PR|San Germán Municipio|1
72127|PR|San Juan Municipio|1
72129|PR|San Lorenzo Municipio|1
72131|PR|San Sebastián Municipio|1
72133|PR|Santa Isabel Municipio|1
72135|PR|Toa Alta Municipio|1
72137|PR|Toa Baja Municipio|1
72139|PR|Trujillo Alto Municipio|1
72141|PR|Utuado Municipio|1
72143|PR|Vega Alta Municipio|1
72145|PR|Vega Baja Municipio|1
72147|PR|Vieques Municipio|1
72149|PR|Villalba Municipio|1
72151|PR|Yabucoa Municipio|1
72153|PR|Yauco Municipio|1
$rows$, E'\n'), E'\n') AS l;

INSERT INTO rating_area_zip3 (state, zip3, county_fips, rating_area)
SELECT split_part(l, '|', 1), split_part(l, '|', 2), nullif(split_part(l, '|', 3), ''), split_part(l, '|', 4)::int
FROM string_to_table(btrim($rows$
AK|995||1
AK|996||2
AK|997||2
AK|998||3
AK|999||3
MA|010||1
MA|011||1
MA|012||1
MA|013||1
MA|014||2
MA|015||2
MA|016||2
MA|017||3
MA|020||3
MA|018||4
MA|019||4
MA|021||5
MA|022||5
MA|024||5
MA|023||6
MA|027||6
MA|025||7
MA|026||7
NE|680||1
NE|681||1
NE|683||2
NE|684||2
NE|685||2
NE|686||3
NE|687||3
NE|688||3
NE|689||3
NE|690||4
NE|691||4
NE|692||4
NE|693||4
CA|900|06037|16
CA|901|06037|16
CA|902|06037|16
CA|903|06037|16
CA|904|06037|16
CA|905|06037|16
CA|906|06037|15
CA|907|06037|15
CA|908|06037|15
CA|910|06037|15
CA|911|06037|15
CA|912|06037|15
CA|913|06037|16
CA|914|06037|16
CA|915|06037|15
CA|916|06037|16
CA|917|06037|15
CA|918|06037|15
CA|923|06037|16
CA|928|06037|16
CA|932|06037|16
CA|935|06037|15
$rows$, E'\n'), E'\n') AS l;

INSERT INTO us_zips (zip, city, county_fips)
SELECT split_part(l, '|', 1), split_part(l, '|', 2), split_part(l, '|', 3)
FROM string_to_table(btrim($rows$
00501|Holtsville|36103
00544|Holtsville|36103
00601|Adjuntas|72001
00602|Aguada|72003
00603|Aguadilla|72005
00604|Aguadilla|72005
00605|Aguadilla|72005
00606|Maricao|72093
00610|Anasco|72011
00611|Angeles|72131
00612|Arecibo|72013
00613|Arecibo|72013
00614|Arecibo|72013
00616|Bajadero|72013
00617|Barceloneta|72017
00622|Boqueron|72023
00623|Cabo Rojo|72023
00624|Penuelas|72111
00627|Camuy|72027
00631|Castaner|72081
00636|Rosario|72067
00637|Sabana Grande|72121
00638|Ciales|72039
00641|Utuado|72141
00646|Dorado|72051
00647|Ensenada|72055
00650|Florida|72054
00652|Garrochales|72013
00653|Guanica|72055
00656|Guayanilla|72059
00659|Hatillo|72065
00660|Hormigueros|72067
00662|Isabela|72071
00664|Jayuya|72073
00667|Lajas|72079
00669|Lares|72081
00670|Las Marias|72083
00674|Manati|72091
00676|Moca|72099
00677|Rincon|72117
00678|Quebradillas|72115
00680|Mayaguez|72097
00681|Mayaguez|72067
00682|Mayaguez|72097
00683|San German|72125
00685|San Sebastian|72131
00687|Morovis|72101
00688|Sabana Hoyos|72013
00690|San Antonio|72005
00692|Vega Alta|72143
00693|Vega Baja|72145
00694|Vega Baja|72145
00698|Yauco|72153
00703|Aguas Buenas|72007
00704|Aguirre|72123
00705|Aibonito|72009
00707|Maunabo|72095
00714|Arroyo|72015
00715|Mercedita|72113
00716|Ponce|72113
00717|Ponce|72113
00718|Naguabo|72103
00719|Naranjito|72105
00720|Orocovis|72107
00721|Palmer|72061
00723|Patillas|72109
00725|Caguas|72025
00726|Caguas|72025
00727|Caguas|72025
00728|Ponce|72113
00729|Canovanas|72029
00730|Ponce|72113
00731|Ponce|72113
00732|Ponce|72113
00733|Ponce|72113
00734|Ponce|72113
00735|Ceiba|72037
00736|Cayey|72035
00737|Cayey|72033
00738|Fajardo|72053
00739|Cidra|72041
00740|Puerto Real|72053
00741|Punta Santiago|72069
00742|Roosevelt Roads|72037
00744|Rio Blanco|72103
00745|Rio Grande|72119
00751|Salinas|72123
00754|San Lorenzo|72129
00757|Santa Isabel|72133
00765|Vieques|72147
00766|Villalba|72149
00767|Yabucoa|72151
00769|Coamo|72043
00771|Las Piedras|72085
00772|Loiza|72087
00773|Luquillo|72089
00775|Culebra|72049
00777|Juncos|72077
00778|Gurabo|72063
00780|Coto Laurel|72113
00782|Comerio|72045
00783|Corozal|72047
00784|Guayama|72057
00785|Guayama|72057
00786|La Plata|72009
00791|Humacao|72069
00792|Humacao|72069
00794|Barranquitas|72019
00795|Juana Diaz|72075
00901|San Juan|72127
00902|San Juan|72127
00906|San Juan|72127
00907|San Juan|72127
00908|San Juan|72127
00909|San Juan|72127
00910|San Juan|72127
00911|San Juan|72127
00912|San Juan|72127
00913|San Juan|72127
00914|San Juan|72127
00915|San Juan|72127
00916|San Juan|72127
00917|San Juan|72127
00918|San Juan|72127
00919|San Juan|72127
00920|San Juan|72127
00921|San Juan|72127
00922|San Juan|72127
00923|San Juan|72127
00924|San Juan|72127
00925|San Juan|72127
00926|San Juan|72127
00927|San Juan|72127
00928|San Juan|72127
00929|San Juan|72127
00930|San Juan|72127
00931|San Juan|72127
00933|San Juan|72127
00934|Fort Buchanan|72061
00935|San Juan|72127
00936|San Juan|72127
00937|San Juan|72127
00939|San Juan|72127
00940|San Juan|72127
00949|Toa Baja|72137
00950|Toa Baja|72051
00951|Toa Baja|72137
00952|Sabana Seca|72137
00953|Toa Alta|72135
00954|Toa Alta|72135
00955|San Juan|72127
00956|Bayamon|72021
00957|Bayamon|72021
00958|Bayamon|72021
00959|Bayamon|72021
00960|Bayamon|72021
00961|Bayamon|72021
00962|Catano|72033
00963|Catano|72033
00965|Guaynabo|72061
00966|Guaynabo|72061
00968|Guaynabo|72061
00969|Guaynabo|72061
00970|Guaynabo|72061
00971|Guaynabo|72061
00975|San Juan|72127
00976|Trujillo Alto|72139
00977|Trujillo Alto|72127
00978|Saint Just|72127
00979|Carolina|72031
00981|Carolina|72031
00982|Carolina|72031
00983|Carolina|72031
00984|Carolina|72031
00985|Carolina|72031
00986|Carolina|72031
00987|Carolina|72031
00988|Carolina|72031
01001|Agawam|25013
01002|Amherst|25015
01003|Amherst|25015
01004|Amherst|25015
01005|Barre|25027
01007|Belchertown|25015
01008|Blandford|25013
01009|Bondsville|25013
01010|Brimfield|25013
01011|Chester|25013
01012|Chesterfield|25015
01013|Chicopee|25013
01014|Chicopee|25013
01020|Chicopee|25013
01021|Chicopee|25013
01022|Chicopee|25013
01026|Cummington|25015
01027|Easthampton|25015
01028|East Longmeadow|25013
01029|East Otis|25003
01030|Feeding Hills|25013
01031|Gilbertville|25027
01032|Goshen|25015
01033|Granby|25015
01034|Granville|25013
01035|Hadley|25015
01036|Hampden|25013
01037|Hardwick|25027
01038|Hatfield|25015
01039|Haydenville|25015
01040|Holyoke|25013
01041|Holyoke|25013
01050|Huntington|25015
01053|Leeds|25015
01054|Leverett|25011
01056|Ludlow|25013
01057|Monson|25013
01059|North Amherst|25015
01060|Northampton|25015
01061|Northampton|25015
01062|Florence|25015
01063|Northampton|25015
01066|North Hatfield|25015
01068|Oakham|25027
01069|Palmer|25013
01070|Plainfield|25015
01071|Russell|25013
01072|Shutesbury|25011
01073|Southampton|25015
01074|South Barre|25027
01075|South Hadley|25015
01077|Southwick|25013
01079|Thorndike|25013
01080|Three Rivers|25013
01081|Wales|25013
01082|Ware|25015
01083|Warren|25027
01084|West Chesterfield|25015
01085|Westfield|25013
01086|Westfield|25013
01088|West Hatfield|25015
01089|West Springfield|25013
01090|West Springfield|25013
01092|West Warren|25027
01093|Whately|25011
01094|Wheelwright|25027
01095|Wilbraham|25013
01096|Williamsburg|25015
01097|Woronoco|25013
01098|Worthington|25015
01101|Springfield|25013
01102|Springfield|25013
01103|Springfield|25013
01104|Springfield|25013
01105|Springfield|25013
01106|Longmeadow|25013
01107|Springfield|25013
01108|Springfield|25013
01109|Springfield|25013
01111|Springfield|25013
01115|Springfield|25013
01116|Longmeadow|25013
01118|Springfield|25013
01119|Springfield|25013
01128|Springfield|25013
01129|Springfield|25013
01138|Springfield|25013
01139|Springfield|25013
01144|Springfield|25013
01151|Indian Orchard|25013
01152|Springfield|25013
01199|Springfield|25013
01201|Pittsfield|25003
01202|Pittsfield|25003
01203|Pittsfield|25003
01220|Adams|25003
01222|Ashley Falls|25003
01223|Becket|25003
01224|Berkshire|25003
01225|Cheshire|25003
01226|Dalton|25003
01227|Dalton|25003
01229|Glendale|25003
01230|Great Barrington|25003
01235|Hinsdale|25003
01236|Housatonic|25003
01237|Lanesborough|25003
01238|Lee|25003
01240|Lenox|25003
01242|Lenox Dale|25003
01243|Middlefield|25015
01244|Mill River|25003
01245|Monterey|25003
01247|North Adams|25003
01252|North Egremont|25003
01253|Otis|25003
01254|Richmond|25003
01255|Sandisfield|25003
01256|Savoy|25003
01257|Sheffield|25003
01258|South Egremont|25003
01259|Southfield|25003
01260|South Lee|25003
01262|Stockbridge|25003
01263|Stockbridge|25003
01264|Tyringham|25003
01266|West Stockbridge|25003
01267|Williamstown|25003
01270|Windsor|25003
01301|Greenfield|25011
01302|Greenfield|25011
01330|Ashfield|25011
01331|Athol|25027
01337|Bernardston|25011
01338|Buckland|25011
01339|Charlemont|25011
01340|Colrain|25011
01341|Conway|25011
01342|Deerfield|25011
01343|Drury|25003
01344|Erving|25011
01346|Heath|25011
01347|Lake Pleasant|25011
01349|Millers Falls|25011
01350|Monroe Bridge|25011
01351|Montague|25011
01354|Gill|25011
01355|New Salem|25011
01360|Northfield|25011
01364|Orange|25011
01366|Petersham|25027
01367|Rowe|25011
01368|Royalston|25027
01370|Shelburne Falls|25011
01373|South Deerfield|25011
01375|Sunderland|25011
01376|Turners Falls|25011
01378|Warwick|25011
01379|Wendell|25011
01380|Wendell Depot|25011
01420|Fitchburg|25027
01430|Ashburnham|25027
01431|Ashby|25017
01432|Ayer|25017
01434|Devens|25027
01436|Baldwinville|25027
01438|East Templeton|25027
01440|Gardner|25027
01441|Westminster|25027
01450|Groton|25017
01451|Harvard|25027
01452|Hubbardston|25027
01453|Leominster|25027
01460|Littleton|25017
01462|Lunenburg|25027
01463|Pepperell|25017
01464|Shirley|25017
01467|Still River|25027
01468|Templeton|25027
01469|Townsend|25017
01470|Groton|25017
01471|Groton|25017
01472|West Groton|25017
01473|Westminster|25027
01474|West Townsend|25017
01475|Winchendon|25027
01501|Auburn|25027
01503|Berlin|25027
01504|Blackstone|25027
01505|Boylston|25027
01506|Brookfield|25027
01507|Charlton|25027
01508|Charlton City|25027
01509|Charlton Depot|25027
01510|Clinton|25027
01515|East Brookfield|25027
01516|Douglas|25027
01518|Fiskdale|25027
01519|Grafton|25027
01520|Holden|25027
01521|Holland|25013
01522|Jefferson|25027
01523|Lancaster|25027
01524|Leicester|25027
01525|Linwood|25027
01526|Manchaug|25027
01527|Millbury|25027
01529|Millville|25027
01531|New Braintree|25027
01532|Northborough|25027
01534|Northbridge|25027
01535|North Brookfield|25027
01536|North Grafton|25027
01537|North Oxford|25027
01538|North Uxbridge|25027
01540|Oxford|25027
01541|Princeton|25027
01542|Rochdale|25027
01543|Rutland|25027
01545|Shrewsbury|25027
01546|Shrewsbury|25027
01550|Southbridge|25027
01560|South Grafton|25027
01561|South Lancaster|25027
01562|Spencer|25027
01564|Sterling|25027
01566|Sturbridge|25027
01568|Upton|25027
01569|Uxbridge|25027
01570|Webster|25027
01571|Dudley|25027
01581|Westborough|25027
01583|West Boylston|25027
01585|West Brookfield|25027
01586|West Millbury|25027
01588|Whitinsville|25027
01590|Sutton|25027
01601|Worcester|25027
01602|Worcester|25027
01603|Worcester|25027
01604|Worcester|25027
01605|Worcester|25027
01606|Worcester|25027
01607|Worcester|25027
01608|Worcester|25027
01609|Worcester|25027
01610|Worcester|25027
01611|Cherry Valley|25027
01612|Paxton|25027
01613|Worcester|25027
01614|Worcester|25027
01615|Worcester|25027
01653|Worcester|25027
01655|Worcester|25027
01701|Framingham|25017
01702|Framingham|25017
01703|Framingham|25017
01704|Framingham|25017
01705|Framingham|25017
01718|Acton|25017
01719|Boxborough|25017
01720|Acton|25017
01721|Ashland|25017
01730|Bedford|25017
01731|Hanscom AFB|25017
01740|Bolton|25027
01741|Carlisle|25017
01742|Concord|25017
01745|Fayville|25027
01746|Holliston|25017
01747|Hopedale|25027
01748|Hopkinton|25017
01749|Hudson|25017
01752|Marlborough|25017
01754|Maynard|25017
01756|Mendon|25027
01757|Milford|25027
01760|Natick|25017
01770|Sherborn|25017
01772|Southborough|25027
01773|Lincoln|25017
01775|Stow|25017
01776|Sudbury|25017
01778|Wayland|25017
01784|Woodville|25017
01801|Woburn|25017
01803|Burlington|25017
01805|Burlington|25017
01810|Andover|25009
01812|Andover|25009
01813|Woburn|25017
01815|Woburn|25017
01821|Billerica|25017
01822|Billerica|25017
01824|Chelmsford|25017
01826|Dracut|25017
01827|Dunstable|25017
01830|Haverhill|25009
01831|Haverhill|25009
01832|Haverhill|25009
01833|Georgetown|25009
01834|Groveland|25009
01835|Haverhill|25009
01840|Lawrence|25009
01841|Lawrence|25009
01842|Lawrence|25009
01843|Lawrence|25009
01844|Methuen|25009
01845|North Andover|25009
01850|Lowell|25017
01851|Lowell|25017
01852|Lowell|25017
01853|Lowell|25017
01854|Lowell|25017
01860|Merrimac|25009
01862|North Billerica|25017
01863|North Chelmsford|25017
01864|North Reading|25017
01865|Nutting Lake|25017
01866|Pinehurst|25017
01867|Reading|25017
01876|Tewksbury|25017
01879|Tyngsboro|25017
01880|Wakefield|25017
01885|West Boxford|25009
01886|Westford|25017
01887|Wilmington|25017
01888|Woburn|25017
01889|North Reading|25017
01890|Winchester|25017
01899|Andover|25009
01901|Lynn|25009
01902|Lynn|25009
01903|Lynn|25009
01904|Lynn|25009
01905|Lynn|25009
01906|Saugus|25009
01907|Swampscott|25009
01908|Nahant|25009
01910|Lynn|25009
01913|Amesbury|25009
01915|Beverly|25009
01921|Boxford|25009
01922|Byfield|25009
01923|Danvers|25009
01929|Essex|25009
01930|Gloucester|25009
01931|Gloucester|25009
01936|Hamilton|25009
01937|Hathorne|25009
01938|Ipswich|25009
01940|Lynnfield|25009
01944|Manchester|25009
01945|Marblehead|25009
01949|Middleton|25009
01950|Newburyport|25009
01951|Newbury|25009
01952|Salisbury|25009
01960|Peabody|25009
01961|Peabody|25009
01965|Prides Crossing|25009
01966|Rockport|25009
01969|Rowley|25009
01970|Salem|25009
01971|Salem|25009
01982|South Hamilton|25009
01983|Topsfield|25009
01984|Wenham|25009
01985|West Newbury|25009
02018|Accord|25023
02019|Bellingham|25021
02020|Brant Rock|25023
02021|Canton|25021
02025|Cohasset|25021
02026|Dedham|25021
02027|Dedham|25021
02030|Dover|25021
02032|East Walpole|25021
02035|Foxboro|25021
02038|Franklin|25021
02040|Greenbush|25023
02041|Green Harbor|25023
02043|Hingham|25023
02044|Hingham|25023
02045|Hull|25023
02047|Humarock|25023
02048|Mansfield|25005
02050|Marshfield|25023
02051|Marshfield Hills|25023
02052|Medfield|25021
02053|Medway|25021
02054|Millis|25021
02055|Minot|25023
02056|Norfolk|25021
02059|North Marshfield|25023
02060|North Scituate|25023
02061|Norwell|25023
02062|Norwood|25021
02065|Ocean Bluff|25023
02066|Scituate|25023
02067|Sharon|25021
02070|Sheldonville|25021
02071|South Walpole|25021
02072|Stoughton|25021
02081|Walpole|25021
02090|Westwood|25021
02093|Wrentham|25021
02108|Boston|25025
02109|Boston|25025
02110|Boston|25025
02111|Boston|25025
02112|Boston|25025
02113|Boston|25025
02114|Boston|25025
02115|Boston|25025
02116|Boston|25025
02117|Boston|25025
02118|Boston|25025
02119|Roxbury|25025
02120|Roxbury Crossing|25025
02121|Dorchester|25025
02122|Dorchester|25025
02123|Boston|25025
02124|Dorchester Center|25025
02125|Dorchester|25025
02126|Mattapan|25025
02127|South Boston|25025
02128|East Boston|25025
02129|Charlestown|25025
02130|Jamaica Plain|25025
02131|Roslindale|25025
02132|West Roxbury|25025
02133|Boston|25025
02134|Allston|25025
02135|Brighton|25025
02136|Hyde Park|25025
02137|Readville|25025
02138|Cambridge|25017
02139|Cambridge|25017
02140|Cambridge|25017
02141|Cambridge|25017
02142|Cambridge|25017
02143|Somerville|25017
02144|Somerville|25017
02145|Somerville|25017
02148|Malden|25017
02149|Everett|25017
02150|Chelsea|25025
02151|Revere|25025
02152|Winthrop|25025
02153|Medford|25017
02155|Medford|25017
02156|West Medford|25017
02163|Boston|25025
02169|Quincy|25021
02170|Quincy|25021
02171|Quincy|25021
02176|Melrose|25017
02180|Stoneham|25017
02184|Braintree|25021
02185|Braintree|25021
02186|Milton|25021
02187|Milton Village|25021
02188|Weymouth|25021
02189|East Weymouth|25021
02190|South Weymouth|25021
02191|North Weymouth|25021
02196|Boston|25025
02199|Boston|25025
02201|Boston|25025
02203|Boston|25025
02204|Boston|25025
02205|Boston|25025
02206|Boston|25025
02210|Boston|25025
02211|Boston|25025
02212|Boston|25025
02215|Boston|25025
02217|Boston|25025
02222|Boston|25025
02238|Cambridge|25017
02241|Boston|25025
02269|Quincy|25021
02283|Boston|25025
02284|Boston|25025
02293|Boston|25025
02297|Boston|25025
02298|Boston|25025
02301|Brockton|25023
02302|Brockton|25023
02303|Brockton|25023
02304|Brockton|25023
02305|Brockton|25023
02322|Avon|25021
02324|Bridgewater|25023
02325|Bridgewater|25023
02327|Bryantville|25023
02330|Carver|25023
02331|Duxbury|25023
02332|Duxbury|25023
02333|East Bridgewater|25023
02334|Easton|25005
02337|Elmwood|25023
02338|Halifax|25023
02339|Hanover|25023
02341|Hanson|25023
02343|Holbrook|25021
02344|Middleboro|25023
02345|Manomet|25023
02346|Middleboro|25023
02347|Lakeville|25023
02348|Lakeville|25023
02349|Middleboro|25023
02350|Monponsett|25023
02351|Abington|25023
02355|North Carver|25023
02356|North Easton|25005
02357|North Easton|25005
02358|North Pembroke|25023
02359|Pembroke|25023
02360|Plymouth|25023
02361|Plymouth|25023
02362|Plymouth|25023
02364|Kingston|25023
02366|South Carver|25023
02367|Plympton|25023
02368|Randolph|25021
02370|Rockland|25023
02375|South Easton|25005
02379|West Bridgewater|25023
02381|White Horse Beach|25023
02382|Whitman|25023
02420|Lexington|25017
02421|Lexington|25017
02445|Brookline|25021
02446|Brookline|25021
02447|Brookline Village|25021
02451|Waltham|25017
02452|Waltham|25017
02453|Waltham|25017
02454|Waltham|25017
02455|North Waltham|25017
02456|New Town|25017
02457|Babson Park|25021
02458|Newton|25017
02459|Newton Center|25017
02460|Newtonville|25017
02461|Newton Highlands|25017
02462|Newton Lower Falls|25017
02464|Newton Upper Falls|25017
02465|West Newton|25017
02466|Auburndale|25017
02467|Chestnut Hill|25021
02468|Waban|25017
02471|Watertown|25017
02472|Watertown|25017
02474|Arlington|25017
02475|Arlington Heights|25017
02476|Arlington|25017
02477|Watertown|25017
02478|Belmont|25017
02479|Waverley|25017
02481|Wellesley Hills|25021
02482|Wellesley|25021
02492|Needham|25021
02493|Weston|25017
02494|Needham Heights|25021
02495|Nonantum|25017
02532|Buzzards Bay|25001
02534|Cataumet|25001
02535|Chilmark|25007
02536|East Falmouth|25001
02537|East Sandwich|25001
02538|East Wareham|25023
02539|Edgartown|25007
02540|Falmouth|25001
02541|Falmouth|25001
02542|Buzzards Bay|25001
02543|Woods Hole|25001
02552|Menemsha|25007
02553|Monument Beach|25001
02554|Nantucket|25019
02556|North Falmouth|25001
02557|Oak Bluffs|25007
02558|Onset|25023
02559|Pocasset|25001
02561|Sagamore|25001
02562|Sagamore Beach|25001
02563|Sandwich|25001
02564|Siasconset|25019
02568|Vineyard Haven|25007
02571|Wareham|25023
02574|West Falmouth|25001
02575|West Tisbury|25007
02576|West Wareham|25023
02584|Nantucket|25019
02601|Hyannis|25001
02630|Barnstable|25001
02631|Brewster|25001
02632|Centerville|25001
02633|Chatham|25001
02634|Centerville|25001
02635|Cotuit|25001
02637|Cummaquid|25001
02638|Dennis|25001
02639|Dennis Port|25001
02641|East Dennis|25001
02642|Eastham|25001
02643|East Orleans|25001
02644|Forestdale|25001
02645|Harwich|25001
02646|Harwich Port|25001
02647|Hyannis Port|25001
02648|Marstons Mills|25001
02649|Mashpee|25001
02650|North Chatham|25001
02651|North Eastham|25001
02652|North Truro|25001
02653|Orleans|25001
02655|Osterville|25001
02657|Provincetown|25001
02659|South Chatham|25001
02660|South Dennis|25001
02661|South Harwich|25001
02662|South Orleans|25001
02663|South Wellfleet|25001
02664|South Yarmouth|25001
02666|Truro|25001
02667|Wellfleet|25001
02668|West Barnstable|25001
02669|West Chatham|25001
02670|West Dennis|25001
02671|West Harwich|25001
02672|West Hyannisport|25001
02673|West Yarmouth|25001
02675|Yarmouth Port|25001
02702|Assonet|25005
02703|Attleboro|25005
02712|Chartley|25005
02713|Cuttyhunk|25007
02714|Dartmouth|25005
02715|Dighton|25005
02717|East Freetown|25005
02718|East Taunton|25005
02719|Fairhaven|25005
02720|Fall River|25005
02721|Fall River|25005
02722|Fall River|25005
02723|Fall River|25005
02724|Fall River|25005
02725|Somerset|25005
02726|Somerset|25005
02738|Marion|25023
02739|Mattapoisett|25023
02740|New Bedford|25005
02741|New Bedford|25005
02742|New Bedford|25005
02743|Acushnet|25005
02744|New Bedford|25005
02745|New Bedford|25005
02746|New Bedford|25005
02747|North Dartmouth|25005
02748|South Dartmouth|25005
02760|North Attleboro|25005
02761|North Attleboro|25005
02762|Plainville|25021
02763|Attleboro Falls|25005
02764|North Dighton|25005
02766|Norton|25005
02767|Raynham|25005
02768|Raynham Center|25005
02769|Rehoboth|25005
02770|Rochester|25023
02771|Seekonk|25005
02777|Swansea|25005
02779|Berkley|25005
02780|Taunton|25005
02790|Westport|25005
02791|Westport Point|25005
02801|Adamsville|44005
02802|Albion|44007
02804|Ashaway|44009
02806|Barrington|44001
02807|Block Island|44009
02808|Bradford|44009
02809|Bristol|44001
02812|Carolina|44009
02813|Charlestown|44009
02814|Chepachet|44007
02815|Clayville|44007
02816|Coventry|44003
02817|West Greenwich|44003
02818|East Greenwich|44003
02822|Exeter|44009
02823|Fiskeville|44007
02824|Forestdale|44007
02825|Foster|44007
02826|Glendale|44007
02827|Greene|44003
02828|Greenville|44007
02829|Harmony|44007
02830|Harrisville|44007
02831|Hope|44007
02832|Hope Valley|44009
02833|Hopkinton|44009
02835|Jamestown|44005
02836|Kenyon|44009
02837|Little Compton|44005
02838|Manville|44007
02839|Mapleville|44007
02840|Newport|44005
02841|Newport|44005
02842|Middletown|44005
02852|North Kingstown|44009
02857|North Scituate|44007
02858|Oakland|44007
02859|Pascoag|44007
02860|Pawtucket|44007
02861|Pawtucket|44007
02862|Pawtucket|44007
02863|Central Falls|44007
02864|Cumberland|44007
02865|Lincoln|44007
02871|Portsmouth|44005
02872|Prudence Island|44005
02873|Rockville|44009
02874|Saunderstown|44009
02875|Shannock|44009
02876|Slatersville|44007
02877|Slocum|44009
02878|Tiverton|44005
02879|Wakefield|44009
02880|Wakefield|44009
02881|Kingston|44009
02882|Narragansett|44009
02883|Peace Dale|44009
02885|Warren|44001
02886|Warwick|44003
02887|Warwick|44003
02888|Warwick|44003
02889|Warwick|44003
02891|Westerly|44009
02892|West Kingston|44009
02893|West Warwick|44003
02894|Wood River Junction|44009
02895|Woonsocket|44007
02896|North Smithfield|44007
02898|Wyoming|44009
02901|Providence|44007
02902|Providence|44007
02903|Providence|44007
02904|Providence|44007
02905|Providence|44007
02906|Providence|44007
02907|Providence|44007
02908|Providence|44007
02909|Providence|44007
02910|Cranston|44007
02911|North Providence|44007
02912|Providence|44007
02914|East Providence|44007
02915|Riverside|44007
02916|Rumford|44007
02917|Smithfield|44007
02918|Providence|44007
02919|Johnston|44007
02920|Cranston|44007
02921|Cranston|44007
02940|Providence|44007
03031|Amherst|33011
03032|Auburn|33015
03033|Brookline|33011
03034|Candia|33015
03036|Chester|33015
03037|Deerfield|33015
03038|Derry|33015
03040|East Candia|33015
03041|East Derry|33015
03042|Epping|33015
03043|Francestown|33011
03044|Fremont|33015
03045|Goffstown|33011
03046|Dunbarton|33013
03047|Greenfield|33011
03048|Greenville|33011
03049|Hollis|33011
03051|Hudson|33011
03052|Litchfield|33011
03053|Londonderry|33015
03054|Merrimack|33011
03055|Milford|33011
03057|Mont Vernon|33011
03060|Nashua|33011
03061|Nashua|33011
03062|Nashua|33011
03063|Nashua|33011
03064|Nashua|33011
03070|New Boston|33011
03071|New Ipswich|33011
03073|North Salem|33015
03076|Pelham|33011
03077|Raymond|33015
03079|Salem|33015
03082|Lyndeborough|33011
03084|Temple|33011
03086|Wilton|33011
03087|Windham|33015
03101|Manchester|33011
03102|Manchester|33011
03103|Manchester|33011
03104|Manchester|33011
03105|Manchester|33011
03106|Hooksett|33013
03108|Manchester|33011
03109|Manchester|33011
03110|Bedford|33011
03111|Manchester|33011
03215|Waterville Valley|33009
03216|Andover|33013
03217|Ashland|33009
03218|Barnstead|33001
03220|Belmont|33001
03221|Bradford|33013
03222|Bristol|33009
03223|Campton|33009
03224|Canterbury|33013
03225|Center Barnstead|33001
03226|Center Harbor|33001
03227|Center Sandwich|33003
03229|Contoocook|33013
03230|Danbury|33013
03231|East Andover|33013
03233|Elkins|33013
03234|Epsom|33013
03235|Franklin|33013
03237|Gilmanton|33001
03238|Glencliff|33009
03240|Grafton|33009
03241|Hebron|33009
03242|Henniker|33013
03243|Hill|33013
03244|Hillsborough|33011
03245|Holderness|33009
03246|Laconia|33001
03247|Laconia|33001
03249|Gilford|33001
03251|Lincoln|33009
03252|Lochmere|33001
03253|Meredith|33001
03254|Moultonborough|33003
03255|Newbury|33013
03256|New Hampton|33001
03257|New London|33013
03258|Chichester|33013
03259|North Sandwich|33003
03260|North Sutton|33013
03261|Northwood|33015
03262|North Woodstock|33009
03263|Pittsfield|33013
03264|Plymouth|33009
03266|Rumney|33009
03268|Salisbury|33013
03269|Sanbornton|33001
03272|South Newbury|33013
03273|South Sutton|33013
03275|Suncook|33013
03276|Tilton|33013
03278|Warner|33013
03279|Warren|33009
03280|Washington|33019
03281|Weare|33011
03282|Wentworth|33009
03284|Springfield|33019
03285|Thornton|33009
03287|Wilmot|33013
03289|Winnisquam|33001
03290|Nottingham|33015
03291|West Nottingham|33015
03293|Woodstock|33009
03298|Tilton|33001
03299|Tilton|33001
03301|Concord|33013
03302|Concord|33013
03303|Concord|33013
03304|Bow|33013
03305|Concord|33013
03307|Loudon|33013
03431|Keene|33005
03435|Keene|33005
03440|Antrim|33011
03441|Ashuelot|33005
03442|Bennington|33011
03443|Chesterfield|33005
03444|Dublin|33005
03445|Sullivan|33005
03446|Swanzey|33005
03447|Fitzwilliam|33005
03448|Gilsum|33005
03449|Hancock|33011
03450|Harrisville|33005
03451|Hinsdale|33005
03452|Jaffrey|33005
03455|Marlborough|33005
03456|Marlow|33005
03457|Nelson|33005
03458|Peterborough|33011
03461|Rindge|33005
03462|Spofford|33005
03464|Stoddard|33005
03465|Troy|33005
03466|West Chesterfield|33005
03467|Westmoreland|33005
03468|West Peterborough|33011
03469|West Swanzey|33005
03470|Winchester|33005
03561|Littleton|33009
03570|Berlin|33007
03574|Bethlehem|33009
03575|Bretton Woods|33007
03576|Colebrook|33007
03579|Errol|33007
03580|Franconia|33009
03581|Gorham|33007
03582|Groveton|33007
03583|Jefferson|33007
03584|Lancaster|33007
03585|Lisbon|33009
03586|Sugar Hill|33009
03588|Milan|33007
03589|Mount Washington|33007
03590|North Stratford|33007
03592|Pittsburg|33007
03593|Randolph|33007
03595|Twin Mountain|33007
03597|West Stewartstown|33007
03598|Whitefield|33007
03601|Acworth|33019
03602|Alstead|33005
03603|Charlestown|33019
03604|Drewsville|33005
03605|Lempster|33019
03607|South Acworth|33019
03608|Walpole|33005
03609|North Walpole|33005
03740|Bath|33009
03741|Canaan|33009
03743|Claremont|33019
03745|Cornish|33019
03746|Cornish Flat|33019
03748|Enfield|33009
03749|Enfield Center|33009
03750|Etna|33009
03751|Georges Mills|33019
03752|Goshen|33019
03753|Grantham|33019
03754|Guild|33019
03755|Hanover|33009
03756|Lebanon|33009
03765|Haverhill|33009
03766|Lebanon|33009
03768|Lyme|33009
03769|Lyme Center|33009
03770|Meriden|33019
03771|Monroe|33009
03773|Newport|33019
03774|North Haverhill|33009
03777|Orford|33009
03779|Piermont|33009
03780|Pike|33009
03781|Plainfield|33019
03782|Sunapee|33019
03784|West Lebanon|33009
03785|Woodsville|33009
03801|Portsmouth|33015
03802|Portsmouth|33015
03803|Portsmouth|33015
03804|Portsmouth|33015
03809|Alton|33001
03810|Alton Bay|33001
03811|Atkinson|33015
03812|Bartlett|33003
03813|Center Conway|33003
03814|Center Ossipee|33003
03815|Center Strafford|33017
03816|Center Tuftonboro|33003
03817|Chocorua|33003
03818|Conway|33003
03819|Danville|33015
03820|Dover|33017
03821|Dover|33017
03822|Dover|33017
03823|Madbury|33017
03824|Durham|33017
03825|Barrington|33017
03826|East Hampstead|33015
03827|East Kingston|33015
03830|East Wakefield|33003
03832|Eaton Center|33003
03833|Exeter|33015
03835|Farmington|33017
03836|Freedom|33003
03837|Gilmanton Iron Works|33001
03838|Glen|33003
03839|Rochester|33017
03840|Greenland|33015
03841|Hampstead|33015
03842|Hampton|33015
03843|Hampton|33015
03844|Hampton Falls|33015
03845|Intervale|33003
03846|Jackson|33003
03847|Kearsarge|33003
03848|Kingston|33015
03849|Madison|33003
03850|Melvin Village|33003
03851|Milton|33017
03852|Milton Mills|33017
03853|Mirror Lake|33003
03854|New Castle|33015
03855|New Durham|33017
03856|Newfields|33015
03857|Newmarket|33015
03858|Newton|33015
03859|Newton Junction|33015
03860|North Conway|33003
03861|Lee|33017
03862|North Hampton|33015
03864|Ossipee|33003
03865|Plaistow|33015
03866|Rochester|33017
03867|Rochester|33017
03868|Rochester|33017
03869|Rollinsford|33017
03870|Rye|33015
03871|Rye Beach|33015
03872|Sanbornville|33003
03873|Sandown|33015
03874|Seabrook|33015
03875|Silver Lake|33003
03878|Somersworth|33017
03882|Effingham|33003
03883|South Tamworth|33003
03884|Strafford|33017
03885|Stratham|33015
03886|Tamworth|33003
03887|Union|33017
03890|West Ossipee|33003
03894|Wolfeboro|33003
03896|Wolfeboro Falls|33003
03897|Wonalancet|33003
03901|Berwick|23031
03902|Cape Neddick|23031
03903|Eliot|23031
03904|Kittery|23031
03905|Kittery Point|23031
03906|North Berwick|23031
03907|Ogunquit|23031
03908|South Berwick|23031
03909|York|23031
03910|York Beach|23031
03911|York Harbor|23031
04001|Acton|23031
04002|Alfred|23031
04003|Bailey Island|23005
04004|Bar Mills|23031
04005|Biddeford|23031
04006|Biddeford Pool|23031
04007|Biddeford|23031
04008|Bowdoinham|23023
04009|Bridgton|23005
04010|Brownfield|23017
04011|Brunswick|23005
04013|Bustins Island|23005
04014|Cape Porpoise|23031
04015|Casco|23005
04016|Center Lovell|23017
04017|Chebeague Island|23005
04019|Cliff Island|23005
04020|Cornish|23031
04021|Cumberland Center|23005
04022|Denmark|23017
04024|East Baldwin|23005
04027|Lebanon|23031
04028|East Parsonsfield|23031
04029|Sebago|23005
04030|East Waterboro|23031
04032|Freeport|23005
04033|Freeport|23005
04034|Freeport|23005
04037|Fryeburg|23017
04038|Gorham|23005
04039|Gray|23005
04040|Harrison|23005
04041|Hiram|23017
04042|Hollis Center|23031
04043|Kennebunk|23031
04046|Kennebunkport|23031
04047|Parsonsfield|23031
04048|Limerick|23031
04049|Limington|23031
04050|Long Island|23005
04051|Lovell|23017
04054|Moody|23031
04055|Naples|23005
04056|Newfield|23031
04057|North Bridgton|23005
04061|North Waterboro|23031
04062|Windham|23005
04063|Ocean Park|23031
04064|Old Orchard Beach|23031
04066|Orrs Island|23005
04068|Porter|23017
04069|Pownal|23005
04070|Scarborough|23005
04071|Raymond|23005
04072|Saco|23031
04073|Sanford|23031
04074|Scarborough|23005
04076|Shapleigh|23031
04077|South Casco|23005
04078|South Freeport|23005
04079|Harpswell|23005
04082|South Windham|23005
04083|Springvale|23031
04084|Standish|23005
04085|Steep Falls|23005
04086|Topsham|23023
04087|Waterboro|23031
04088|Waterford|23017
04090|Wells|23031
04091|West Baldwin|23005
04092|Westbrook|23005
04093|Buxton|23031
04094|West Kennebunk|23031
04095|West Newfield|23031
04096|Yarmouth|23005
04097|North Yarmouth|23005
04098|Westbrook|23005
04101|Portland|23005
04102|Portland|23005
04103|Portland|23005
04104|Portland|23005
04105|Falmouth|23005
04106|South Portland|23005
04107|Cape Elizabeth|23005
04108|Peaks Island|23005
04109|Portland|23005
04110|Cumberland Foreside|23005
04112|Portland|23005
04116|South Portland|23005
04122|Portland|23005
04123|Portland|23005
04124|Portland|23005
04210|Auburn|23001
04211|Auburn|23001
04212|Auburn|23001
04216|Andover|23017
04217|Bethel|23017
04219|Bryant Pond|23017
04220|Buckfield|23017
04221|Canton|23017
04222|Durham|23001
04223|Danville|23001
04224|Dixfield|23017
04225|Dryden|23007
04226|East Andover|23017
04227|East Dixfield|23017
04228|East Livermore|23001
04230|East Poland|23001
04231|Stoneham|23017
04234|East Wilton|23007
04236|Greene|23001
04237|Hanover|23017
04238|Hebron|23017
04239|Jay|23007
04240|Lewiston|23001
04241|Lewiston|23001
04243|Lewiston|23001
04250|Lisbon|23001
04252|Lisbon Falls|23001
04253|Livermore|23001
04254|Livermore Falls|23001
04255|Greenwood|23017
04256|Mechanic Falls|23001
04257|Mexico|23017
04258|Minot|23001
04259|Monmouth|23011
04260|New Gloucester|23005
04261|Newry|23017
04262|North Jay|23007
04263|Leeds|23001
04265|North Monmouth|23011
04266|North Turner|23001
04267|North Waterford|23017
04268|Norway|23017
04270|Oxford|23017
04271|Paris|23017
04274|Poland|23001
04275|Roxbury|23017
04276|Rumford|23017
04280|Sabattus|23001
04281|South Paris|23017
04282|Turner|23001
04284|Wayne|23011
04285|Weld|23007
04286|West Bethel|23017
04287|Bowdoin|23023
04288|West Minot|23001
04289|West Paris|23017
04290|Peru|23017
04291|West Poland|23001
04292|Sumner|23017
04294|Wilton|23007
04330|Augusta|23011
04332|Augusta|23011
04333|Augusta|23011
04336|Augusta|23011
04338|Augusta|23011
04341|Coopers Mills|23015
04342|Dresden|23015
04343|East Winthrop|23011
04344|Farmingdale|23011
04345|Gardiner|23011
04346|Randolph|23011
04347|Hallowell|23011
04348|Jefferson|23015
04349|Kents Hill|23011
04350|Litchfield|23011
04351|Manchester|23011
04352|Mount Vernon|23011
04353|Whitefield|23015
04354|Palermo|23027
04355|Readfield|23011
04357|Richmond|23023
04358|South China|23011
04359|South Gardiner|23011
04360|Vienna|23011
04363|Windsor|23011
04364|Winthrop|23011
04401|Bangor|23019
04402|Bangor|23019
04406|Abbot|23021
04408|Aurora|23009
04410|Bradford|23019
04411|Bradley|23019
04412|Brewer|23019
04413|Brookton|23029
04414|Brownville|23021
04415|Brownville Junction|23021
04416|Bucksport|23009
04417|Burlington|23019
04418|Greenbush|23019
04419|Carmel|23019
04420|Castine|23009
04421|Castine|23009
04422|Charleston|23019
04424|Danforth|23029
04426|Dover Foxcroft|23021
04427|Corinth|23019
04428|Eddington|23019
04429|Holden|23019
04430|East Millinocket|23019
04431|East Orland|23009
04434|Etna|23019
04435|Exeter|23019
04438|Frankfort|23027
04441|Greenville|23021
04442|Greenville Junction|23021
04443|Guilford|23021
04444|Hampden|23019
04448|Howland|23019
04449|Hudson|23019
04450|Kenduskeag|23019
04451|Kingman|23019
04453|Lagrange|23019
04454|Lambert Lake|23029
04455|Lee|23019
04456|Levant|23019
04457|Lincoln|23019
04459|Mattawamkeag|23019
04460|Medway|23019
04461|Milford|23019
04462|Millinocket|23019
04463|Milo|23021
04464|Monson|23021
04468|Old Town|23019
04469|Orono|23019
04471|Orient|23003
04472|Orland|23009
04473|Orono|23019
04474|Orrington|23019
04475|Passadumkeag|23019
04476|Penobscot|23009
04478|Rockwood|23025
04479|Sangerville|23021
04481|Sebec|23021
04485|Shirley Mills|23021
04487|Springfield|23019
04488|Stetson|23019
04489|Stillwater|23019
04490|Topsfield|23029
04491|Vanceboro|23029
04492|Waite|23029
04493|West Enfield|23019
04495|Winn|23019
04496|Winterport|23027
04497|Wytopitlock|23003
04530|Bath|23023
04535|Alna|23015
04537|Boothbay|23015
04538|Boothbay Harbor|23015
04539|Bristol|23015
04541|Chamberlain|23015
04543|Damariscotta|23015
04544|East Boothbay|23015
04547|Friendship|23013
04548|Georgetown|23023
04549|Isle Of Springs|23015
04551|Bremen|23015
04553|Newcastle|23015
04554|New Harbor|23015
04555|Nobleboro|23015
04556|Edgecomb|23015
04558|Pemaquid|23015
04562|Phippsburg|23023
04563|Cushing|23013
04564|Round Pond|23015
04565|Sebasco Estates|23023
04568|South Bristol|23015
04570|Squirrel Island|23015
04571|Trevett|23015
04572|Waldoboro|23015
04573|Walpole|23015
04574|Washington|23013
04575|West Boothbay Harbor|23015
04576|Southport|23015
04578|Wiscasset|23015
04579|Woolwich|23023
04605|Ellsworth|23009
04606|Addison|23029
04607|Gouldsboro|23009
04609|Bar Harbor|23009
04611|Beals|23029
04612|Bernard|23009
04613|Birch Harbor|23009
04614|Blue Hill|23009
04616|Brooklin|23009
04617|Brooksville|23009
04619|Calais|23029
04622|Cherryfield|23029
04623|Columbia Falls|23029
04624|Corea|23009
04625|Cranberry Isles|23009
04626|Cutler|23029
04627|Deer Isle|23009
04628|Dennysville|23029
04629|East Blue Hill|23009
04630|East Machias|23029
04631|Eastport|23029
04634|Franklin|23009
04635|Frenchboro|23009
04637|Grand Lake Stream|23029
04640|Hancock|23009
04642|Harborside|23009
04643|Harrington|23029
04644|Hulls Cove|23009
04645|Isle Au Haut|23013
04646|Islesford|23009
04648|Jonesboro|23029
04649|Jonesport|23029
04650|Little Deer Isle|23009
04652|Lubec|23029
04653|Bass Harbor|23009
04654|Machias|23029
04655|Machiasport|23029
04657|Meddybemps|23029
04658|Milbridge|23029
04660|Mount Desert|23009
04662|Northeast Harbor|23009
04664|Sullivan|23009
04666|Pembroke|23029
04667|Perry|23029
04668|Princeton|23029
04669|Prospect Harbor|23009
04671|Robbinston|23029
04672|Salsbury Cove|23009
04673|Sargentville|23009
04674|Seal Cove|23009
04675|Seal Harbor|23009
04676|Sedgwick|23009
04677|Sorrento|23009
04679|Southwest Harbor|23009
04680|Steuben|23029
04681|Stonington|23009
04683|Sunset|23009
04684|Surry|23009
04685|Swans Island|23009
04686|Wesley|23029
04691|Whiting|23029
04693|Winter Harbor|23009
04694|Baileyville|23029
04730|Houlton|23003
04732|Ashland|23003
04733|Benedicta|23003
04734|Blaine|23003
04735|Bridgewater|23003
04736|Caribou|23003
04737|Clayton Lake|23003
04738|Crouseville|23003
04739|Eagle Lake|23003
04740|Easton|23003
04741|Estcourt Station|23003
04742|Fort Fairfield|23003
04743|Fort Kent|23003
04744|Fort Kent Mills|23003
04745|Frenchville|23003
04746|Grand Isle|23003
04747|Island Falls|23003
04750|Limestone|23003
04751|Limestone|23003
04756|Madawaska|23003
04757|Mapleton|23003
04758|Mars Hill|23003
04760|Monticello|23003
04761|New Limerick|23003
04762|New Sweden|23003
04763|Oakfield|23003
04764|Oxbow|23003
04765|Patten|23019
04766|Perham|23003
04768|Portage|23003
04769|Presque Isle|23003
04772|Saint Agatha|23003
04773|Saint David|23003
04774|Saint Francis|23003
04775|Sheridan|23003
04776|Sherman|23003
04777|Stacyville|23019
04779|Sinclair|23003
04780|Smyrna Mills|23003
04781|Wallagrass|23003
04783|Stockholm|23003
04785|Van Buren|23003
04786|Washburn|23003
04787|Westfield|23003
04841|Rockland|23013
04843|Camden|23013
04847|Hope|23013
04848|Islesboro|23027
04849|Lincolnville|23027
04850|Lincolnville Center|23027
04851|Matinicus|23013
04852|Monhegan|23015
04853|North Haven|23013
04854|Owls Head|23013
04855|Port Clyde|23013
04856|Rockport|23013
04858|South Thomaston|23013
04859|Spruce Head|23013
04860|Tenants Harbor|23013
04861|Thomaston|23013
04862|Union|23013
04863|Vinalhaven|23013
04864|Warren|23013
04865|West Rockport|23013
04901|Waterville|23011
04903|Waterville|23011
04910|Albion|23011
04911|Anson|23025
04912|Athens|23025
04915|Belfast|23027
04917|Belgrade|23011
04918|Belgrade Lakes|23011
04920|Bingham|23025
04921|Brooks|23027
04922|Burnham|23027
04923|Cambridge|23025
04924|Canaan|23025
04925|Caratunk|23025
04926|China Village|23011
04927|Clinton|23011
04928|Corinna|23019
04929|Detroit|23025
04930|Dexter|23019
04932|Dixmont|23019
04933|East Newport|23019
04935|East Vassalboro|23011
04936|Eustis|23007
04937|Fairfield|23025
04938|Farmington|23007
04939|Garland|23019
04940|Farmington Falls|23007
04941|Freedom|23027
04942|Harmony|23025
04943|Hartland|23025
04944|Hinckley|23025
04945|Jackman|23025
04947|Kingfield|23007
04949|Liberty|23027
04950|Madison|23025
04951|Monroe|23027
04952|Morrill|23027
04953|Newport|23019
04954|New Portland|23025
04955|New Sharon|23007
04956|New Vineyard|23007
04957|Norridgewock|23025
04958|North Anson|23025
04961|New Portland|23025
04962|North Vassalboro|23011
04963|Oakland|23011
04964|Oquossoc|23007
04965|Palmyra|23025
04966|Phillips|23007
04967|Pittsfield|23025
04969|Plymouth|23019
04970|Rangeley|23007
04971|Saint Albans|23025
04972|Sandy Point|23027
04973|Searsmont|23027
04974|Searsport|23027
04975|Shawmut|23025
04976|Skowhegan|23025
04978|Smithfield|23025
04979|Solon|23025
04981|Stockton Springs|23027
04982|Stratton|23007
04983|Strong|23007
04984|Temple|23007
04985|West Forks|23025
04986|Thorndike|23027
04987|Troy|23027
04988|Unity|23027
04989|Vassalboro|23011
04992|West Farmington|23007
05001|White River Junction|50027
05009|White River Junction|50027
05030|Ascutney|50027
05031|Barnard|50027
05032|Bethel|50027
05033|Bradford|50017
05034|Bridgewater|50027
05035|Bridgewater Corners|50027
05036|Brookfield|50017
05037|Brownsville|50027
05038|Chelsea|50017
05039|Corinth|50017
05040|East Corinth|50017
05041|East Randolph|50017
05042|East Ryegate|50005
05043|East Thetford|50017
05045|Fairlee|50017
05046|Groton|50005
05047|Hartford|50027
05048|Hartland|50027
05049|Hartland Four Corners|50027
05050|Mc Indoe Falls|50005
05051|Newbury|50017
05052|North Hartland|50027
05053|North Pomfret|50027
05054|North Thetford|50017
05055|Norwich|50027
05056|Plymouth|50027
05058|Post Mills|50017
05059|Quechee|50027
05060|Randolph|50017
05061|Randolph Center|50017
05062|Reading|50027
05065|Sharon|50027
05067|South Pomfret|50027
05068|South Royalton|50027
05069|South Ryegate|50005
05070|South Strafford|50017
05071|South Woodstock|50027
05072|Strafford|50017
05073|Taftsville|50027
05074|Thetford|50017
05075|Thetford Center|50017
05076|Topsham|50017
05077|Tunbridge|50017
05079|Vershire|50017
05081|Wells River|50017
05083|West Fairlee|50017
05084|West Hartford|50027
05085|West Newbury|50017
05086|West Topsham|50017
05088|Wilder|50027
05089|Windsor|50027
05091|Woodstock|50027
05101|Bellows Falls|50025
05141|Cambridgeport|50025
05142|Cavendish|50027
05143|Chester|50027
05146|Grafton|50025
05148|Londonderry|50025
05149|Ludlow|50027
05150|North Springfield|50027
05151|Perkinsville|50027
05152|Peru|50003
05153|Proctorsville|50027
05154|Saxtons River|50025
05155|South Londonderry|50025
05156|Springfield|50027
05158|Westminster|50025
05159|Westminster Station|50025
05161|Weston|50027
05201|Bennington|50003
05250|Arlington|50003
05251|Dorset|50003
05252|East Arlington|50003
05253|East Dorset|50003
05254|Manchester|50003
05255|Manchester Center|50003
05257|North Bennington|50003
05260|North Pownal|50003
05261|Pownal|50003
05262|Shaftsbury|50003
05301|Brattleboro|50025
05302|Brattleboro|50025
05303|Brattleboro|50025
05304|Brattleboro|50025
05340|Bondville|50003
05341|East Dover|50025
05342|Jacksonville|50025
05343|Jamaica|50025
05344|Marlboro|50025
05345|Newfane|50025
05346|Putney|50025
05350|Readsboro|50003
05351|South Newfane|50025
05352|Stamford|50003
05353|Townshend|50025
05354|Vernon|50025
05355|Wardsboro|50025
05356|West Dover|50025
05357|West Dummerston|50025
05358|West Halifax|50025
05359|West Townshend|50025
05360|West Wardsboro|50025
05361|Whitingham|50025
05362|Williamsville|50025
05363|Wilmington|50025
05401|Burlington|50007
05402|Burlington|50007
05403|South Burlington|50007
05404|Winooski|50007
05405|Burlington|50007
05406|Burlington|50007
05407|South Burlington|50007
05408|Burlington|50007
05439|Colchester|50007
05440|Alburgh|50013
05441|Bakersfield|50011
05442|Belvidere Center|50015
05443|Bristol|50001
05444|Cambridge|50011
05445|Charlotte|50007
05446|Colchester|50007
05447|East Berkshire|50011
05448|East Fairfield|50011
05449|Colchester|50007
05450|Enosburg Falls|50011
05451|Essex|50007
05452|Essex Junction|50007
05453|Essex Junction|50007
05454|Fairfax|50011
05455|Fairfield|50011
05456|Ferrisburgh|50001
05457|Franklin|50011
05458|Grand Isle|50013
05459|Highgate Center|50011
05460|Highgate Springs|50011
05461|Hinesburg|50007
05462|Huntington|50007
05463|Isle La Motte|50013
05464|Jeffersonville|50015
05465|Jericho|50007
05466|Jonesville|50007
05468|Milton|50007
05469|Monkton|50001
05470|Montgomery|50011
05471|Montgomery Center|50011
05472|New Haven|50001
05473|North Ferrisburgh|50001
05474|North Hero|50013
05476|Richford|50011
05477|Richmond|50007
05478|Saint Albans|50011
05479|Essex Junction|50011
05481|Saint Albans Bay|50011
05482|Shelburne|50007
05483|Sheldon|50011
05485|Sheldon Springs|50011
05486|South Hero|50013
05487|Starksboro|50001
05488|Swanton|50011
05489|Underhill|50007
05490|Underhill Center|50007
05491|Vergennes|50001
05492|Waterville|50015
05494|Westford|50007
05495|Williston|50007
05501|Andover|25009
05601|Montpelier|50023
05602|Montpelier|50023
05603|Montpelier|50023
05604|Montpelier|50023
05609|Montpelier|50023
05620|Montpelier|50023
05633|Montpelier|50023
05640|Adamant|50023
05641|Barre|50023
05647|Cabot|50023
05648|Calais|50023
05649|East Barre|50017
05650|East Calais|50023
05651|East Montpelier|50023
05652|Eden|50015
05653|Eden Mills|50015
05654|Graniteville|50023
05655|Hyde Park|50015
05656|Johnson|50015
05657|Lake Elmore|50015
05658|Marshfield|50023
05660|Moretown|50023
05661|Morrisville|50015
05662|Moscow|50015
05663|Northfield|50023
05664|Northfield Falls|50023
05665|North Hyde Park|50015
05666|North Montpelier|50023
05667|Plainfield|50023
05669|Roxbury|50023
05670|South Barre|50023
05671|Waterbury|50023
05672|Stowe|50015
05673|Waitsfield|50023
05674|Warren|50023
05675|Washington|50017
05676|Waterbury|50023
05677|Waterbury Center|50023
05678|Websterville|50023
05679|Williamstown|50017
05680|Wolcott|50015
05681|Woodbury|50023
05682|Worcester|50023
05701|Rutland|50021
05702|Rutland|50021
05730|Belmont|50021
05731|Benson|50021
05732|Bomoseen|50021
05733|Brandon|50021
05734|Bridport|50001
05735|Castleton|50021
05736|Center Rutland|50021
05737|Chittenden|50021
05738|Cuttingsville|50021
05739|Danby|50021
05740|East Middlebury|50001
05741|East Poultney|50021
05742|East Wallingford|50021
05743|Fair Haven|50021
05744|Florence|50021
05745|Forest Dale|50021
05746|Gaysville|50027
05747|Granville|50001
05748|Hancock|50001
05750|Hydeville|50021
05751|Killington|50021
05753|Middlebury|50001
05757|Middletown Springs|50021
05758|Mount Holly|50021
05759|North Clarendon|50021
05760|Orwell|50001
05761|Pawlet|50021
05762|Pittsfield|50021
05763|Pittsford|50021
05764|Poultney|50021
05765|Proctor|50021
05766|Ripton|50001
05767|Rochester|50027
05768|Rupert|50003
05769|Salisbury|50001
05770|Shoreham|50001
05772|Stockbridge|50027
05773|Wallingford|50021
05774|Wells|50021
05775|West Pawlet|50021
05776|West Rupert|50003
05777|West Rutland|50021
05778|Whiting|50001
05819|Saint Johnsbury|50005
05820|Albany|50019
05821|Barnet|50005
05822|Barton|50019
05823|Beebe Plain|50019
05824|Concord|50009
05825|Coventry|50019
05826|Craftsbury|50019
05827|Craftsbury Common|50019
05828|Danville|50005
05829|Derby|50019
05830|Derby Line|50019
05832|East Burke|50005
05833|East Charleston|50019
05836|East Hardwick|50005
05837|East Haven|50009
05838|East Saint Johnsbury|50005
05839|Glover|50019
05840|Granby|50009
05841|Greensboro|50019
05842|Greensboro Bend|50019
05843|Hardwick|50005
05845|Irasburg|50019
05846|Island Pond|50009
05847|Lowell|50019
05848|Lower Waterford|50005
05849|Lyndon|50005
05850|Lyndon Center|50005
05851|Lyndonville|50005
05853|Morgan|50019
05855|Newport|50019
05857|Newport Center|50019
05858|North Concord|50009
05859|North Troy|50019
05860|Orleans|50019
05861|Passumpsic|50005
05862|Peacham|50005
05863|Saint Johnsbury Center|50005
05866|Sheffield|50005
05867|Sutton|50005
05868|Troy|50019
05871|West Burke|50005
05872|West Charleston|50019
05873|West Danville|50005
05874|Westfield|50019
05875|Barton|50019
05901|Averill|50009
05902|Beecher Falls|50009
05903|Canaan|50009
05904|Gilman|50009
05905|Guildhall|50009
05906|Lunenburg|50009
05907|Norton|50009
06001|Avon|09003
06002|Bloomfield|09003
06006|Windsor|09003
06010|Bristol|09003
06011|Bristol|09003
06013|Burlington|09003
06016|Broad Brook|09003
06018|Canaan|09005
06019|Canton|09003
06020|Canton Center|09003
06021|Colebrook|09005
06022|Collinsville|09003
06023|East Berlin|09003
06024|East Canaan|09005
06025|East Glastonbury|09003
06026|East Granby|09003
06027|East Hartland|09003
06028|East Windsor Hill|09003
06029|Ellington|09013
06030|Farmington|09003
06031|Falls Village|09005
06032|Farmington|09003
06033|Glastonbury|09003
06034|Farmington|09003
06035|Granby|09003
06037|Berlin|09003
06039|Lakeville|09005
06040|Manchester|09003
06041|Manchester|09003
06042|Manchester|09003
06043|Bolton|09013
06045|Manchester|09003
06050|New Britain|09003
06051|New Britain|09003
06052|New Britain|09003
06053|New Britain|09003
06057|New Hartford|09005
06058|Norfolk|09005
06059|North Canton|09005
06060|North Granby|09003
06061|Pine Meadow|09005
06062|Plainville|09003
06063|Barkhamsted|09005
06064|Poquonock|09003
06065|Riverton|09003
06066|Vernon Rockville|09013
06067|Rocky Hill|09003
06068|Salisbury|09005
06069|Sharon|09005
06070|Simsbury|09003
06071|Somers|09013
06072|Somersville|09013
06073|South Glastonbury|09003
06074|South Windsor|09003
06075|Stafford|09013
06076|Stafford Springs|09013
06077|Staffordville|09013
06078|Suffield|09003
06079|Taconic|09005
06080|Suffield|09003
06081|Tariffville|09003
06082|Enfield|09003
06083|Enfield|09003
06084|Tolland|09013
06085|Unionville|09003
06088|East Windsor|09003
06089|Weatogue|09003
06090|West Granby|09003
06091|West Hartland|09003
06092|West Simsbury|09003
06093|West Suffield|09003
06094|Winchester Center|09005
06095|Windsor|09003
06096|Windsor Locks|09003
06098|Winsted|09005
06101|Hartford|09003
06102|Hartford|09003
06103|Hartford|09003
06104|Hartford|09003
06105|Hartford|09003
06106|Hartford|09003
06107|West Hartford|09003
06108|East Hartford|09003
06109|Wethersfield|09003
06110|West Hartford|09003
06111|Newington|09003
06112|Hartford|09003
06114|Hartford|09003
06115|Hartford|09003
06117|West Hartford|09003
06118|East Hartford|09003
06119|West Hartford|09003
06120|Hartford|09003
06123|Hartford|09003
06126|Hartford|09003
06127|West Hartford|09003
06128|East Hartford|09003
06129|Wethersfield|09003
06131|Newington|09003
06132|Hartford|09003
06133|West Hartford|09003
06134|Hartford|09003
06137|West Hartford|09003
06138|East Hartford|09003
06140|Hartford|09003
06141|Hartford|09003
06142|Hartford|09003
06143|Hartford|09003
06144|Hartford|09003
06145|Hartford|09003
06146|Hartford|09003
06147|Hartford|09003
06150|Hartford|09003
06151|Hartford|09003
06152|Hartford|09003
06153|Hartford|09003
06154|Hartford|09003
06155|Hartford|09003
06156|Hartford|09003
06160|Hartford|09003
06161|Hartford|09003
06167|Hartford|09003
06176|Hartford|09003
06180|Hartford|09003
06183|Hartford|09003
06199|Hartford|09003
06226|Willimantic|09015
06230|Abington|09015
06231|Amston|09013
06232|Andover|09013
06233|Ballouville|09015
06234|Brooklyn|09015
06235|Chaplin|09015
06237|Columbia|09013
06238|Coventry|09013
06239|Danielson|09015
06241|Dayville|09015
06242|Eastford|09015
06243|East Killingly|09015
06244|East Woodstock|09015
06245|Fabyan|09015
06246|Grosvenor Dale|09015
06247|Hampton|09015
06248|Hebron|09013
06249|Lebanon|09011
06250|Mansfield Center|09013
06251|Mansfield Depot|09013
06254|North Franklin|09011
06255|North Grosvenordale|09015
06256|North Windham|09015
06258|Pomfret|09015
06259|Pomfret Center|09015
06260|Putnam|09015
06262|Quinebaug|09015
06263|Rogers|09015
06264|Scotland|09015
06265|South Willington|09013
06266|South Windham|09015
06267|South Woodstock|09015
06268|Storrs Mansfield|09013
06269|Storrs Mansfield|09013
06277|Thompson|09015
06278|Ashford|09015
06279|Willington|09013
06280|Windham|09015
06281|Woodstock|09015
06282|Woodstock Valley|09015
06320|New London|09011
06330|Baltic|09011
06331|Canterbury|09015
06332|Central Village|09015
06333|East Lyme|09011
06334|Bozrah|09011
06335|Gales Ferry|09011
06336|Gilman|09011
06338|Mashantucket|09011
06339|Ledyard|09011
06340|Groton|09011
06349|Groton|09011
06350|Hanover|09011
06351|Jewett City|09011
06353|Montville|09011
06354|Moosup|09015
06355|Mystic|09011
06357|Niantic|09011
06359|North Stonington|09011
06360|Norwich|09011
06365|Preston|09011
06370|Oakdale|09011
06371|Old Lyme|09011
06372|Old Mystic|09011
06373|Oneco|09015
06374|Plainfield|09015
06375|Quaker Hill|09011
06376|South Lyme|09011
06377|Sterling|09015
06378|Stonington|09011
06379|Pawcatuck|09011
06380|Taftville|09011
06382|Uncasville|09011
06383|Versailles|09011
06384|Voluntown|09011
06385|Waterford|09011
06387|Wauregan|09015
06388|West Mystic|09011
06389|Yantic|09011
06390|Fishers Island|36103
06401|Ansonia|09009
06403|Beacon Falls|09009
06404|Botsford|09001
06405|Branford|09009
06408|Cheshire|09009
06409|Centerbrook|09007
06410|Cheshire|09009
06411|Cheshire|09009
06412|Chester|09007
06413|Clinton|09007
06414|Cobalt|09007
06415|Colchester|09011
06416|Cromwell|09007
06417|Deep River|09007
06418|Derby|09009
06419|Killingworth|09007
06420|Salem|09011
06422|Durham|09007
06423|East Haddam|09007
06424|East Hampton|09007
06426|Essex|09007
06437|Guilford|09009
06438|Haddam|09007
06439|Hadlyme|09011
06440|Hawleyville|09001
06441|Higganum|09007
06442|Ivoryton|09007
06443|Madison|09009
06444|Marion|09003
06447|Marlborough|09003
06450|Meriden|09009
06451|Meriden|09009
06455|Middlefield|09007
06456|Middle Haddam|09007
06457|Middletown|09007
06459|Middletown|09007
06460|Milford|09009
06461|Milford|09009
06467|Milldale|09003
06468|Monroe|09001
06469|Moodus|09007
06470|Newtown|09001
06471|North Branford|09009
06472|Northford|09009
06473|North Haven|09009
06474|North Westchester|09011
06475|Old Saybrook|09007
06477|Orange|09009
06478|Oxford|09009
06479|Plantsville|09003
06480|Portland|09007
06481|Rockfall|09007
06482|Sandy Hook|09001
06483|Seymour|09009
06484|Shelton|09001
06487|South Britain|09009
06488|Southbury|09009
06489|Southington|09003
06491|Stevenson|09001
06492|Wallingford|09009
06493|Wallingford|09009
06494|Wallingford|09009
06495|Wallingford|09009
06498|Westbrook|09007
06501|New Haven|09009
06502|New Haven|09009
06503|New Haven|09009
06504|New Haven|09009
06505|New Haven|09009
06506|New Haven|09009
06507|New Haven|09009
06508|New Haven|09009
06509|New Haven|09009
06510|New Haven|09009
06511|New Haven|09009
06512|East Haven|09009
06513|New Haven|09009
06514|Hamden|09009
06515|New Haven|09009
06516|West Haven|09009
06517|Hamden|09009
06518|Hamden|09009
06519|New Haven|09009
06520|New Haven|09009
06521|New Haven|09009
06524|Bethany|09009
06525|Woodbridge|09009
06530|New Haven|09009
06531|New Haven|09009
06532|New Haven|09009
06533|New Haven|09009
06534|New Haven|09009
06535|New Haven|09009
06536|New Haven|09009
06537|New Haven|09009
06538|New Haven|09009
06540|New Haven|09009
06601|Bridgeport|09001
06602|Bridgeport|09001
06604|Bridgeport|09001
06605|Bridgeport|09001
06606|Bridgeport|09001
06607|Bridgeport|09001
06608|Bridgeport|09001
06610|Bridgeport|09001
06611|Trumbull|09001
06612|Easton|09001
06614|Stratford|09001
06615|Stratford|09001
06673|Bridgeport|09001
06699|Bridgeport|09001
06701|Waterbury|09009
06702|Waterbury|09009
06703|Waterbury|09009
06704|Waterbury|09009
06705|Waterbury|09009
06706|Waterbury|09009
06708|Waterbury|09009
06710|Waterbury|09009
06712|Prospect|09009
06716|Wolcott|09009
06720|Waterbury|09009
06721|Waterbury|09009
06722|Waterbury|09009
06723|Waterbury|09009
06724|Waterbury|09009
06725|Waterbury|09009
06726|Waterbury|09009
06749|Waterbury|09009
06750|Bantam|09005
06751|Bethlehem|09005
06752|Bridgewater|09005
06753|Cornwall|09005
06754|Cornwall Bridge|09005
06755|Gaylordsville|09005
06756|Goshen|09005
06757|Kent|09005
06758|Lakeside|09005
06759|Litchfield|09005
06762|Middlebury|09009
06763|Morris|09005
06770|Naugatuck|09009
06776|New Milford|09005
06777|New Preston Marble Dale|09005
06778|Northfield|09005
06779|Oakville|09005
06781|Pequabuck|09005
06782|Plymouth|09005
06783|Roxbury|09005
06784|Sherman|09001
06785|South Kent|09005
06786|Terryville|09005
06787|Thomaston|09005
06790|Torrington|09005
06791|Harwinton|09005
06792|Torrington|09005
06793|Washington|09005
06794|Washington Depot|09005
06795|Watertown|09005
06796|West Cornwall|09005
06798|Woodbury|09005
06801|Bethel|09001
06804|Brookfield|09001
06807|Cos Cob|09001
06810|Danbury|09001
06811|Danbury|09001
06812|New Fairfield|09001
06813|Danbury|09001
06820|Darien|09001
06824|Fairfield|09001
06825|Fairfield|09001
06828|Fairfield|09001
06829|Georgetown|09001
06830|Greenwich|09001
06831|Greenwich|09001
06836|Greenwich|09001
06838|Greens Farms|09001
06840|New Canaan|09001
06850|Norwalk|09001
06851|Norwalk|09001
06852|Norwalk|09001
06853|Norwalk|09001
06854|Norwalk|09001
06855|Norwalk|09001
06856|Norwalk|09001
06857|Norwalk|09001
06858|Norwalk|09001
06860|Norwalk|09001
06870|Old Greenwich|09001
06875|Redding Center|09001
06876|Redding Ridge|09001
06877|Ridgefield|09001
06878|Riverside|09001
06879|Ridgefield|09001
06880|Westport|09001
06881|Westport|09001
06883|Weston|09001
06888|Westport|09001
06889|Westport|09001
06890|Southport|09001
06896|Redding|09001
06897|Wilton|09001
06901|Stamford|09001
06902|Stamford|09001
06903|Stamford|09001
06904|Stamford|09001
06905|Stamford|09001
06906|Stamford|09001
06907|Stamford|09001
06910|Stamford|09001
06911|Stamford|09001
06912|Stamford|09001
06913|Stamford|09001
06914|Stamford|09001
06926|Stamford|09001
06927|Stamford|09001
07001|Avenel|34023
07002|Bayonne|34017
07003|Bloomfield|34013
07004|Fairfield|34013
07005|Boonton|34027
07006|Caldwell|34013
07007|Caldwell|34013
07008|Carteret|34023
07009|Cedar Grove|34013
07010|Cliffside Park|34003
07011|Clifton|34031
07012|Clifton|34031
07013|Clifton|34031
07014|Clifton|34031
07015|Clifton|34031
07016|Cranford|34039
07017|East Orange|34013
07018|East Orange|34013
07019|East Orange|34013
07020|Edgewater|34003
07021|Essex Fells|34013
07022|Fairview|34003
07023|Fanwood|34039
07024|Fort Lee|34003
07026|Garfield|34003
07027|Garwood|34039
07028|Glen Ridge|34013
07029|Harrison|34017
07030|Hoboken|34017
07031|North Arlington|34003
07032|Kearny|34017
07033|Kenilworth|34039
07034|Lake Hiawatha|34027
07035|Lincoln Park|34027
07036|Linden|34039
07039|Livingston|34013
07040|Maplewood|34013
07041|Millburn|34013
07042|Montclair|34013
07043|Montclair|34013
07044|Verona|34013
07045|Montville|34027
07046|Mountain Lakes|34027
07047|North Bergen|34017
07050|Orange|34013
07051|Orange|34013
07052|West Orange|34013
07054|Parsippany|34027
07055|Passaic|34031
07057|Wallington|34003
07058|Pine Brook|34027
07059|Warren|34035
07060|Plainfield|34039
07061|Plainfield|34039
07062|Plainfield|34039
07063|Plainfield|34039
07064|Port Reading|34023
07065|Rahway|34039
07066|Clark|34039
07067|Colonia|34023
07068|Roseland|34013
07069|Watchung|34035
07070|Rutherford|34003
07071|Lyndhurst|34003
07072|Carlstadt|34003
07073|East Rutherford|34003
07074|Moonachie|34003
07075|Wood Ridge|34003
07076|Scotch Plains|34039
07077|Sewaren|34023
07078|Short Hills|34013
07079|South Orange|34013
07080|South Plainfield|34023
07081|Springfield|34039
07082|Towaco|34027
07083|Union|34039
07086|Weehawken|34017
07087|Union City|34017
07088|Vauxhall|34039
07090|Westfield|34039
07091|Westfield|34039
07092|Mountainside|34039
07093|West New York|34017
07094|Secaucus|34017
07095|Woodbridge|34023
07096|Secaucus|34017
07097|Jersey City|34017
07099|Kearny|34017
07101|Newark|34013
07102|Newark|34013
07103|Newark|34013
07104|Newark|34013
07105|Newark|34013
07106|Newark|34013
07107|Newark|34013
07108|Newark|34013
07109|Belleville|34013
07110|Nutley|34013
07111|Irvington|34013
07112|Newark|34013
07114|Newark|34013
07175|Newark|34013
07184|Newark|34013
07188|Newark|34013
07189|Newark|34013
07191|Newark|34013
07192|Newark|34013
07193|Newark|34013
07195|Newark|34013
07198|Newark|34013
07199|Newark|34013
07201|Elizabeth|34039
07202|Elizabeth|34039
07203|Roselle|34039
07204|Roselle Park|34039
07205|Hillside|34039
07206|Elizabethport|34039
07207|Elizabeth|34039
07208|Elizabeth|34039
07302|Jersey City|34017
07303|Jersey City|34017
07304|Jersey City|34017
07305|Jersey City|34017
07306|Jersey City|34017
07307|Jersey City|34017
07308|Jersey City|34017
07310|Jersey City|34017
07311|Jersey City|34017
07395|Jersey City|34017
07399|Jersey City|34017
07401|Allendale|34003
07403|Bloomingdale|34031
07405|Butler|34027
07407|Elmwood Park|34003
07410|Fair Lawn|34003
07416|Franklin|34037
07417|Franklin Lakes|34003
07418|Glenwood|34037
07419|Hamburg|34037
07420|Haskell|34031
07421|Hewitt|34031
07422|Highland Lakes|34037
07423|Ho Ho Kus|34003
07424|Little Falls|34031
07428|Mc Afee|34037
07430|Mahwah|34003
07432|Midland Park|34003
07435|Newfoundland|34031
07436|Oakland|34003
07438|Oak Ridge|34027
07439|Ogdensburg|34037
07440|Pequannock|34027
07442|Pompton Lakes|34031
07444|Pompton Plains|34027
07446|Ramsey|34003
07450|Ridgewood|34003
07451|Ridgewood|34003
07452|Glen Rock|34003
07456|Ringwood|34031
07457|Riverdale|34027
07458|Saddle River|34003
07460|Stockholm|34037
07461|Sussex|34037
07462|Vernon|34037
07463|Waldwick|34003
07465|Wanaque|34031
07470|Wayne|34031
07474|Wayne|34031
07480|West Milford|34031
07481|Wyckoff|34003
07495|Mahwah|34003
07501|Paterson|34031
07502|Paterson|34031
07503|Paterson|34031
07504|Paterson|34031
07505|Paterson|34031
07506|Hawthorne|34031
07507|Hawthorne|34031
07508|Haledon|34031
07509|Paterson|34031
07510|Paterson|34031
07511|Totowa|34031
07512|Totowa|34031
07513|Paterson|34031
07514|Paterson|34031
07522|Paterson|34031
07524|Paterson|34031
07533|Paterson|34031
07538|Haledon|34031
07543|Paterson|34031
07544|Paterson|34031
07601|Hackensack|34003
07602|Hackensack|34003
07603|Bogota|34003
07604|Hasbrouck Heights|34003
07605|Leonia|34003
07606|South Hackensack|34003
07607|Maywood|34003
07608|Teterboro|34003
07620|Alpine|34003
07621|Bergenfield|34003
07624|Closter|34003
07626|Cresskill|34003
07627|Demarest|34003
07628|Dumont|34003
07630|Emerson|34003
07631|Englewood|34003
07632|Englewood Cliffs|34003
07640|Harrington Park|34003
07641|Haworth|34003
07642|Hillsdale|34003
07643|Little Ferry|34003
07644|Lodi|34003
07645|Montvale|34003
07646|New Milford|34003
07647|Northvale|34003
07648|Norwood|34003
07649|Oradell|34003
07650|Palisades Park|34003
07652|Paramus|34003
07653|Paramus|34003
07656|Park Ridge|34003
07657|Ridgefield|34003
07660|Ridgefield Park|34003
07661|River Edge|34003
07662|Rochelle Park|34003
07663|Saddle Brook|34003
07666|Teaneck|34003
07670|Tenafly|34003
07675|Westwood|34003
07676|Township Of Washington|34003
07677|Woodcliff Lake|34003
07699|Teterboro|34003
07701|Red Bank|34025
07702|Shrewsbury|34025
07703|Fort Monmouth|34025
07704|Fair Haven|34025
07710|Adelphia|34025
07711|Allenhurst|34025
07712|Asbury Park|34025
07715|Belmar|34025
07716|Atlantic Highlands|34025
07717|Avon By The Sea|34025
07718|Belford|34025
07719|Belmar|34025
07720|Bradley Beach|34025
07721|Cliffwood|34025
07722|Colts Neck|34025
07723|Deal|34025
07724|Eatontown|34025
07726|Englishtown|34025
07727|Farmingdale|34025
07728|Freehold|34025
07730|Hazlet|34025
07731|Howell|34025
07732|Highlands|34025
07733|Holmdel|34025
07734|Keansburg|34025
07735|Keyport|34025
07737|Leonardo|34025
07738|Lincroft|34025
07739|Little Silver|34025
07740|Long Branch|34025
07746|Marlboro|34025
07747|Matawan|34025
07748|Middletown|34025
07750|Monmouth Beach|34025
07751|Morganville|34025
07752|Navesink|34025
07753|Neptune|34025
07754|Neptune|34025
07755|Oakhurst|34025
07756|Ocean Grove|34025
07757|Oceanport|34025
07758|Port Monmouth|34025
07760|Rumson|34025
07762|Spring Lake|34025
07763|Tennent|34025
07764|West Long Branch|34025
07765|Wickatunk|34025
07799|Eatontown|34025
07801|Dover|34027
07802|Dover|34027
07803|Mine Hill|34027
07806|Picatinny Arsenal|34027
07820|Allamuchy|34041
07821|Andover|34037
07822|Augusta|34037
07823|Belvidere|34041
07825|Blairstown|34041
07826|Branchville|34037
07827|Montague|34037
07828|Budd Lake|34027
07829|Buttzville|34041
07830|Califon|34019
07831|Changewater|34019
07832|Columbia|34041
07833|Delaware|34041
07834|Denville|34027
07836|Flanders|34027
07837|Glasser|34037
07838|Great Meadows|34041
07839|Greendell|34037
07840|Hackettstown|34041
07842|Hibernia|34027
07843|Hopatcong|34037
07844|Hope|34041
07845|Ironia|34027
07846|Johnsonburg|34041
07847|Kenvil|34027
07848|Lafayette|34037
07849|Lake Hopatcong|34027
07850|Landing|34027
07851|Layton|34037
07852|Ledgewood|34027
07853|Long Valley|34027
07855|Middleville|34037
07856|Mount Arlington|34027
07857|Netcong|34027
07860|Newton|34037
07863|Oxford|34041
07865|Port Murray|34041
07866|Rockaway|34027
07869|Randolph|34027
07870|Schooleys Mountain|34027
07871|Sparta|34037
07874|Stanhope|34037
07875|Stillwater|34037
07876|Succasunna|34027
07877|Swartswood|34037
07878|Mount Tabor|34027
07879|Tranquility|34037
07880|Vienna|34041
07881|Wallpack Center|34037
07882|Washington|34041
07885|Wharton|34027
07890|Branchville|34037
07901|Summit|34039
07902|Summit|34039
07920|Basking Ridge|34035
07921|Bedminster|34035
07922|Berkeley Heights|34039
07924|Bernardsville|34035
07926|Brookside|34027
07927|Cedar Knolls|34027
07928|Chatham|34027
07930|Chester|34027
07931|Far Hills|34035
07932|Florham Park|34027
07933|Gillette|34027
07934|Gladstone|34035
07935|Green Village|34027
07936|East Hanover|34027
07938|Liberty Corner|34035
07939|Lyons|34035
07940|Madison|34027
07945|Mendham|34027
07946|Millington|34027
07950|Morris Plains|34027
07960|Morristown|34027
07961|Convent Station|34027
07962|Morristown|34027
07963|Morristown|34027
07970|Mount Freedom|34027
07974|New Providence|34039
07976|New Vernon|34027
07977|Peapack|34035
07978|Pluckemin|34035
07979|Pottersville|34019
07980|Stirling|34027
07981|Whippany|34027
07999|Whippany|34027
08001|Alloway|34033
08002|Cherry Hill|34007
08003|Cherry Hill|34007
08004|Atco|34007
08005|Barnegat|34029
08006|Barnegat Light|34029
08007|Barrington|34007
08008|Beach Haven|34029
08009|Berlin|34007
08010|Beverly|34005
08011|Birmingham|34005
08012|Blackwood|34007
08014|Bridgeport|34015
08015|Browns Mills|34005
08016|Burlington|34005
08018|Cedar Brook|34007
08019|Chatsworth|34005
08020|Clarksboro|34015
08021|Clementon|34007
08022|Columbus|34005
08023|Deepwater|34033
08025|Ewan|34015
08026|Gibbsboro|34007
08027|Gibbstown|34015
08028|Glassboro|34015
08029|Glendora|34007
08030|Gloucester City|34007
08031|Bellmawr|34007
08032|Grenloch|34015
08033|Haddonfield|34007
08034|Cherry Hill|34007
08035|Haddon Heights|34007
08036|Hainesport|34005
08037|Hammonton|34001
08038|Hancocks Bridge|34033
08039|Harrisonville|34015
08041|Jobstown|34005
08042|Juliustown|34005
08043|Voorhees|34007
08045|Lawnside|34007
08046|Willingboro|34005
08048|Lumberton|34005
08049|Magnolia|34007
08050|Manahawkin|34029
08051|Mantua|34015
08052|Maple Shade|34005
08053|Marlton|34005
08054|Mount Laurel|34005
08055|Medford|34005
08056|Mickleton|34015
08057|Moorestown|34005
08059|Mount Ephraim|34007
08060|Mount Holly|34005
08061|Mount Royal|34015
08062|Mullica Hill|34015
08063|National Park|34015
08064|New Lisbon|34005
08065|Palmyra|34005
08066|Paulsboro|34015
08067|Pedricktown|34033
08068|Pemberton|34005
08069|Penns Grove|34033
08070|Pennsville|34033
08071|Pitman|34015
08072|Quinton|34033
08073|Rancocas|34005
08074|Richwood|34015
08075|Riverside|34005
08076|Riverton|34005
08077|Riverton|34005
08078|Runnemede|34007
08079|Salem|34033
08080|Sewell|34015
08081|Sicklerville|34007
08083|Somerdale|34007
08084|Stratford|34007
08085|Swedesboro|34015
08086|Thorofare|34015
08087|Tuckerton|34029
08088|Vincentown|34005
08089|Waterford Works|34007
08090|Wenonah|34015
08091|West Berlin|34007
08092|West Creek|34029
08093|Westville|34015
08094|Williamstown|34015
08095|Winslow|34007
08096|Woodbury|34015
08097|Woodbury Heights|34015
08098|Woodstown|34033
08099|Bellmawr|34007
08101|Camden|34007
08102|Camden|34007
08103|Camden|34007
08104|Camden|34007
08105|Camden|34007
08106|Audubon|34007
08107|Oaklyn|34007
08108|Collingswood|34007
08109|Merchantville|34007
08110|Pennsauken|34007
08201|Absecon|34001
08202|Avalon|34009
08203|Brigantine|34001
08204|Cape May|34009
08205|Absecon|34001
08210|Cape May Court House|34009
08212|Cape May Point|34009
08213|Cologne|34001
08214|Dennisville|34009
08215|Egg Harbor City|34001
08217|Elwood|34001
08218|Goshen|34009
08219|Green Creek|34009
08220|Leeds Point|34001
08221|Linwood|34001
08223|Marmora|34009
08224|New Gretna|34005
08225|Northfield|34001
08226|Ocean City|34009
08230|Ocean View|34009
08231|Oceanville|34001
08232|Pleasantville|34001
08234|Egg Harbor Township|34001
08240|Pomona|34001
08241|Port Republic|34001
08242|Rio Grande|34009
08243|Sea Isle City|34009
08244|Somers Point|34001
08245|South Dennis|34009
08246|South Seaville|34009
08247|Stone Harbor|34009
08248|Strathmere|34009
08250|Tuckahoe|34009
08251|Villas|34009
08252|Whitesboro|34009
08260|Wildwood|34009
08270|Woodbine|34009
08302|Bridgeton|34011
08310|Buena|34001
08311|Cedarville|34011
08312|Clayton|34015
08313|Deerfield Street|34011
08314|Delmont|34011
08315|Dividing Creek|34011
08316|Dorchester|34011
08317|Dorothy|34001
08318|Elmer|34033
08319|Estell Manor|34001
08320|Fairton|34011
08321|Fortescue|34011
08322|Franklinville|34015
08323|Greenwich|34011
08324|Heislerville|34011
08326|Landisville|34001
08327|Leesburg|34011
08328|Malaga|34015
08329|Mauricetown|34011
08330|Mays Landing|34001
08332|Millville|34011
08340|Milmay|34001
08341|Minotola|34001
08342|Mizpah|34001
08343|Monroeville|34015
08344|Newfield|34015
08345|Newport|34011
08346|Newtonville|34001
08347|Norma|34033
08348|Port Elizabeth|34011
08349|Port Norris|34011
08350|Richland|34001
08352|Rosenhayn|34011
08353|Shiloh|34011
08360|Vineland|34011
08361|Vineland|34011
08362|Vineland|34011
08401|Atlantic City|34001
08402|Margate City|34001
08403|Longport|34001
08404|Atlantic City|34001
08405|Atlantic City|34001
08406|Ventnor City|34001
08501|Allentown|34025
08502|Belle Mead|34035
08504|Blawenburg|34035
08505|Bordentown|34005
08510|Millstone Township|34025
08511|Cookstown|34005
08512|Cranbury|34021
08514|Cream Ridge|34025
08515|Chesterfield|34005
08518|Florence|34005
08520|Hightstown|34021
08525|Hopewell|34021
08526|Imlaystown|34025
08527|Jackson|34029
08528|Kingston|34035
08530|Lambertville|34019
08533|New Egypt|34029
08534|Pennington|34021
08535|Millstone Township|34025
08536|Plainsboro|34023
08540|Princeton|34021
08541|Princeton|34021
08542|Princeton|34021
08543|Princeton|34021
08544|Princeton|34021
08550|Princeton Junction|34021
08551|Ringoes|34019
08553|Rocky Hill|34035
08554|Roebling|34005
08555|Roosevelt|34025
08556|Rosemont|34019
08557|Sergeantsville|34019
08558|Skillman|34035
08559|Stockton|34019
08560|Titusville|34021
08561|Windsor|34021
08562|Wrightstown|34005
08601|Trenton|34021
08602|Trenton|34021
08603|Trenton|34021
08604|Trenton|34021
08605|Trenton|34021
08606|Trenton|34021
08607|Trenton|34021
08608|Trenton|34021
08609|Trenton|34021
08610|Trenton|34021
08611|Trenton|34021
08618|Trenton|34021
08619|Trenton|34021
08620|Trenton|34021
08625|Trenton|34021
08628|Trenton|34021
08629|Trenton|34021
08638|Trenton|34021
08640|Joint Base Mdl|34005
08641|Joint Base Mdl|34005
08645|Trenton|34021
08646|Trenton|34021
08647|Trenton|34021
08648|Lawrence Township|34021
08650|Trenton|34021
08666|Trenton|34021
08690|Trenton|34021
08691|Robbinsville|34021
08695|Trenton|34021
08701|Lakewood|34029
08720|Allenwood|34025
08721|Bayville|34029
08722|Beachwood|34029
08723|Brick|34029
08724|Brick|34029
08730|Brielle|34025
08731|Forked River|34029
08732|Island Heights|34029
08733|Lakehurst|34029
08734|Lanoka Harbor|34029
08735|Lavallette|34029
08736|Manasquan|34025
08738|Mantoloking|34029
08739|Normandy Beach|34029
08740|Ocean Gate|34029
08741|Pine Beach|34029
08742|Point Pleasant Beach|34029
08750|Sea Girt|34025
08751|Seaside Heights|34029
08752|Seaside Park|34029
08753|Toms River|34029
08754|Toms River|34029
08755|Toms River|34029
08756|Toms River|34029
08757|Toms River|34029
08758|Waretown|34029
08759|Manchester Township|34029
08801|Annandale|34019
08802|Asbury|34019
08803|Baptistown|34019
08804|Bloomsbury|34019
08805|Bound Brook|34035
08807|Bridgewater|34035
08808|Broadway|34041
08809|Clinton|34019
08810|Dayton|34023
08812|Dunellen|34023
08816|East Brunswick|34023
08817|Edison|34023
08818|Edison|34023
08820|Edison|34023
08821|Flagtown|34035
08822|Flemington|34019
08823|Franklin Park|34035
08824|Kendall Park|34023
08825|Frenchtown|34019
08826|Glen Gardner|34019
08827|Hampton|34019
08828|Helmetta|34023
08829|High Bridge|34019
08830|Iselin|34023
08831|Monroe Township|34023
08832|Keasbey|34023
08833|Lebanon|34019
08834|Little York|34019
08835|Manville|34035
08836|Martinsville|34035
08837|Edison|34023
08840|Metuchen|34023
08844|Hillsborough|34035
08846|Middlesex|34023
08848|Milford|34019
08850|Milltown|34023
08852|Monmouth Junction|34023
08853|Neshanic Station|34035
08854|Piscataway|34023
08855|Piscataway|34023
08857|Old Bridge|34023
08858|Oldwick|34019
08859|Parlin|34023
08861|Perth Amboy|34023
08862|Perth Amboy|34023
08863|Fords|34023
08865|Phillipsburg|34041
08867|Pittstown|34019
08868|Quakertown|34019
08869|Raritan|34035
08870|Readington|34019
08871|Sayreville|34023
08872|Sayreville|34023
08873|Somerset|34035
08875|Somerset|34035
08876|Somerville|34035
08879|South Amboy|34023
08880|South Bound Brook|34035
08882|South River|34023
08884|Spotswood|34023
08885|Stanton|34019
08886|Stewartsville|34041
08887|Three Bridges|34019
08888|Whitehouse|34019
08889|Whitehouse Station|34019
08890|Zarephath|34035
08899|Edison|34023
08901|New Brunswick|34023
08902|North Brunswick|34023
08903|New Brunswick|34023
08904|Highland Park|34023
08906|New Brunswick|34023
08933|New Brunswick|34023
08989|New Brunswick|34023
10001|New York|36061
10002|New York|36061
10003|New York|36061
10004|New York|36061
10005|New York|36061
10006|New York|36061
10007|New York|36061
10008|New York|36061
10009|New York|36061
10010|New York|36061
10011|New York|36061
10012|New York|36061
10013|New York|36061
10014|New York|36061
10016|New York|36061
10017|New York|36061
10018|New York|36061
10019|New York|36061
10020|New York|36061
10021|New York|36061
10022|New York|36061
10023|New York|36061
10024|New York|36061
10025|New York|36061
10026|New York|36061
10027|New York|36061
10028|New York|36061
10029|New York|36061
10030|New York|36061
10031|New York|36061
10032|New York|36061
10033|New York|36061
10034|New York|36061
10035|New York|36061
10036|New York|36061
10037|New York|36061
10038|New York|36061
10039|New York|36061
10040|New York|36061
10041|New York|36061
10043|New York|36061
10044|New York|36061
10045|New York|36061
10055|New York|36061
10060|New York|36061
10065|New York|36061
10069|New York|36061
10075|New York|36061
10080|New York|36061
10081|New York|36061
10087|New York|36061
10090|New York|36061
10101|New York|36061
10102|New York|36061
10103|New York|36061
10104|New York|36061
10105|New York|36061
10106|New York|36061
10107|New York|36061
10108|New York|36061
10109|New York|36061
10110|New York|36061
10111|New York|36061
10112|New York|36061
10113|New York|36061
10114|New York|36061
10115|New York|36061
10116|New York|36061
10117|New York|36061
10118|New York|36061
10119|New York|36061
10120|New York|36061
10121|New York|36061
10122|New York|36061
10123|New York|36061
10124|New York|36061
10125|New York|36061
10126|New York|36061
10128|New York|36061
10129|New York|36061
10130|New York|36061
10131|New York|36061
10132|New York|36061
10133|New York|36061
10138|New York|36061
10150|New York|36061
10151|New York|36061
10152|New York|36061
10153|New York|36061
10154|New York|36061
10155|New York|36061
10156|New York|36061
10157|New York|36061
10158|New York|36061
10159|New York|36061
10160|New York|36061
10162|New York|36061
10163|New York|36061
10164|New York|36061
10165|New York|36061
10166|New York|36061
10167|New York|36061
10168|New York|36061
10169|New York|36061
10170|New York|36061
10171|New York|36061
10172|New York|36061
10173|New York|36061
10174|New York|36061
10175|New York|36061
10176|New York|36061
10177|New York|36061
10178|New York|36061
10179|New York|36061
10185|New York|36061
10199|New York|36061
10203|New York|36061
10211|New York|36061
10212|New York|36061
10213|New York|36061
10242|New York|36061
10249|New York|36061
10256|New York|36061
10258|New York|36061
10259|New York|36061
10260|New York|36061
10261|New York|36061
10265|New York|36061
10268|New York|36061
10269|New York|36061
10270|New York|36061
10271|New York|36061
10272|New York|36061
10273|New York|36061
10274|New York|36061
10275|New York|36061
10276|New York|36061
10277|New York|36061
10278|New York|36061
10279|New York|36061
10280|New York|36061
10281|New York|36061
10282|New York|36061
10285|New York|36061
10286|New York|36061
10301|Staten Island|36085
10302|Staten Island|36085
10303|Staten Island|36085
10304|Staten Island|36085
10305|Staten Island|36085
10306|Staten Island|36085
10307|Staten Island|36085
10308|Staten Island|36085
10309|Staten Island|36085
10310|Staten Island|36085
10311|Staten Island|36085
10312|Staten Island|36085
10313|Staten Island|36085
10314|Staten Island|36085
10451|Bronx|36005
10452|Bronx|36005
10453|Bronx|36005
10454|Bronx|36005
10455|Bronx|36005
10456|Bronx|36005
10457|Bronx|36005
10458|Bronx|36005
10459|Bronx|36005
10460|Bronx|36005
10461|Bronx|36005
10462|Bronx|36005
10463|Bronx|36005
10464|Bronx|36005
10465|Bronx|36005
10466|Bronx|36005
10467|Bronx|36005
10468|Bronx|36005
10469|Bronx|36005
10470|Bronx|36005
10471|Bronx|36005
10472|Bronx|36005
10473|Bronx|36005
10474|Bronx|36005
10475|Bronx|36005
10501|Amawalk|36119
10502|Ardsley|36119
10503|Ardsley On Hudson|36119
10504|Armonk|36119
10505|Baldwin Place|36119
10506|Bedford|36119
10507|Bedford Hills|36119
10509|Brewster|36079
10510|Briarcliff Manor|36119
10511|Buchanan|36119
10512|Carmel|36079
10514|Chappaqua|36119
10516|Cold Spring|36079
10517|Crompond|36119
10518|Cross River|36119
10519|Croton Falls|36119
10520|Croton On Hudson|36119
10521|Croton On Hudson|36119
10522|Dobbs Ferry|36119
10523|Elmsford|36119
10524|Garrison|36079
10526|Goldens Bridge|36119
10527|Granite Springs|36119
10528|Harrison|36119
10530|Hartsdale|36119
10532|Hawthorne|36119
10533|Irvington|36119
10535|Jefferson Valley|36119
10536|Katonah|36119
10537|Lake Peekskill|36079
10538|Larchmont|36119
10540|Lincolndale|36119
10541|Mahopac|36079
10542|Mahopac Falls|36079
10543|Mamaroneck|36119
10545|Maryknoll|36119
10546|Millwood|36119
10547|Mohegan Lake|36119
10548|Montrose|36119
10549|Mount Kisco|36119
10550|Mount Vernon|36119
10551|Mount Vernon|36119
10552|Mount Vernon|36119
10553|Mount Vernon|36119
10560|North Salem|36119
10562|Ossining|36119
10566|Peekskill|36119
10567|Cortlandt Manor|36119
10570|Pleasantville|36119
10573|Port Chester|36119
10576|Pound Ridge|36119
10577|Purchase|36119
10578|Purdys|36119
10579|Putnam Valley|36079
10580|Rye|36119
10583|Scarsdale|36119
10587|Shenorock|36119
10588|Shrub Oak|36119
10589|Somers|36119
10590|South Salem|36119
10591|Tarrytown|36119
10594|Thornwood|36119
10595|Valhalla|36119
10596|Verplanck|36119
10597|Waccabuc|36119
10598|Yorktown Heights|36119
10601|White Plains|36119
10602|White Plains|36119
10603|White Plains|36119
10604|West Harrison|36119
10605|White Plains|36119
10606|White Plains|36119
10607|White Plains|36119
10610|White Plains|36119
10701|Yonkers|36119
10702|Yonkers|36119
10703|Yonkers|36119
10704|Yonkers|36119
10705|Yonkers|36119
10706|Hastings On Hudson|36119
10707|Tuckahoe|36119
10708|Bronxville|36119
10709|Eastchester|36119
10710|Yonkers|36119
10801|New Rochelle|36119
10802|New Rochelle|36119
10803|Pelham|36119
10804|New Rochelle|36119
10805|New Rochelle|36119
10901|Suffern|36087
10910|Arden|36071
10911|Bear Mountain|36071
10912|Bellvale|36071
10913|Blauvelt|36087
10914|Blooming Grove|36071
10915|Bullville|36071
10916|Campbell Hall|36071
10917|Central Valley|36071
10918|Chester|36071
10919|Circleville|36071
10920|Congers|36087
10921|Florida|36071
10922|Fort Montgomery|36071
10923|Garnerville|36087
10924|Goshen|36071
10925|Greenwood Lake|36071
10926|Harriman|36071
10927|Haverstraw|36087
10928|Highland Falls|36071
10930|Highland Mills|36071
10931|Hillburn|36087
10932|Howells|36071
10933|Johnson|36071
10940|Middletown|36071
10941|Middletown|36071
10949|Monroe|36071
10950|Monroe|36071
10952|Monsey|36087
10953|Mountainville|36071
10954|Nanuet|36087
10956|New City|36087
10958|New Hampton|36071
10959|New Milford|36071
10960|Nyack|36087
10962|Orangeburg|36087
10963|Otisville|36071
10964|Palisades|36087
10965|Pearl River|36087
10968|Piermont|36087
10969|Pine Island|36071
10970|Pomona|36087
10973|Slate Hill|36071
10974|Sloatsburg|36087
10975|Southfields|36071
10976|Sparkill|36087
10977|Spring Valley|36087
10979|Sterling Forest|36071
10980|Stony Point|36087
10981|Sugar Loaf|36071
10982|Tallman|36087
10983|Tappan|36087
10984|Thiells|36087
10985|Thompson Ridge|36071
10986|Tomkins Cove|36087
10987|Tuxedo Park|36071
10988|Unionville|36071
10989|Valley Cottage|36087
10990|Warwick|36071
10992|Washingtonville|36071
10993|West Haverstraw|36087
10994|West Nyack|36087
10996|West Point|36071
10997|West Point|36071
10998|Westtown|36071
11001|Floral Park|36059
11002|Floral Park|36081
11003|Elmont|36059
11004|Glen Oaks|36081
11005|Floral Park|36081
11010|Franklin Square|36059
11020|Great Neck|36059
11021|Great Neck|36059
11022|Great Neck|36059
11023|Great Neck|36059
11024|Great Neck|36059
11026|Great Neck|36059
11027|Great Neck|36059
11030|Manhasset|36059
11040|New Hyde Park|36059
11042|New Hyde Park|36059
11050|Port Washington|36059
11051|Port Washington|36059
11052|Port Washington|36059
11053|Port Washington|36059
11054|Port Washington|36059
11055|Port Washington|36059
11096|Inwood|36059
11101|Long Island City|36081
11102|Astoria|36081
11103|Astoria|36081
11104|Sunnyside|36081
11105|Astoria|36081
11106|Astoria|36081
11109|Long Island City|36081
11120|Long Island City|36081
11201|Brooklyn|36047
11202|Brooklyn|36047
11203|Brooklyn|36047
11204|Brooklyn|36047
11205|Brooklyn|36047
11206|Brooklyn|36047
11207|Brooklyn|36047
11208|Brooklyn|36047
11209|Brooklyn|36047
11210|Brooklyn|36047
11211|Brooklyn|36047
11212|Brooklyn|36047
11213|Brooklyn|36047
11214|Brooklyn|36047
11215|Brooklyn|36047
11216|Brooklyn|36047
11217|Brooklyn|36047
11218|Brooklyn|36047
11219|Brooklyn|36047
11220|Brooklyn|36047
11221|Brooklyn|36047
11222|Brooklyn|36047
11223|Brooklyn|36047
11224|Brooklyn|36047
11225|Brooklyn|36047
11226|Brooklyn|36047
11228|Brooklyn|36047
11229|Brooklyn|36047
11230|Brooklyn|36047
11231|Brooklyn|36047
11232|Brooklyn|36047
11233|Brooklyn|36047
11234|Brooklyn|36047
11235|Brooklyn|36047
11236|Brooklyn|36047
11237|Brooklyn|36047
11238|Brooklyn|36047
11239|Brooklyn|36047
11241|Brooklyn|36047
11242|Brooklyn|36047
11243|Brooklyn|36047
11245|Brooklyn|36047
11247|Brooklyn|36047
11249|Brooklyn|36047
11251|Brooklyn|36047
11252|Brooklyn|36047
11256|Brooklyn|36047
11351|Flushing|36081
11352|Flushing|36081
11354|Flushing|36081
11355|Flushing|36081
11356|College Point|36081
11357|Whitestone|36081
11358|Flushing|36081
11359|Bayside|36081
11360|Bayside|36081
11361|Bayside|36081
11362|Little Neck|36081
11363|Little Neck|36081
11364|Oakland Gardens|36081
11365|Fresh Meadows|36081
11366|Fresh Meadows|36081
11367|Flushing|36081
11368|Corona|36081
11369|East Elmhurst|36081
11370|East Elmhurst|36081
11371|Flushing|36081
11372|Jackson Heights|36081
11373|Elmhurst|36081
11374|Rego Park|36081
11375|Forest Hills|36081
11377|Woodside|36081
11378|Maspeth|36081
11379|Middle Village|36081
11380|Elmhurst|36081
11381|Flushing|36081
11385|Ridgewood|36081
11386|Ridgewood|36081
11405|Jamaica|36081
11411|Cambria Heights|36081
11412|Saint Albans|36081
11413|Springfield Gardens|36081
11414|Howard Beach|36081
11415|Kew Gardens|36081
11416|Ozone Park|36081
11417|Ozone Park|36081
11418|Richmond Hill|36081
11419|South Richmond Hill|36081
11420|South Ozone Park|36081
11421|Woodhaven|36081
11422|Rosedale|36081
11423|Hollis|36081
11424|Jamaica|36081
11425|Jamaica|36047
11426|Bellerose|36081
11427|Queens Village|36081
11428|Queens Village|36081
11429|Queens Village|36081
11430|Jamaica|36081
11431|Jamaica|36081
11432|Jamaica|36081
11433|Jamaica|36081
11434|Jamaica|36081
11435|Jamaica|36081
11436|Jamaica|36081
11437|Jamaica|36103
11439|Jamaica|36081
11451|Jamaica|36081
11499|Jamaica|36081
11501|Mineola|36059
11507|Albertson|36059
11509|Atlantic Beach|36059
11510|Baldwin|36059
11514|Carle Place|36059
11516|Cedarhurst|36059
11518|East Rockaway|36059
11520|Freeport|36059
11530|Garden City|36059
11531|Garden City|36059
11542|Glen Cove|36059
11545|Glen Head|36059
11547|Glenwood Landing|36059
11548|Greenvale|36059
11549|Hempstead|36059
11550|Hempstead|36059
11551|Hempstead|36059
11552|West Hempstead|36059
11553|Uniondale|36059
11554|East Meadow|36059
11555|Uniondale|36059
11556|Uniondale|36059
11557|Hewlett|36059
11558|Island Park|36059
11559|Lawrence|36059
11560|Locust Valley|36059
11561|Long Beach|36059
11563|Lynbrook|36059
11565|Malverne|36059
11566|Merrick|36059
11568|Old Westbury|36059
11569|Point Lookout|36059
11570|Rockville Centre|36059
11571|Rockville Centre|36059
11572|Oceanside|36059
11575|Roosevelt|36059
11576|Roslyn|36059
11577|Roslyn Heights|36059
11579|Sea Cliff|36059
11580|Valley Stream|36059
11581|Valley Stream|36059
11582|Valley Stream|36059
11590|Westbury|36059
11596|Williston Park|36059
11598|Woodmere|36059
11599|Garden City|36059
11690|Far Rockaway|36081
11691|Far Rockaway|36081
11692|Arverne|36081
11693|Far Rockaway|36081
11694|Rockaway Park|36081
11695|Far Rockaway|36081
11697|Breezy Point|36081
11701|Amityville|36103
11702|Babylon|36103
11703|North Babylon|36103
11704|West Babylon|36103
11705|Bayport|36103
11706|Bay Shore|36103
11707|West Babylon|36103
11709|Bayville|36059
11710|Bellmore|36059
11713|Bellport|36103
11714|Bethpage|36059
11715|Blue Point|36103
11716|Bohemia|36103
11717|Brentwood|36103
11718|Brightwaters|36103
11719|Brookhaven|36103
11720|Centereach|36103
11721|Centerport|36103
11722|Central Islip|36103
11724|Cold Spring Harbor|36103
11725|Commack|36103
11726|Copiague|36103
11727|Coram|36103
11729|Deer Park|36103
11730|East Islip|36103
11731|East Northport|36103
11732|East Norwich|36059
11733|East Setauket|36103
11735|Farmingdale|36059
11737|Farmingdale|36059
11738|Farmingville|36103
11739|Great River|36103
11740|Greenlawn|36103
11741|Holbrook|36103
11742|Holtsville|36103
11743|Huntington|36103
11746|Huntington Station|36103
11747|Melville|36103
11749|Islandia|36103
11751|Islip|36103
11752|Islip Terrace|36103
11753|Jericho|36059
11754|Kings Park|36103
11755|Lake Grove|36103
11756|Levittown|36059
11757|Lindenhurst|36103
11758|Massapequa|36059
11760|Melville|36103
11762|Massapequa Park|36059
11763|Medford|36103
11764|Miller Place|36103
11765|Mill Neck|36059
11766|Mount Sinai|36103
11767|Nesconset|36103
11768|Northport|36103
11769|Oakdale|36103
11770|Ocean Beach|36103
11771|Oyster Bay|36059
11772|Patchogue|36103
11773|Melville|36059
11775|Melville|36103
11776|Port Jefferson Station|36103
11777|Port Jefferson|36103
11778|Rocky Point|36103
11779|Ronkonkoma|36103
11780|Saint James|36103
11782|Sayville|36103
11783|Seaford|36059
11784|Selden|36103
11786|Shoreham|36103
11787|Smithtown|36103
11788|Hauppauge|36103
11789|Sound Beach|36103
11790|Stony Brook|36103
11791|Syosset|36059
11792|Wading River|36103
11793|Wantagh|36059
11794|Stony Brook|36103
11795|West Islip|36103
11796|West Sayville|36103
11797|Woodbury|36059
11798|Wyandanch|36103
11801|Hicksville|36059
11802|Hicksville|36059
11803|Plainview|36059
11804|Old Bethpage|36059
11815|Hicksville|36059
11853|Jericho|36059
11901|Riverhead|36103
11930|Amagansett|36103
11931|Aquebogue|36103
11932|Bridgehampton|36103
11933|Calverton|36103
11934|Center Moriches|36103
11935|Cutchogue|36103
11937|East Hampton|36103
11939|East Marion|36103
11940|East Moriches|36103
11941|Eastport|36103
11942|East Quogue|36103
11944|Greenport|36103
11946|Hampton Bays|36103
11947|Jamesport|36103
11948|Laurel|36103
11949|Manorville|36103
11950|Mastic|36103
11951|Mastic Beach|36103
11952|Mattituck|36103
11953|Middle Island|36103
11954|Montauk|36103
11955|Moriches|36103
11956|New Suffolk|36103
11957|Orient|36103
11958|Peconic|36103
11959|Quogue|36103
11960|Remsenburg|36103
11961|Ridge|36103
11962|Sagaponack|36103
11963|Sag Harbor|36103
11964|Shelter Island|36103
11965|Shelter Island Heights|36103
11967|Shirley|36103
11968|Southampton|36103
11969|Southampton|36103
11970|South Jamesport|36103
11971|Southold|36103
11972|Speonk|36103
11973|Upton|36103
11975|Wainscott|36103
11976|Water Mill|36103
11977|Westhampton|36103
11978|Westhampton Beach|36103
11980|Yaphank|36103
12007|Alcove|36001
12008|Alplaus|36093
12009|Altamont|36001
12010|Amsterdam|36057
12015|Athens|36039
12016|Auriesville|36057
12017|Austerlitz|36021
12018|Averill Park|36083
12019|Ballston Lake|36091
12020|Ballston Spa|36091
12022|Berlin|36083
12023|Berne|36001
12024|Brainard|36021
12025|Broadalbin|36035
12027|Burnt Hills|36091
12028|Buskirk|36083
12029|Canaan|36021
12031|Carlisle|36095
12032|Caroga Lake|36035
12033|Castleton On Hudson|36083
12035|Central Bridge|36095
12036|Charlotteville|36095
12037|Chatham|36021
12040|Cherry Plain|36083
12041|Clarksville|36001
12042|Climax|36039
12043|Cobleskill|36095
12045|Coeymans|36001
12046|Coeymans Hollow|36001
12047|Cohoes|36001
12050|Columbiaville|36021
12051|Coxsackie|36039
12052|Cropseyville|36083
12053|Delanson|36093
12054|Delmar|36001
12055|Dormansville|36001
12056|Duanesburg|36093
12057|Eagle Bridge|36115
12058|Earlton|36039
12059|East Berne|36001
12060|East Chatham|36021
12061|East Greenbush|36083
12062|East Nassau|36083
12063|East Schodack|36083
12064|East Worcester|36077
12065|Clifton Park|36091
12066|Esperance|36095
12067|Feura Bush|36001
12068|Fonda|36057
12069|Fort Hunter|36057
12070|Fort Johnson|36057
12071|Fultonham|36095
12072|Fultonville|36057
12073|Gallupville|36095
12074|Galway|36091
12075|Ghent|36021
12076|Gilboa|36095
12077|Glenmont|36001
12078|Gloversville|36035
12082|Grafton|36083
12083|Greenville|36039
12084|Guilderland|36001
12085|Guilderland Center|36001
12086|Hagaman|36057
12087|Hannacroix|36039
12089|Hoosick|36083
12090|Hoosick Falls|36083
12092|Howes Cave|36095
12093|Jefferson|36095
12094|Johnsonville|36083
12095|Johnstown|36035
12106|Kinderhook|36021
12107|Knox|36001
12108|Lake Pleasant|36041
12110|Latham|36001
12115|Malden Bridge|36021
12116|Maryland|36077
12117|Mayfield|36035
12118|Mechanicville|36091
12120|Medusa|36001
12121|Melrose|36083
12122|Middleburgh|36095
12123|Nassau|36083
12124|New Baltimore|36039
12125|New Lebanon|36021
12128|Newtonville|36001
12130|Niverville|36021
12131|North Blenheim|36095
12132|North Chatham|36021
12133|North Hoosick|36083
12134|Northville|36035
12136|Old Chatham|36021
12137|Pattersonville|36093
12138|Petersburg|36083
12139|Piseco|36041
12140|Poestenkill|36083
12141|Quaker Street|36093
12143|Ravena|36001
12144|Rensselaer|36083
12147|Rensselaerville|36001
12148|Rexford|36091
12149|Richmondville|36095
12150|Rotterdam Junction|36093
12151|Round Lake|36091
12153|Sand Lake|36083
12154|Schaghticoke|36083
12155|Schenevus|36077
12156|Schodack Landing|36083
12157|Schoharie|36095
12158|Selkirk|36001
12159|Slingerlands|36001
12160|Sloansville|36095
12161|South Bethlehem|36001
12164|Speculator|36041
12165|Spencertown|36021
12166|Sprakers|36057
12167|Stamford|36025
12168|Stephentown|36083
12169|Stephentown|36083
12170|Stillwater|36091
12172|Stottville|36021
12173|Stuyvesant|36021
12174|Stuyvesant Falls|36021
12175|Summit|36095
12176|Surprise|36039
12177|Tribes Hill|36057
12180|Troy|36083
12181|Troy|36083
12182|Troy|36083
12183|Troy|36001
12184|Valatie|36021
12185|Valley Falls|36083
12186|Voorheesville|36001
12187|Warnerville|36095
12188|Waterford|36091
12189|Watervliet|36001
12190|Wells|36041
12192|West Coxsackie|36039
12193|Westerlo|36001
12194|West Fulton|36095
12195|West Lebanon|36021
12196|West Sand Lake|36083
12197|Worcester|36077
12198|Wynantskill|36083
12201|Albany|36001
12202|Albany|36001
12203|Albany|36001
12204|Albany|36001
12205|Albany|36001
12206|Albany|36001
12207|Albany|36001
12208|Albany|36001
12209|Albany|36001
12210|Albany|36001
12211|Albany|36001
12212|Albany|36001
12214|Albany|36001
12220|Albany|36001
12222|Albany|36001
12223|Albany|36001
12224|Albany|36001
12225|Albany|36001
12226|Albany|36001
12227|Albany|36001
12228|Albany|36001
12229|Albany|36001
12230|Albany|36001
12231|Albany|36001
12232|Albany|36001
12233|Albany|36001
12234|Albany|36001
12235|Albany|36001
12236|Albany|36001
12237|Albany|36001
12238|Albany|36001
12239|Albany|36001
12240|Albany|36001
12241|Albany|36001
12242|Albany|36001
12243|Albany|36001
12244|Albany|36001
12245|Albany|36001
12246|Albany|36001
12247|Albany|36001
12248|Albany|36001
12249|Albany|36001
12250|Albany|36001
12255|Albany|36001
12257|Albany|36001
12260|Albany|36001
12261|Albany|36001
12288|Albany|36001
12301|Schenectady|36093
12302|Schenectady|36093
12303|Schenectady|36093
12304|Schenectady|36093
12305|Schenectady|36093
12306|Schenectady|36093
12307|Schenectady|36093
12308|Schenectady|36093
12309|Schenectady|36093
12325|Schenectady|36093
12345|Schenectady|36093
12401|Kingston|36111
12402|Kingston|36111
12404|Accord|36111
12405|Acra|36039
12406|Arkville|36025
12407|Ashland|36039
12409|Bearsville|36111
12410|Big Indian|36111
12411|Bloomington|36111
12412|Boiceville|36111
12413|Cairo|36039
12414|Catskill|36039
12416|Chichester|36111
12417|Connelly|36111
12418|Cornwallville|36039
12419|Cottekill|36111
12420|Cragsmoor|36111
12421|Denver|36025
12422|Durham|36039
12423|East Durham|36039
12424|East Jewett|36039
12427|Elka Park|36039
12428|Ellenville|36111
12429|Esopus|36111
12430|Fleischmanns|36025
12431|Freehold|36039
12432|Glasco|36111
12433|Glenford|36111
12434|Grand Gorge|36025
12435|Greenfield Park|36111
12436|Haines Falls|36039
12438|Halcottsville|36025
12439|Hensonville|36039
12440|High Falls|36111
12441|Highmount|36111
12442|Hunter|36039
12443|Hurley|36111
12444|Jewett|36039
12446|Kerhonkson|36111
12448|Lake Hill|36111
12449|Lake Katrine|36111
12450|Lanesville|36039
12451|Leeds|36039
12452|Lexington|36039
12453|Malden On Hudson|36111
12454|Maplecrest|36039
12455|Margaretville|36025
12456|Mount Marion|36111
12457|Mount Tremper|36111
12458|Napanoch|36111
12459|New Kingston|36025
12460|Oak Hill|36039
12461|Olivebridge|36111
12463|Palenville|36039
12464|Phoenicia|36111
12465|Pine Hill|36111
12466|Port Ewen|36111
12468|Prattsville|36039
12469|Preston Hollow|36001
12470|Purling|36039
12471|Rifton|36111
12472|Rosendale|36111
12473|Round Top|36039
12474|Roxbury|36025
12475|Ruby|36111
12477|Saugerties|36111
12480|Shandaken|36111
12481|Shokan|36111
12482|South Cairo|36039
12483|Spring Glen|36111
12484|Stone Ridge|36111
12485|Tannersville|36039
12486|Tillson|36111
12487|Ulster Park|36111
12489|Wawarsing|36111
12490|West Camp|36111
12491|West Hurley|36111
12492|West Kill|36039
12493|West Park|36111
12494|West Shokan|36111
12495|Willow|36111
12496|Windham|36039
12498|Woodstock|36111
12501|Amenia|36027
12502|Ancram|36021
12503|Ancramdale|36021
12504|Annandale On Hudson|36027
12506|Bangall|36027
12507|Barrytown|36027
12508|Beacon|36027
12510|Billings|36027
12511|Castle Point|36027
12512|Chelsea|36027
12513|Claverack|36021
12514|Clinton Corners|36027
12515|Clintondale|36111
12516|Copake|36021
12517|Copake Falls|36021
12518|Cornwall|36071
12520|Cornwall On Hudson|36071
12521|Craryville|36021
12522|Dover Plains|36027
12523|Elizaville|36021
12524|Fishkill|36027
12525|Gardiner|36111
12526|Germantown|36021
12527|Glenham|36027
12528|Highland|36111
12529|Hillsdale|36021
12530|Hollowville|36021
12531|Holmes|36027
12533|Hopewell Junction|36027
12534|Hudson|36021
12537|Hughsonville|36027
12538|Hyde Park|36027
12540|Lagrangeville|36027
12541|Livingston|36021
12542|Marlboro|36111
12543|Maybrook|36071
12544|Mellenville|36021
12545|Millbrook|36027
12546|Millerton|36027
12547|Milton|36111
12548|Modena|36111
12549|Montgomery|36071
12550|Newburgh|36071
12551|Newburgh|36071
12552|Newburgh|36071
12553|New Windsor|36071
12555|Newburgh|36071
12561|New Paltz|36111
12563|Patterson|36079
12564|Pawling|36027
12565|Philmont|36021
12566|Pine Bush|36111
12567|Pine Plains|36027
12568|Plattekill|36111
12569|Pleasant Valley|36027
12570|Poughquag|36027
12571|Red Hook|36027
12572|Rhinebeck|36027
12574|Rhinecliff|36027
12575|Rock Tavern|36071
12577|Salisbury Mills|36071
12578|Salt Point|36027
12580|Staatsburg|36027
12581|Stanfordville|36027
12582|Stormville|36027
12583|Tivoli|36027
12584|Vails Gate|36071
12585|Verbank|36027
12586|Walden|36071
12588|Walker Valley|36111
12589|Wallkill|36111
12590|Wappingers Falls|36027
12592|Wassaic|36027
12594|Wingdale|36027
12601|Poughkeepsie|36027
12602|Poughkeepsie|36027
12603|Poughkeepsie|36027
12604|Poughkeepsie|36027
12701|Monticello|36105
12719|Barryville|36105
12720|Bethel|36105
12721|Bloomingburg|36105
12722|Burlingham|36105
12723|Callicoon|36105
12724|Callicoon Center|36105
12725|Claryville|36111
12726|Cochecton|36105
12727|Cochecton|36105
12729|Cuddebackville|36071
12732|Eldred|36105
12733|Fallsburg|36105
12734|Ferndale|36105
12736|Fremont Center|36105
12737|Glen Spey|36105
12738|Glen Wild|36105
12740|Grahamsville|36105
12741|Hankins|36105
12742|Harris|36105
12743|Highland Lake|36105
12745|Hortonville|36105
12746|Huguenot|36071
12747|Hurleyville|36105
12748|Jeffersonville|36105
12749|Kauneonga Lake|36105
12750|Kenoza Lake|36105
12751|Kiamesha Lake|36105
12752|Lake Huntington|36105
12754|Liberty|36105
12758|Livingston Manor|36105
12759|Loch Sheldrake|36105
12760|Long Eddy|36025
12762|Mongaup Valley|36105
12763|Mountain Dale|36105
12764|Narrowsburg|36105
12765|Neversink|36105
12766|North Branch|36105
12767|Obernburg|36105
12768|Parksville|36105
12769|Phillipsport|36105
12770|Pond Eddy|36105
12771|Port Jervis|36071
12775|Rock Hill|36105
12776|Roscoe|36105
12777|Forestburgh|36105
12778|Smallwood|36105
12779|South Fallsburg|36105
12780|Sparrow Bush|36071
12781|Summitville|36105
12783|Swan Lake|36105
12784|Thompsonville|36105
12785|Westbrookville|36105
12786|White Lake|36105
12787|White Sulphur Springs|36105
12788|Woodbourne|36105
12789|Woodridge|36105
12790|Wurtsboro|36105
12791|Youngsville|36105
12792|Yulan|36105
12801|Glens Falls|36113
12803|South Glens Falls|36091
12804|Queensbury|36113
12808|Adirondack|36113
12809|Argyle|36115
12810|Athol|36113
12811|Bakers Mills|36113
12812|Blue Mountain Lake|36041
12814|Bolton Landing|36113
12815|Brant Lake|36113
12816|Cambridge|36115
12817|Chestertown|36113
12819|Clemons|36115
12820|Cleverdale|36113
12821|Comstock|36115
12822|Corinth|36091
12823|Cossayuna|36115
12824|Diamond Point|36113
12827|Fort Ann|36115
12828|Fort Edward|36115
12831|Gansevoort|36091
12832|Granville|36115
12833|Greenfield Center|36091
12834|Greenwich|36115
12835|Hadley|36091
12836|Hague|36113
12837|Hampton|36115
12838|Hartford|36115
12839|Hudson Falls|36115
12841|Huletts Landing|36115
12842|Indian Lake|36041
12843|Johnsburg|36113
12844|Kattskill Bay|36115
12845|Lake George|36113
12846|Lake Luzerne|36113
12847|Long Lake|36041
12848|Middle Falls|36115
12849|Middle Granville|36115
12850|Middle Grove|36091
12851|Minerva|36031
12852|Newcomb|36031
12853|North Creek|36113
12854|North Granville|36115
12855|North Hudson|36031
12856|North River|36113
12857|Olmstedville|36031
12858|Paradox|36031
12859|Porter Corners|36091
12860|Pottersville|36113
12861|Putnam Station|36115
12862|Riparius|36113
12863|Rock City Falls|36091
12864|Sabael|36041
12865|Salem|36115
12866|Saratoga Springs|36091
12870|Schroon Lake|36031
12871|Schuylerville|36091
12872|Severance|36031
12873|Shushan|36115
12874|Silver Bay|36113
12878|Stony Creek|36113
12879|Newcomb|36031
12883|Ticonderoga|36031
12884|Victory Mills|36091
12885|Warrensburg|36113
12886|Wevertown|36113
12887|Whitehall|36115
12901|Plattsburgh|36019
12903|Plattsburgh|36019
12910|Altona|36019
12911|Keeseville|36019
12912|Au Sable Forks|36019
12913|Bloomingdale|36031
12914|Bombay|36033
12915|Brainardsville|36033
12916|Brushton|36033
12917|Burke|36033
12918|Cadyville|36019
12919|Champlain|36019
12920|Chateaugay|36033
12921|Chazy|36019
12922|Childwold|36089
12923|Churubusco|36019
12924|Keeseville|36019
12926|Constable|36033
12927|Cranberry Lake|36089
12928|Crown Point|36031
12929|Dannemora|36019
12930|Dickinson Center|36033
12932|Elizabethtown|36031
12933|Ellenburg|36019
12934|Ellenburg Center|36019
12935|Ellenburg Depot|36019
12936|Essex|36031
12937|Fort Covington|36033
12939|Gabriels|36033
12941|Jay|36031
12942|Keene|36031
12943|Keene Valley|36031
12944|Keeseville|36031
12945|Lake Clear|36033
12946|Lake Placid|36031
12949|Lawrenceville|36089
12950|Lewis|36031
12952|Lyon Mountain|36019
12953|Malone|36033
12955|Lyon Mountain|36019
12956|Mineville|36031
12957|Moira|36033
12958|Mooers|36019
12959|Mooers Forks|36019
12960|Moriah|36031
12961|Moriah Center|36031
12962|Morrisonville|36019
12964|New Russia|36031
12965|Nicholville|36089
12966|North Bangor|36033
12967|North Lawrence|36089
12969|Owls Head|36033
12970|Paul Smiths|36033
12972|Peru|36019
12973|Piercefield|36089
12974|Port Henry|36031
12975|Port Kent|36031
12976|Rainbow Lake|36033
12977|Ray Brook|36031
12978|Redford|36019
12979|Rouses Point|36019
12980|Saint Regis Falls|36033
12981|Saranac|36019
12983|Saranac Lake|36033
12985|Schuyler Falls|36019
12986|Tupper Lake|36033
12987|Upper Jay|36031
12989|Vermontville|36033
12992|West Chazy|36019
12993|Westport|36031
12995|Whippleville|36033
12996|Willsboro|36031
12997|Wilmington|36031
12998|Witherbee|36031
13020|Apulia Station|36067
13021|Auburn|36011
13022|Auburn|36011
13024|Auburn|36011
13026|Aurora|36011
13027|Baldwinsville|36067
13028|Bernhards Bay|36075
13029|Brewerton|36067
13030|Bridgeport|36053
13031|Camillus|36067
13032|Canastota|36053
13033|Cato|36011
13034|Cayuga|36011
13035|Cazenovia|36053
13036|Central Square|36075
13037|Chittenango|36053
13039|Cicero|36067
13040|Cincinnatus|36023
13041|Clay|36067
13042|Cleveland|36075
13043|Clockville|36053
13044|Constantia|36075
13045|Cortland|36023
13051|Delphi Falls|36067
13052|De Ruyter|36053
13053|Dryden|36109
13054|Durhamville|36065
13056|East Homer|36023
13057|East Syracuse|36067
13060|Elbridge|36067
13061|Erieville|36053
13062|Etna|36109
13063|Fabius|36067
13064|Fair Haven|36011
13065|Fayette|36099
13066|Fayetteville|36067
13068|Freeville|36109
13069|Fulton|36075
13071|Genoa|36011
13072|Georgetown|36053
13073|Groton|36109
13074|Hannibal|36075
13076|Hastings|36075
13077|Homer|36023
13078|Jamesville|36067
13080|Jordan|36067
13081|King Ferry|36011
13082|Kirkville|36053
13083|Lacona|36075
13084|La Fayette|36067
13087|Little York|36023
13088|Liverpool|36067
13089|Liverpool|36067
13090|Liverpool|36067
13092|Locke|36011
13093|Lycoming|36075
13101|Mc Graw|36023
13102|Mc Lean|36109
13103|Mallory|36075
13104|Manlius|36067
13107|Maple View|36075
13108|Marcellus|36067
13110|Marietta|36067
13111|Martville|36011
13112|Memphis|36067
13113|Meridian|36011
13114|Mexico|36075
13115|Minetto|36075
13116|Minoa|36067
13117|Montezuma|36011
13118|Moravia|36011
13119|Mottville|36067
13120|Nedrow|36067
13121|New Haven|36075
13122|New Woodstock|36053
13123|North Bay|36065
13124|North Pitcher|36017
13126|Oswego|36075
13131|Parish|36075
13132|Pennellville|36075
13134|Peterboro|36053
13135|Phoenix|36075
13136|Pitcher|36017
13137|Plainville|36067
13138|Pompey|36067
13139|Poplar Ridge|36011
13140|Port Byron|36011
13141|Preble|36023
13142|Pulaski|36075
13143|Red Creek|36117
13144|Richland|36075
13145|Sandy Creek|36075
13146|Savannah|36117
13147|Scipio Center|36011
13148|Seneca Falls|36099
13152|Skaneateles|36067
13153|Skaneateles Falls|36067
13154|South Butler|36117
13155|South Otselic|36017
13156|Sterling|36011
13157|Sylvan Beach|36065
13158|Truxton|36023
13159|Tully|36067
13160|Union Springs|36011
13162|Verona Beach|36065
13163|Wampsville|36053
13164|Warners|36067
13165|Waterloo|36099
13166|Weedsport|36011
13167|West Monroe|36075
13201|Syracuse|36067
13202|Syracuse|36067
13203|Syracuse|36067
13204|Syracuse|36067
13205|Syracuse|36067
13206|Syracuse|36067
13207|Syracuse|36067
13208|Syracuse|36067
13209|Syracuse|36067
13210|Syracuse|36067
13211|Syracuse|36067
13212|Syracuse|36067
13214|Syracuse|36067
13215|Syracuse|36067
13217|Syracuse|36067
13218|Syracuse|36067
13219|Syracuse|36067
13220|Syracuse|36067
13221|Syracuse|36067
13224|Syracuse|36067
13225|Syracuse|36067
13235|Syracuse|36067
13244|Syracuse|36067
13250|Syracuse|36067
13251|Syracuse|36067
13252|Syracuse|36067
13261|Syracuse|36067
13290|Syracuse|36067
13301|Alder Creek|36065
13302|Altmar|36075
13303|Ava|36065
13304|Barneveld|36065
13305|Beaver Falls|36049
13308|Blossvale|36065
13309|Boonville|36065
13310|Bouckville|36053
13312|Brantingham|36049
13313|Bridgewater|36065
13314|Brookfield|36053
13315|Burlington Flats|36077
13316|Camden|36065
13317|Canajoharie|36057
13318|Cassville|36065
13319|Chadwicks|36065
13320|Cherry Valley|36077
13321|Clark Mills|36065
13322|Clayville|36065
13323|Clinton|36065
13324|Cold Brook|36043
13325|Constableville|36049
13326|Cooperstown|36077
13327|Croghan|36049
13328|Deansboro|36065
13329|Dolgeville|36043
13331|Eagle Bay|36043
13332|Earlville|36053
13333|East Springfield|36077
13334|Eaton|36053
13335|Edmeston|36077
13337|Fly Creek|36077
13338|Forestport|36065
13339|Fort Plain|36057
13340|Frankfort|36043
13341|Franklin Springs|36065
13342|Garrattsville|36077
13343|Glenfield|36049
13345|Greig|36049
13346|Hamilton|36053
13348|Hartwick|36077
13350|Herkimer|36043
13352|Hinckley|36065
13353|Hoffmeister|36041
13354|Holland Patent|36065
13355|Hubbardsville|36053
13357|Ilion|36043
13360|Inlet|36041
13361|Jordanville|36043
13362|Knoxboro|36065
13363|Lee Center|36065
13364|Leonardsville|36053
13365|Little Falls|36043
13367|Lowville|36049
13368|Lyons Falls|36049
13401|Mc Connellsville|36065
13402|Madison|36053
13403|Marcy|36065
13404|Martinsburg|36049
13406|Middleville|36043
13407|Mohawk|36043
13408|Morrisville|36053
13409|Munnsville|36053
13410|Nelliston|36057
13411|New Berlin|36017
13413|New Hartford|36065
13415|New Lisbon|36077
13416|Newport|36043
13417|New York Mills|36065
13418|North Brookfield|36053
13420|Old Forge|36043
13421|Oneida|36053
13424|Oriskany|36065
13425|Oriskany Falls|36065
13426|Orwell|36075
13428|Palatine Bridge|36057
13431|Poland|36043
13433|Port Leyden|36049
13435|Prospect|36065
13436|Raquette Lake|36041
13437|Redfield|36075
13438|Remsen|36065
13439|Richfield Springs|36077
13440|Rome|36065
13441|Rome|36065
13442|Rome|36065
13449|Rome|36065
13450|Roseboom|36077
13452|Saint Johnsville|36057
13454|Salisbury Center|36043
13455|Sangerfield|36065
13456|Sauquoit|36065
13457|Schuyler Lake|36077
13459|Sharon Springs|36095
13460|Sherburne|36017
13461|Sherrill|36065
13464|Smyrna|36017
13465|Solsville|36053
13468|Springfield Center|36077
13469|Stittville|36065
13470|Stratford|36035
13471|Taberg|36065
13472|Thendara|36043
13473|Turin|36049
13475|Van Hornesville|36043
13476|Vernon|36065
13477|Vernon Center|36065
13478|Verona|36065
13479|Washington Mills|36065
13480|Waterville|36065
13482|West Burlington|36077
13483|Westdale|36065
13484|West Eaton|36053
13485|West Edmeston|36053
13486|Westernville|36065
13488|Westford|36077
13489|West Leyden|36049
13490|Westmoreland|36065
13491|West Winfield|36043
13492|Whitesboro|36065
13493|Williamstown|36075
13494|Woodgate|36065
13495|Yorkville|36065
13501|Utica|36065
13502|Utica|36065
13503|Utica|36065
13504|Utica|36065
13505|Utica|36065
13599|Utica|36065
13601|Watertown|36045
13602|Fort Drum|36045
13603|Watertown|36045
13605|Adams|36045
13606|Adams Center|36045
13607|Alexandria Bay|36045
13608|Antwerp|36045
13611|Belleville|36045
13612|Black River|36045
13613|Brasher Falls|36089
13614|Brier Hill|36089
13615|Brownville|36045
13616|Calcium|36045
13617|Canton|36089
13618|Cape Vincent|36045
13619|Carthage|36045
13620|Castorland|36049
13621|Chase Mills|36089
13622|Chaumont|36045
13623|Chippewa Bay|36089
13624|Clayton|36045
13625|Colton|36089
13626|Copenhagen|36049
13627|Deer River|36049
13628|Deferiet|36045
13630|De Kalb Junction|36089
13631|Denmark|36049
13632|Depauville|36045
13633|De Peyster|36089
13634|Dexter|36045
13635|Edwards|36089
13636|Ellisburg|36045
13637|Evans Mills|36045
13638|Felts Mills|36045
13639|Fine|36089
13640|Wellesley Island|36045
13641|Fishers Landing|36045
13642|Gouverneur|36089
13643|Great Bend|36045
13645|Hailesboro|36089
13646|Hammond|36089
13647|Hannawa Falls|36089
13648|Harrisville|36049
13649|Helena|36089
13650|Henderson|36045
13651|Henderson Harbor|36045
13652|Hermon|36089
13654|Heuvelton|36089
13655|Hogansburg|36089
13656|La Fargeville|36045
13657|Limerick|36045
13658|Lisbon|36089
13659|Lorraine|36045
13660|Madrid|36089
13661|Mannsville|36045
13662|Massena|36089
13664|Morristown|36089
13665|Natural Bridge|36045
13666|Newton Falls|36089
13667|Norfolk|36089
13668|Norwood|36089
13669|Ogdensburg|36089
13670|Oswegatchie|36089
13671|Antwerp|36045
13672|Parishville|36089
13673|Philadelphia|36045
13674|Pierrepont Manor|36045
13675|Plessis|36045
13676|Potsdam|36089
13677|Pyrites|36089
13678|Raymondville|36089
13679|Redwood|36045
13680|Rensselaer Falls|36089
13681|Richville|36089
13682|Rodman|36045
13683|Rooseveltown|36089
13684|Russell|36089
13685|Sackets Harbor|36045
13687|South Colton|36089
13690|Star Lake|36089
13691|Theresa|36045
13692|Thousand Island Park|36045
13693|Three Mile Bay|36045
13694|Waddington|36089
13695|Wanakena|36089
13696|West Stockholm|36089
13697|Winthrop|36089
13699|Potsdam|36089
13730|Afton|36017
13731|Andes|36025
13732|Apalachin|36107
13733|Bainbridge|36017
13734|Barton|36107
13736|Berkshire|36107
13737|Bible School Park|36007
13738|Blodgett Mills|36023
13739|Bloomville|36025
13740|Bovina Center|36025
13743|Candor|36107
13744|Castle Creek|36007
13745|Chenango Bridge|36007
13746|Chenango Forks|36007
13747|Colliersville|36077
13748|Conklin|36007
13749|Corbettsville|36007
13750|Davenport|36025
13751|Davenport Center|36025
13752|Delancey|36025
13753|Delhi|36025
13754|Deposit|36007
13755|Downsville|36025
13756|East Branch|36025
13757|East Meredith|36025
13758|East Pharsalia|36017
13760|Endicott|36007
13761|Endicott|36007
13762|Endwell|36007
13763|Endicott|36007
13774|Fishs Eddy|36025
13775|Franklin|36025
13776|Gilbertsville|36077
13777|Glen Aubrey|36007
13778|Greene|36017
13780|Guilford|36017
13782|Hamden|36025
13783|Hancock|36025
13784|Harford|36023
13786|Harpersfield|36025
13787|Harpursville|36007
13788|Hobart|36025
13790|Johnson City|36007
13794|Killawog|36007
13795|Kirkwood|36007
13796|Laurens|36077
13797|Lisle|36007
13801|Mc Donough|36017
13802|Maine|36007
13803|Marathon|36023
13804|Masonville|36025
13806|Meridale|36025
13807|Milford|36077
13808|Morris|36077
13809|Mount Upton|36017
13810|Mount Vision|36077
13811|Newark Valley|36107
13812|Nichols|36107
13813|Nineveh|36007
13814|North Norwich|36017
13815|Norwich|36017
13820|Oneonta|36077
13825|Otego|36077
13826|Ouaquaga|36007
13827|Owego|36107
13830|Oxford|36017
13832|Plymouth|36017
13833|Port Crane|36007
13834|Portlandville|36077
13835|Richford|36107
13838|Sidney|36025
13839|Sidney Center|36025
13840|Smithboro|36107
13841|Smithville Flats|36017
13842|South Kortright|36025
13843|South New Berlin|36017
13844|South Plymouth|36017
13845|Tioga Center|36107
13846|Treadwell|36025
13847|Trout Creek|36025
13848|Tunnel|36007
13849|Unadilla|36077
13850|Vestal|36007
13851|Vestal|36007
13856|Walton|36025
13859|Wells Bridge|36077
13860|West Davenport|36025
13861|West Oneonta|36077
13862|Whitney Point|36007
13863|Willet|36023
13864|Willseyville|36107
13865|Windsor|36007
13901|Binghamton|36007
13902|Binghamton|36007
13903|Binghamton|36007
13904|Binghamton|36007
13905|Binghamton|36007
14001|Akron|36029
14004|Alden|36029
14005|Alexander|36037
14006|Angola|36029
14008|Appleton|36063
14009|Arcade|36121
14010|Athol Springs|36029
14011|Attica|36121
14012|Barker|36063
14013|Basom|36037
14020|Batavia|36037
14021|Batavia|36037
14024|Bliss|36121
14025|Boston|36029
14026|Bowmansville|36029
14027|Brant|36029
14028|Burt|36063
14029|Centerville|36003
14030|Chaffee|36029
14031|Clarence|36029
14032|Clarence Center|36029
14033|Colden|36029
14034|Collins|36029
14035|Collins Center|36029
14036|Corfu|36037
14037|Cowlesville|36121
14038|Crittenden|36029
14039|Dale|36121
14040|Darien Center|36037
14041|Dayton|36009
14042|Delevan|36009
14043|Depew|36029
14047|Derby|36029
14048|Dunkirk|36013
14051|East Amherst|36029
14052|East Aurora|36029
14054|East Bethany|36037
14055|East Concord|36029
14056|East Pembroke|36037
14057|Eden|36029
14058|Elba|36037
14059|Elma|36029
14060|Farmersville Station|36009
14061|Farnham|36029
14062|Forestville|36013
14063|Fredonia|36013
14065|Freedom|36009
14066|Gainesville|36121
14067|Gasport|36063
14068|Getzville|36029
14069|Glenwood|36029
14070|Gowanda|36029
14072|Grand Island|36029
14075|Hamburg|36029
14080|Holland|36029
14081|Irving|36013
14082|Java Center|36121
14083|Java Village|36121
14085|Lake View|36029
14086|Lancaster|36029
14091|Lawtons|36029
14092|Lewiston|36063
14094|Lockport|36063
14095|Lockport|36063
14098|Lyndonville|36073
14101|Machias|36009
14102|Marilla|36029
14103|Medina|36073
14105|Middleport|36063
14107|Model City|36063
14108|Newfane|36063
14109|Niagara University|36063
14110|North Boston|36029
14111|North Collins|36029
14112|North Evans|36029
14113|North Java|36121
14120|North Tonawanda|36063
14125|Oakfield|36037
14126|Olcott|36063
14127|Orchard Park|36029
14129|Perrysburg|36009
14130|Pike|36121
14131|Ransomville|36063
14132|Sanborn|36063
14133|Sandusky|36009
14134|Sardinia|36029
14135|Sheridan|36013
14136|Silver Creek|36013
14138|South Dayton|36009
14139|South Wales|36029
14140|Spring Brook|36029
14141|Springville|36029
14143|Stafford|36037
14144|Stella Niagara|36063
14145|Strykersville|36121
14150|Tonawanda|36029
14151|Tonawanda|36029
14166|Van Buren Point|36013
14167|Varysburg|36121
14168|Versailles|36009
14169|Wales Center|36029
14170|West Falls|36029
14171|West Valley|36009
14172|Wilson|36063
14173|Yorkshire|36009
14174|Youngstown|36063
14201|Buffalo|36029
14202|Buffalo|36029
14203|Buffalo|36029
14204|Buffalo|36029
14205|Buffalo|36029
14206|Buffalo|36029
14207|Buffalo|36029
14208|Buffalo|36029
14209|Buffalo|36029
14210|Buffalo|36029
14211|Buffalo|36029
14212|Buffalo|36029
14213|Buffalo|36029
14214|Buffalo|36029
14215|Buffalo|36029
14216|Buffalo|36029
14217|Buffalo|36029
14218|Buffalo|36029
14219|Buffalo|36029
14220|Buffalo|36029
14221|Buffalo|36029
14222|Buffalo|36029
14223|Buffalo|36029
14224|Buffalo|36029
14225|Buffalo|36029
14226|Buffalo|36029
14227|Buffalo|36029
14228|Buffalo|36029
14231|Buffalo|36029
14233|Buffalo|36029
14240|Buffalo|36029
14241|Buffalo|36029
14260|Buffalo|36029
14261|Buffalo|36029
14263|Buffalo|36029
14264|Buffalo|36029
14265|Buffalo|36029
14267|Buffalo|36029
14269|Buffalo|36029
14270|Buffalo|36029
14272|Buffalo|36029
14273|Buffalo|36029
14276|Buffalo|36029
14280|Buffalo|36029
14301|Niagara Falls|36063
14302|Niagara Falls|36063
14303|Niagara Falls|36063
14304|Niagara Falls|36063
14305|Niagara Falls|36063
14410|Adams Basin|36055
14411|Albion|36073
14413|Alton|36117
14414|Avon|36051
14415|Bellona|36123
14416|Bergen|36037
14418|Branchport|36123
14420|Brockport|36055
14422|Byron|36037
14423|Caledonia|36051
14424|Canandaigua|36069
14425|Farmington|36069
14427|Castile|36121
14428|Churchville|36055
14429|Clarendon|36073
14430|Clarkson|36055
14432|Clifton Springs|36069
14433|Clyde|36117
14435|Conesus|36051
14437|Dansville|36051
14441|Dresden|36123
14443|East Bloomfield|36069
14445|East Rochester|36055
14449|East Williamson|36117
14450|Fairport|36055
14452|Fancher|36073
14453|Fishers|36069
14454|Geneseo|36051
14456|Geneva|36069
14461|Gorham|36069
14462|Groveland|36051
14463|Hall|36069
14464|Hamlin|36055
14466|Hemlock|36069
14467|Henrietta|36055
14468|Hilton|36055
14469|Bloomfield|36069
14470|Holley|36073
14471|Honeoye|36069
14472|Honeoye Falls|36055
14475|Ionia|36069
14476|Kendall|36073
14477|Kent|36073
14478|Keuka Park|36123
14479|Knowlesville|36073
14480|Lakeville|36051
14481|Leicester|36051
14482|Le Roy|36037
14485|Lima|36051
14486|Linwood|36051
14487|Livonia|36051
14488|Livonia Center|36051
14489|Lyons|36117
14502|Macedon|36117
14504|Manchester|36069
14505|Marion|36117
14506|Mendon|36055
14507|Middlesex|36123
14508|Morton|36073
14510|Mount Morris|36051
14511|Mumford|36055
14512|Naples|36069
14513|Newark|36117
14514|North Chili|36055
14515|North Greece|36055
14516|North Rose|36117
14517|Nunda|36051
14518|Oaks Corners|36069
14519|Ontario|36117
14520|Ontario Center|36117
14521|Ovid|36099
14522|Palmyra|36117
14525|Pavilion|36037
14526|Penfield|36055
14527|Penn Yan|36123
14529|Perkinsville|36101
14530|Perry|36121
14532|Phelps|36069
14533|Piffard|36051
14534|Pittsford|36055
14536|Portageville|36121
14537|Port Gibson|36069
14538|Pultneyville|36117
14539|Retsof|36051
14541|Romulus|36099
14542|Rose|36117
14543|Rush|36055
14544|Rushville|36123
14545|Scottsburg|36051
14546|Scottsville|36055
14547|Seneca Castle|36069
14548|Shortsville|36069
14549|Silver Lake|36121
14550|Silver Springs|36121
14551|Sodus|36117
14555|Sodus Point|36117
14556|Sonyea|36051
14557|South Byron|36037
14558|South Lima|36051
14559|Spencerport|36055
14560|Springwater|36051
14561|Stanley|36069
14563|Union Hill|36117
14564|Victor|36069
14568|Walworth|36117
14569|Warsaw|36121
14571|Waterport|36073
14572|Wayland|36101
14580|Webster|36055
14585|West Bloomfield|36069
14586|West Henrietta|36055
14588|Willard|36099
14589|Williamson|36117
14590|Wolcott|36117
14591|Wyoming|36121
14592|York|36051
14602|Rochester|36055
14603|Rochester|36055
14604|Rochester|36055
14605|Rochester|36055
14606|Rochester|36055
14607|Rochester|36055
14608|Rochester|36055
14609|Rochester|36055
14610|Rochester|36055
14611|Rochester|36055
14612|Rochester|36055
14613|Rochester|36055
14614|Rochester|36055
14615|Rochester|36055
14616|Rochester|36055
14617|Rochester|36055
14618|Rochester|36055
14619|Rochester|36055
14620|Rochester|36055
14621|Rochester|36055
14622|Rochester|36055
14623|Rochester|36055
14624|Rochester|36055
14625|Rochester|36055
14626|Rochester|36055
14627|Rochester|36055
14638|Rochester|36055
14639|Rochester|36055
14642|Rochester|36055
14643|Rochester|36055
14644|Rochester|36055
14646|Rochester|36055
14647|Rochester|36055
14649|Rochester|36055
14650|Rochester|36055
14651|Rochester|36055
14652|Rochester|36055
14653|Rochester|36055
14692|Rochester|36055
14694|Rochester|36055
14701|Jamestown|36013
14702|Jamestown|36013
14706|Allegany|36009
14707|Allentown|36003
14708|Alma|36003
14709|Angelica|36003
14710|Ashville|36013
14711|Belfast|36003
14712|Bemus Point|36013
14714|Black Creek|36003
14715|Bolivar|36003
14716|Brocton|36013
14717|Caneadea|36003
14718|Cassadaga|36013
14719|Cattaraugus|36009
14720|Celoron|36013
14721|Ceres|36003
14722|Chautauqua|36013
14723|Cherry Creek|36013
14724|Clymer|36013
14726|Conewango Valley|36009
14727|Cuba|36003
14728|Dewittville|36013
14729|East Otto|36009
14730|East Randolph|36009
14731|Ellicottville|36009
14732|Ellington|36013
14733|Falconer|36013
14735|Fillmore|36003
14736|Findley Lake|36013
14737|Franklinville|36009
14738|Frewsburg|36013
14739|Friendship|36003
14740|Gerry|36013
14741|Great Valley|36009
14742|Greenhurst|36013
14743|Hinsdale|36009
14744|Houghton|36003
14745|Hume|36003
14747|Kennedy|36013
14748|Kill Buck|36009
14750|Lakewood|36013
14751|Leon|36009
14752|Lily Dale|36013
14753|Limestone|36009
14754|Little Genesee|36003
14755|Little Valley|36009
14756|Maple Springs|36013
14757|Mayville|36013
14758|Niobe|36013
14760|Olean|36009
14766|Otto|36009
14767|Panama|36013
14769|Portland|36013
14770|Portville|36009
14772|Randolph|36009
14774|Richburg|36003
14775|Ripley|36013
14777|Rushford|36003
14778|Saint Bonaventure|36009
14779|Salamanca|36009
14781|Sherman|36013
14782|Sinclairville|36013
14783|Steamburg|36009
14784|Stockton|36013
14785|Stow|36013
14786|West Clarksville|36003
14787|Westfield|36013
14788|Westons Mills|36009
14801|Addison|36101
14802|Alfred|36003
14803|Alfred Station|36003
14804|Almond|36003
14805|Alpine|36097
14806|Andover|36003
14807|Arkport|36101
14808|Atlanta|36101
14809|Avoca|36101
14810|Bath|36101
14812|Beaver Dams|36097
14813|Belmont|36003
14814|Big Flats|36015
14815|Bradford|36097
14816|Breesport|36015
14817|Brooktondale|36109
14818|Burdett|36097
14819|Cameron|36101
14820|Cameron Mills|36101
14821|Campbell|36101
14822|Canaseraga|36003
14823|Canisteo|36101
14824|Cayuta|36097
14825|Chemung|36015
14826|Cohocton|36101
14827|Coopers Plains|36101
14830|Corning|36101
14831|Corning|36101
14836|Dalton|36051
14837|Dundee|36123
14838|Erin|36015
14839|Greenwood|36101
14840|Hammondsport|36101
14841|Hector|36097
14842|Himrod|36123
14843|Hornell|36101
14845|Horseheads|36015
14846|Hunt|36051
14847|Interlaken|36099
14850|Ithaca|36109
14851|Ithaca|36109
14852|Ithaca|36109
14853|Ithaca|36109
14854|Jacksonville|36109
14855|Jasper|36101
14856|Kanona|36101
14857|Lakemont|36123
14858|Lindley|36101
14859|Lockwood|36107
14860|Lodi|36099
14861|Lowman|36015
14863|Mecklenburg|36097
14864|Millport|36015
14865|Montour Falls|36097
14867|Newfield|36109
14869|Odessa|36097
14870|Painted Post|36101
14871|Pine City|36015
14872|Pine Valley|36015
14873|Prattsburgh|36101
14874|Pulteney|36101
14876|Reading Center|36097
14877|Rexville|36101
14878|Rock Stream|36097
14879|Savona|36101
14880|Scio|36003
14881|Slaterville Springs|36109
14882|Lansing|36109
14883|Spencer|36107
14884|Swain|36003
14885|Troupsburg|36101
14886|Trumansburg|36109
14887|Tyrone|36097
14889|Van Etten|36015
14891|Watkins Glen|36097
14892|Waverly|36107
14893|Wayne|36101
14894|Wellsburg|36015
14895|Wellsville|36003
14897|Whitesville|36003
14898|Woodhull|36101
14901|Elmira|36015
14902|Elmira|36015
14903|Elmira|36015
14904|Elmira|36015
14905|Elmira|36015
15001|Aliquippa|42007
15003|Ambridge|42007
15004|Atlasburg|42125
15005|Baden|42007
15006|Bairdford|42003
15007|Bakerstown|42003
15009|Beaver|42007
15010|Beaver Falls|42007
15012|Belle Vernon|42129
15014|Brackenridge|42003
15015|Bradfordwoods|42003
15017|Bridgeville|42003
15018|Buena Vista|42003
15019|Bulger|42125
15020|Bunola|42003
15021|Burgettstown|42125
15022|Charleroi|42125
15024|Cheswick|42003
15025|Clairton|42003
15026|Clinton|42007
15027|Conway|42007
15028|Coulters|42003
15030|Creighton|42003
15031|Cuddy|42003
15032|Curtisville|42003
15033|Donora|42125
15034|Dravosburg|42003
15035|East Mc Keesport|42003
15037|Elizabeth|42003
15038|Elrama|42125
15042|Freedom|42007
15043|Georgetown|42007
15044|Gibsonia|42003
15045|Glassport|42003
15046|Crescent|42003
15047|Greenock|42003
15049|Harwick|42003
15050|Hookstown|42007
15051|Indianola|42003
15052|Industry|42007
15053|Joffre|42125
15054|Langeloth|42125
15055|Lawrence|42125
15056|Leetsdale|42003
15057|Mc Donald|42125
15059|Midland|42007
15060|Midway|42125
15061|Monaca|42007
15062|Monessen|42129
15063|Monongahela|42125
15064|Morgan|42003
15065|Natrona Heights|42003
15066|New Brighton|42007
15067|New Eagle|42125
15068|New Kensington|42129
15069|New Kensington|42129
15071|Oakdale|42003
15072|Pricedale|42129
15074|Rochester|42007
15075|Rural Ridge|42003
15076|Russellton|42003
15077|Shippingport|42007
15078|Slovan|42125
15081|South Heights|42007
15082|Sturgeon|42003
15083|Sutersville|42129
15084|Tarentum|42003
15085|Trafford|42129
15086|Warrendale|42003
15087|Webster|42129
15088|West Elizabeth|42003
15089|West Newton|42129
15090|Wexford|42003
15091|Wildwood|42003
15095|Warrendale|42003
15096|Warrendale|42003
15101|Allison Park|42003
15102|Bethel Park|42003
15104|Braddock|42003
15106|Carnegie|42003
15108|Coraopolis|42003
15110|Duquesne|42003
15112|East Pittsburgh|42003
15116|Glenshaw|42003
15120|Homestead|42003
15122|West Mifflin|42003
15123|West Mifflin|42003
15126|Imperial|42003
15127|Ingomar|42003
15129|South Park|42003
15131|Mckeesport|42003
15132|Mckeesport|42003
15133|Mckeesport|42003
15134|Mckeesport|42003
15135|Mckeesport|42003
15136|Mc Kees Rocks|42003
15137|North Versailles|42003
15139|Oakmont|42003
15140|Pitcairn|42003
15142|Presto|42003
15143|Sewickley|42003
15144|Springdale|42003
15145|Turtle Creek|42003
15146|Monroeville|42003
15147|Verona|42003
15148|Wilmerding|42003
15201|Pittsburgh|42003
15202|Pittsburgh|42003
15203|Pittsburgh|42003
15204|Pittsburgh|42003
15205|Pittsburgh|42003
15206|Pittsburgh|42003
15207|Pittsburgh|42003
15208|Pittsburgh|42003
15209|Pittsburgh|42003
15210|Pittsburgh|42003
15211|Pittsburgh|42003
15212|Pittsburgh|42003
15213|Pittsburgh|42003
15214|Pittsburgh|42003
15215|Pittsburgh|42003
15216|Pittsburgh|42003
15217|Pittsburgh|42003
15218|Pittsburgh|42003
15219|Pittsburgh|42003
15220|Pittsburgh|42003
15221|Pittsburgh|42003
15222|Pittsburgh|42003
15223|Pittsburgh|42003
15224|Pittsburgh|42003
15225|Pittsburgh|42003
15226|Pittsburgh|42003
15227|Pittsburgh|42003
15228|Pittsburgh|42003
15229|Pittsburgh|42003
15230|Pittsburgh|42003
15231|Pittsburgh|42003
15232|Pittsburgh|42003
15233|Pittsburgh|42003
15234|Pittsburgh|42003
15235|Pittsburgh|42003
15236|Pittsburgh|42003
15237|Pittsburgh|42003
15238|Pittsburgh|42003
15239|Pittsburgh|42003
15240|Pittsburgh|42003
15241|Pittsburgh|42003
15242|Pittsburgh|42003
15243|Pittsburgh|42003
15244|Pittsburgh|42003
15250|Pittsburgh|42003
15251|Pittsburgh|42003
15252|Pittsburgh|42003
15253|Pittsburgh|42003
15254|Pittsburgh|42003
15255|Pittsburgh|42003
15257|Pittsburgh|42003
15258|Pittsburgh|42003
15259|Pittsburgh|42003
15260|Pittsburgh|42003
15261|Pittsburgh|42003
15262|Pittsburgh|42003
15264|Pittsburgh|42003
15265|Pittsburgh|42003
15267|Pittsburgh|42003
15268|Pittsburgh|42003
15270|Pittsburgh|42003
15272|Pittsburgh|42003
15274|Pittsburgh|42003
15275|Pittsburgh|42003
15276|Pittsburgh|42003
15277|Pittsburgh|42003
15278|Pittsburgh|42003
15279|Pittsburgh|42003
15281|Pittsburgh|42003
15282|Pittsburgh|42003
15283|Pittsburgh|42003
15286|Pittsburgh|42003
15289|Pittsburgh|42003
15290|Pittsburgh|42003
15295|Pittsburgh|42003
15301|Washington|42125
15310|Aleppo|42059
15311|Amity|42125
15312|Avella|42125
15313|Beallsville|42125
15314|Bentleyville|42125
15315|Bobtown|42059
15316|Brave|42059
15317|Canonsburg|42125
15320|Carmichaels|42059
15321|Cecil|42125
15322|Clarksville|42059
15323|Claysville|42125
15324|Cokeburg|42125
15325|Crucible|42059
15327|Dilliner|42059
15329|Prosperity|42125
15330|Eighty Four|42125
15331|Ellsworth|42125
15332|Finleyville|42125
15333|Fredericktown|42125
15334|Garards Fort|42059
15336|Gastonville|42125
15337|Graysville|42059
15338|Greensboro|42059
15339|Hendersonville|42125
15340|Hickory|42125
15341|Holbrook|42059
15342|Houston|42125
15344|Jefferson|42059
15345|Marianna|42125
15346|Mather|42059
15347|Meadow Lands|42125
15348|Millsboro|42125
15349|Mount Morris|42059
15350|Muse|42125
15351|Nemacolin|42059
15352|New Freeport|42059
15353|Nineveh|42059
15357|Rices Landing|42059
15358|Richeyville|42125
15359|Rogersville|42059
15360|Scenery Hill|42125
15361|Southview|42125
15362|Spraggs|42059
15363|Strabane|42125
15364|Sycamore|42059
15365|Taylorstown|42125
15366|Van Voorhis|42125
15367|Venetia|42125
15368|Vestaburg|42125
15370|Waynesburg|42059
15376|West Alexander|42125
15377|West Finley|42125
15378|Westland|42125
15379|West Middletown|42125
15380|Wind Ridge|42059
15401|Uniontown|42051
15410|Adah|42051
15411|Addison|42111
15412|Allenport|42125
15413|Allison|42051
15415|Brier Hill|42051
15416|Brownfield|42051
15417|Brownsville|42051
15419|California|42125
15420|Cardale|42051
15421|Chalk Hill|42051
15422|Chestnut Ridge|42051
15423|Coal Center|42125
15424|Confluence|42111
15425|Connellsville|42051
15427|Daisytown|42125
15428|Dawson|42051
15429|Denbo|42125
15430|Dickerson Run|42051
15431|Dunbar|42051
15432|Dunlevy|42125
15433|East Millsboro|42051
15434|Elco|42125
15435|Fairbank|42051
15436|Fairchance|42051
15437|Farmington|42051
15438|Fayette City|42051
15439|Gans|42051
15440|Gibbon Glade|42051
15442|Grindstone|42051
15443|Hibbs|42051
15444|Hiller|42051
15445|Hopwood|42051
15446|Indian Head|42051
15447|Isabella|42051
15448|Jacobs Creek|42129
15449|Keisterville|42051
15450|La Belle|42051
15451|Lake Lynn|42051
15454|Leckrone|42051
15455|Leisenring|42051
15456|Lemont Furnace|42051
15458|Mc Clellandtown|42051
15459|Markleysburg|42051
15460|Martin|42051
15461|Masontown|42051
15462|Melcroft|42051
15463|Merrittstown|42051
15464|Mill Run|42051
15465|Mount Braddock|42051
15466|Newell|42051
15467|New Geneva|42051
15468|New Salem|42051
15469|Normalville|42051
15470|Ohiopyle|42051
15472|Oliver|42051
15473|Perryopolis|42051
15474|Point Marion|42051
15475|Republic|42051
15476|Ronco|42051
15477|Roscoe|42125
15478|Smithfield|42051
15479|Smithton|42129
15480|Smock|42051
15482|Star Junction|42051
15483|Stockdale|42125
15484|Uledi|42051
15485|Ursina|42111
15486|Vanderbilt|42051
15488|Waltersburg|42051
15489|West Leisenring|42051
15490|White|42051
15492|Wickhaven|42051
15501|Somerset|42111
15502|Hidden Valley|42111
15510|Somerset|42111
15520|Acosta|42111
15521|Alum Bank|42009
15522|Bedford|42009
15530|Berlin|42111
15531|Boswell|42111
15532|Boynton|42111
15533|Breezewood|42009
15534|Buffalo Mills|42009
15535|Clearville|42009
15536|Crystal Spring|42057
15537|Everett|42009
15538|Fairhope|42111
15539|Fishertown|42009
15540|Fort Hill|42111
15541|Friedens|42111
15542|Garrett|42111
15544|Gray|42111
15545|Hyndman|42009
15546|Jenners|42111
15547|Jennerstown|42111
15548|Kantner|42111
15549|Listie|42111
15550|Manns Choice|42009
15551|Markleton|42111
15552|Meyersdale|42111
15553|New Baltimore|42111
15554|New Paris|42009
15555|Quecreek|42111
15557|Rockwood|42111
15558|Salisbury|42111
15559|Schellsburg|42009
15560|Shanksville|42111
15561|Sipesville|42111
15562|Springs|42111
15563|Stoystown|42111
15564|Wellersburg|42111
15565|West Salisbury|42111
15601|Greensburg|42129
15605|Greensburg|42129
15606|Greensburg|42129
15610|Acme|42129
15611|Adamsburg|42129
15612|Alverton|42129
15613|Apollo|42129
15615|Ardara|42129
15616|Armbrust|42129
15617|Arona|42129
15618|Avonmore|42129
15619|Bovard|42129
15620|Bradenville|42129
15621|Calumet|42129
15622|Champion|42051
15623|Claridge|42129
15624|Crabtree|42129
15625|Darragh|42129
15626|Delmont|42129
15627|Derry|42129
15628|Donegal|42129
15629|East Vandergrift|42129
15631|Everson|42051
15632|Export|42129
15633|Forbes Road|42129
15634|Grapeville|42129
15635|Hannastown|42129
15636|Harrison City|42129
15637|Herminie|42129
15638|Hostetter|42129
15639|Hunker|42129
15640|Hutchinson|42129
15641|Hyde Park|42129
15642|Irwin|42129
15644|Jeannette|42129
15646|Jones Mills|42129
15647|Larimer|42129
15650|Latrobe|42129
15655|Laughlintown|42129
15656|Leechburg|42129
15658|Ligonier|42129
15660|Lowber|42129
15661|Loyalhanna|42129
15662|Luxor|42129
15663|Madison|42129
15664|Mammoth|42129
15665|Manor|42129
15666|Mount Pleasant|42129
15668|Murrysville|42129
15670|New Alexandria|42129
15671|New Derry|42129
15672|New Stanton|42129
15673|North Apollo|42005
15674|Norvelt|42129
15675|Penn|42129
15676|Pleasant Unity|42129
15677|Rector|42129
15678|Rillton|42129
15679|Ruffs Dale|42129
15680|Salina|42129
15681|Saltsburg|42063
15682|Schenley|42005
15683|Scottdale|42129
15684|Slickville|42129
15685|Southwest|42129
15686|Spring Church|42005
15687|Stahlstown|42129
15688|Tarrs|42129
15689|United|42129
15690|Vandergrift|42129
15691|Wendel|42129
15692|Westmoreland City|42129
15693|Whitney|42129
15695|Wyano|42129
15696|Youngstown|42129
15697|Youngwood|42129
15698|Yukon|42129
15701|Indiana|42063
15705|Indiana|42063
15710|Alverda|42063
15711|Anita|42065
15712|Arcadia|42063
15713|Aultman|42063
15714|Northern Cambria|42021
15715|Big Run|42065
15716|Black Lick|42063
15717|Blairsville|42063
15720|Brush Valley|42063
15721|Burnside|42033
15722|Carrolltown|42021
15723|Chambersville|42063
15724|Cherry Tree|42063
15725|Clarksburg|42063
15727|Clune|42063
15728|Clymer|42063
15729|Commodore|42063
15730|Coolspring|42065
15731|Coral|42063
15732|Creekside|42063
15733|De Lancey|42065
15734|Dixonville|42063
15736|Elderton|42005
15737|Elmora|42021
15738|Emeigh|42021
15739|Ernest|42063
15741|Gipsy|42063
15742|Glen Campbell|42063
15744|Hamilton|42065
15745|Heilwood|42063
15746|Hillsdale|42063
15747|Home|42063
15748|Homer City|42063
15750|Josephine|42063
15752|Kent|42063
15753|La Jose|42033
15754|Lucernemines|42063
15756|Mc Intyre|42063
15757|Mahaffey|42033
15758|Marchand|42063
15759|Marion Center|42063
15760|Marsteller|42021
15761|Mentcle|42063
15762|Nicktown|42021
15763|Northpoint|42063
15764|Oliveburg|42065
15765|Penn Run|42063
15767|Punxsutawney|42065
15770|Ringgold|42065
15771|Rochester Mills|42063
15772|Rossiter|42063
15773|Saint Benedict|42021
15774|Shelocta|42063
15775|Spangler|42021
15776|Sprankle Mills|42065
15777|Starford|42063
15778|Timblin|42065
15779|Torrance|42129
15780|Valier|42065
15781|Walston|42065
15783|West Lebanon|42063
15784|Worthville|42065
15801|Du Bois|42033
15821|Benezett|42047
15822|Brandy Camp|42047
15823|Brockport|42047
15824|Brockway|42065
15825|Brookville|42065
15827|Byrnedale|42047
15828|Clarington|42065
15829|Corsica|42065
15831|Dagus Mines|42047
15832|Driftwood|42023
15834|Emporium|42023
15840|Falls Creek|42065
15841|Force|42047
15845|Johnsonburg|42047
15846|Kersey|42047
15847|Knox Dale|42065
15848|Luthersburg|42033
15849|Penfield|42033
15851|Reynoldsville|42065
15853|Ridgway|42047
15856|Rockton|42033
15857|Saint Marys|42047
15860|Sigel|42065
15861|Sinnamahoning|42023
15863|Stump Creek|42065
15864|Summerville|42065
15865|Sykesville|42065
15866|Troutville|42033
15868|Weedville|42047
15870|Wilcox|42047
15901|Johnstown|42021
15902|Johnstown|42021
15904|Johnstown|42021
15905|Johnstown|42021
15906|Johnstown|42021
15907|Johnstown|42021
15909|Johnstown|42021
15915|Johnstown|42021
15920|Armagh|42063
15921|Beaverdale|42021
15922|Belsano|42021
15923|Bolivar|42129
15924|Cairnbrook|42111
15925|Cassandra|42021
15926|Central City|42111
15927|Colver|42021
15928|Davidsville|42111
15929|Dilltown|42063
15930|Dunlo|42021
15931|Ebensburg|42021
15934|Elton|42021
15935|Hollsopple|42111
15936|Hooversville|42111
15937|Jerome|42111
15938|Lilly|42021
15940|Loretto|42021
15942|Mineral Point|42021
15943|Nanty Glo|42021
15944|New Florence|42129
15945|Parkhill|42021
15946|Portage|42021
15948|Revloc|42021
15949|Robinson|42063
15951|Saint Michael|42021
15952|Salix|42021
15953|Seanor|42111
15954|Seward|42063
15955|Sidman|42021
15956|South Fork|42021
15957|Strongstown|42063
15958|Summerhill|42021
15959|Tire Hill|42111
15960|Twin Rocks|42021
15961|Vintondale|42063
15962|Wilmore|42021
15963|Windber|42111
16001|Butler|42019
16002|Butler|42019
16003|Butler|42019
16016|Boyers|42019
16017|Boyers|42019
16018|Boyers|42019
16020|Boyers|42019
16021|Branchton|42019
16022|Bruin|42019
16023|Cabot|42019
16024|Callery|42019
16025|Chicora|42019
16027|Connoquenessing|42019
16028|East Brady|42031
16029|East Butler|42019
16030|Eau Claire|42019
16033|Evans City|42019
16034|Fenelton|42019
16035|Forestville|42019
16036|Foxburg|42031
16037|Harmony|42019
16038|Harrisville|42019
16039|Herman|42019
16040|Hilliards|42019
16041|Karns City|42019
16045|Lyndora|42019
16046|Mars|42019
16048|North Washington|42019
16049|Parker|42031
16050|Petrolia|42019
16051|Portersville|42019
16052|Prospect|42019
16053|Renfrew|42019
16054|Saint Petersburg|42031
16055|Sarver|42019
16056|Saxonburg|42019
16057|Slippery Rock|42019
16058|Turkey City|42031
16059|Valencia|42019
16061|West Sunbury|42019
16063|Zelienople|42019
16066|Cranberry Township|42019
16101|New Castle|42073
16102|New Castle|42073
16103|New Castle|42073
16105|New Castle|42073
16107|New Castle|42073
16108|New Castle|42073
16110|Adamsville|42039
16111|Atlantic|42039
16112|Bessemer|42073
16113|Clark|42085
16114|Clarks Mills|42085
16115|Darlington|42007
16116|Edinburg|42073
16117|Ellwood City|42073
16120|Enon Valley|42073
16121|Farrell|42085
16123|Fombell|42007
16124|Fredonia|42085
16125|Greenville|42085
16127|Grove City|42085
16130|Hadley|42085
16131|Hartstown|42039
16132|Hillsville|42073
16133|Jackson Center|42085
16134|Jamestown|42039
16136|Koppel|42007
16137|Mercer|42085
16140|New Bedford|42073
16141|New Galilee|42073
16142|New Wilmington|42073
16143|Pulaski|42073
16145|Sandy Lake|42085
16146|Sharon|42085
16148|Hermitage|42085
16150|Sharpsville|42085
16151|Sheakleyville|42085
16153|Stoneboro|42085
16154|Transfer|42085
16155|Villa Maria|42073
16156|Volant|42073
16157|Wampum|42073
16159|West Middlesex|42085
16160|West Pittsburg|42073
16161|Wheatland|42085
16172|New Wilmington|42073
16201|Kittanning|42005
16210|Adrian|42005
16211|Beyer|42063
16212|Cadogan|42005
16213|Callensburg|42031
16214|Clarion|42031
16217|Cooksburg|42053
16218|Cowansville|42005
16220|Crown|42031
16221|Curllsville|42031
16222|Dayton|42005
16223|Distant|42005
16224|Fairmount City|42031
16225|Fisher|42031
16226|Ford City|42005
16228|Ford Cliff|42005
16229|Freeport|42005
16230|Hawthorn|42031
16232|Knox|42031
16233|Leeper|42031
16234|Limestone|42031
16235|Lucinda|42031
16236|Mc Grann|42005
16238|Manorville|42005
16239|Marienville|42053
16240|Mayport|42031
16242|New Bethlehem|42031
16244|Nu Mine|42005
16245|Oak Ridge|42005
16246|Plumville|42063
16248|Rimersburg|42031
16249|Rural Valley|42005
16250|Sagamore|42005
16253|Seminole|42005
16254|Shippenville|42031
16255|Sligo|42031
16256|Smicksburg|42063
16257|Snydersburg|42031
16258|Strattanville|42031
16259|Templeton|42005
16260|Vowinckel|42031
16261|Widnoon|42005
16262|Worthington|42005
16263|Yatesboro|42005
16301|Oil City|42121
16311|Carlton|42085
16312|Chandlers Valley|42123
16313|Clarendon|42123
16314|Cochranton|42039
16316|Conneaut Lake|42039
16317|Cooperstown|42121
16319|Cranberry|42121
16321|East Hickory|42053
16322|Endeavor|42053
16323|Franklin|42121
16326|Fryburg|42031
16327|Guys Mills|42039
16328|Hydetown|42039
16329|Irvine|42123
16331|Kossuth|42031
16332|Lickingville|42031
16333|Ludlow|42083
16334|Marble|42031
16335|Meadville|42039
16340|Pittsfield|42123
16341|Pleasantville|42121
16342|Polk|42121
16343|Reno|42121
16344|Rouseville|42121
16345|Russell|42123
16346|Seneca|42121
16347|Sheffield|42123
16350|Sugar Grove|42123
16351|Tidioute|42123
16352|Tiona|42123
16353|Tionesta|42053
16354|Titusville|42039
16360|Townville|42039
16361|Tylersburg|42031
16362|Utica|42121
16364|Venus|42121
16365|Warren|42123
16366|Warren|42123
16367|Warren|42123
16368|Warren|42123
16369|Warren|42123
16370|West Hickory|42053
16371|Youngsville|42123
16372|Clintonville|42121
16373|Emlenton|42121
16374|Kennerdell|42121
16375|Lamartine|42031
16388|Meadville|42039
16401|Albion|42049
16402|Bear Lake|42123
16403|Cambridge Springs|42039
16404|Centerville|42039
16405|Columbus|42123
16406|Conneautville|42039
16407|Corry|42049
16410|Cranesville|42049
16411|East Springfield|42049
16412|Edinboro|42049
16413|Elgin|42049
16415|Fairview|42049
16416|Garland|42123
16417|Girard|42049
16420|Grand Valley|42123
16421|Harborcreek|42049
16422|Harmonsburg|42039
16423|Lake City|42049
16424|Linesville|42039
16426|Mc Kean|42049
16427|Mill Village|42049
16428|North East|42049
16430|North Springfield|42049
16432|Riceville|42039
16433|Saegertown|42039
16434|Spartansburg|42039
16435|Springboro|42039
16436|Spring Creek|42123
16438|Union City|42049
16440|Venango|42039
16441|Waterford|42049
16442|Wattsburg|42049
16443|West Springfield|42049
16444|Edinboro|42049
16475|Albion|42049
16501|Erie|42049
16502|Erie|42049
16503|Erie|42049
16504|Erie|42049
16505|Erie|42049
16506|Erie|42049
16507|Erie|42049
16508|Erie|42049
16509|Erie|42049
16510|Erie|42049
16511|Erie|42049
16512|Erie|42049
16514|Erie|42049
16515|Erie|42049
16522|Erie|42049
16530|Erie|42049
16531|Erie|42049
16534|Erie|42049
16538|Erie|42049
16541|Erie|42049
16544|Erie|42049
16546|Erie|42049
16550|Erie|42049
16553|Erie|42049
16563|Erie|42049
16565|Erie|42049
16601|Altoona|42013
16602|Altoona|42013
16603|Altoona|42013
16611|Alexandria|42061
16613|Ashville|42021
16616|Beccaria|42033
16617|Bellwood|42013
16619|Blandburg|42021
16620|Brisbin|42033
16621|Broad Top|42061
16622|Calvin|42061
16623|Cassville|42061
16624|Chest Springs|42021
16625|Claysburg|42013
16627|Coalport|42033
16629|Coupon|42021
16630|Cresson|42021
16631|Curryville|42013
16633|Defiance|42009
16634|Dudley|42061
16635|Duncansville|42013
16636|Dysart|42021
16637|East Freedom|42013
16638|Entriken|42061
16639|Fallentimber|42021
16640|Flinton|42021
16641|Gallitzin|42021
16644|Glasgow|42021
16645|Glen Hope|42033
16646|Hastings|42021
16647|Hesston|42061
16648|Hollidaysburg|42013
16650|Hopewell|42009
16651|Houtzdale|42033
16652|Huntingdon|42061
16654|Huntingdon|42061
16655|Imler|42009
16656|Irvona|42033
16657|James Creek|42061
16659|Loysburg|42009
16660|Mc Connellstown|42061
16661|Madera|42033
16662|Martinsburg|42013
16663|Morann|42033
16664|New Enterprise|42009
16665|Newry|42013
16666|Osceola Mills|42033
16667|Osterburg|42009
16668|Patton|42021
16669|Petersburg|42061
16670|Queen|42009
16671|Ramey|42033
16672|Riddlesburg|42009
16673|Roaring Spring|42013
16674|Robertsdale|42061
16675|Saint Boniface|42021
16677|Sandy Ridge|42027
16678|Saxton|42009
16679|Six Mile Run|42009
16680|Smithmill|42033
16681|Smokerun|42033
16682|Sproul|42013
16683|Spruce Creek|42061
16684|Tipton|42013
16685|Todd|42061
16686|Tyrone|42013
16689|Waterfall|42057
16691|Wells Tannery|42057
16692|Westover|42033
16693|Williamsburg|42013
16694|Wood|42009
16695|Woodbury|42009
16698|Houtzdale|42033
16699|Cresson|42021
16701|Bradford|42083
16720|Austin|42105
16724|Crosby|42083
16725|Custer City|42083
16726|Cyclone|42083
16727|Derrick City|42083
16728|De Young|42047
16729|Duke Center|42083
16730|East Smethport|42083
16731|Eldred|42083
16732|Gifford|42083
16733|Hazel Hurst|42083
16734|James City|42047
16735|Kane|42083
16738|Lewis Run|42083
16740|Mount Jewett|42083
16743|Port Allegany|42083
16744|Rew|42083
16745|Rixford|42083
16746|Roulette|42105
16748|Shinglehouse|42105
16749|Smethport|42083
16750|Turtlepoint|42083
16801|State College|42027
16802|University Park|42027
16803|State College|42027
16804|State College|42027
16805|State College|42027
16820|Aaronsburg|42027
16821|Allport|42033
16822|Beech Creek|42035
16823|Bellefonte|42027
16825|Bigler|42033
16826|Blanchard|42027
16827|Boalsburg|42027
16828|Centre Hall|42027
16829|Clarence|42027
16830|Clearfield|42033
16832|Coburn|42027
16833|Curwensville|42033
16834|Drifting|42033
16835|Fleming|42027
16836|Frenchville|42033
16837|Glen Richey|42033
16838|Grampian|42033
16839|Grassflat|42033
16840|Hawk Run|42033
16841|Howard|42027
16843|Hyde|42033
16844|Julian|42027
16845|Karthaus|42033
16847|Kylertown|42033
16848|Lamar|42035
16849|Lanse|42033
16850|Lecontes Mills|42033
16851|Lemont|42027
16852|Madisonburg|42027
16853|Milesburg|42027
16854|Millheim|42027
16855|Mineral Springs|42033
16856|Mingoville|42027
16858|Morrisdale|42033
16859|Moshannon|42027
16860|Munson|42033
16861|New Millport|42033
16863|Olanta|42033
16864|Orviston|42027
16865|Pennsylvania Furnace|42027
16866|Philipsburg|42027
16868|Pine Grove Mills|42027
16870|Port Matilda|42027
16871|Pottersdale|42033
16872|Rebersburg|42027
16873|Shawville|42033
16874|Snow Shoe|42027
16875|Spring Mills|42027
16876|Wallaceton|42033
16877|Warriors Mark|42061
16878|West Decatur|42033
16879|Winburne|42033
16881|Woodland|42033
16882|Woodward|42027
16901|Wellsboro|42117
16910|Alba|42015
16911|Arnot|42117
16912|Blossburg|42117
16914|Columbia Cross Roads|42015
16915|Coudersport|42105
16917|Covington|42117
16920|Elkland|42117
16921|Gaines|42117
16922|Galeton|42105
16923|Genesee|42105
16925|Gillett|42015
16926|Granville Summit|42015
16927|Harrison Valley|42105
16928|Knoxville|42117
16929|Lawrenceville|42117
16930|Liberty|42117
16932|Mainesburg|42117
16933|Mansfield|42117
16935|Middlebury Center|42117
16936|Millerton|42117
16937|Mills|42105
16938|Morris|42117
16939|Morris Run|42117
16940|Nelson|42117
16941|Genesee|42105
16942|Osceola|42117
16943|Sabinsville|42117
16945|Sylvania|42015
16946|Tioga|42117
16947|Troy|42015
16948|Ulysses|42105
16950|Westfield|42117
17001|Camp Hill|42041
17002|Allensville|42087
17003|Annville|42075
17004|Belleville|42087
17005|Berrysburg|42043
17006|Blain|42099
17007|Boiling Springs|42041
17009|Burnham|42087
17010|Campbelltown|42075
17011|Camp Hill|42041
17013|Carlisle|42041
17014|Cocolamus|42067
17015|Carlisle|42041
17016|Cornwall|42075
17017|Dalmatia|42097
17018|Dauphin|42043
17019|Dillsburg|42133
17020|Duncannon|42099
17021|East Waterford|42067
17022|Elizabethtown|42071
17023|Elizabethville|42043
17024|Elliottsburg|42099
17025|Enola|42041
17026|Fredericksburg|42075
17027|Grantham|42041
17028|Grantville|42043
17029|Granville|42087
17030|Gratz|42043
17032|Halifax|42043
17033|Hershey|42043
17034|Highspire|42043
17035|Honey Grove|42067
17036|Hummelstown|42043
17037|Ickesburg|42099
17038|Jonestown|42075
17039|Kleinfeltersville|42075
17040|Landisburg|42099
17041|Lawn|42075
17042|Lebanon|42075
17043|Lemoyne|42041
17044|Lewistown|42087
17045|Liverpool|42099
17046|Lebanon|42075
17047|Loysville|42099
17048|Lykens|42043
17049|Mc Alisterville|42067
17050|Mechanicsburg|42041
17051|Mc Veytown|42087
17052|Mapleton Depot|42061
17053|Marysville|42099
17054|Mattawana|42087
17055|Mechanicsburg|42041
17056|Mexico|42067
17057|Middletown|42043
17058|Mifflin|42067
17059|Mifflintown|42067
17060|Mill Creek|42061
17061|Millersburg|42043
17062|Millerstown|42099
17063|Milroy|42087
17064|Mount Gretna|42075
17065|Mount Holly Springs|42041
17066|Mount Union|42061
17067|Myerstown|42075
17068|New Bloomfield|42099
17069|New Buffalo|42099
17070|New Cumberland|42041
17071|New Germantown|42099
17072|New Kingstown|42041
17073|Newmanstown|42075
17074|Newport|42099
17075|Newton Hamilton|42087
17076|Oakland Mills|42067
17077|Ono|42075
17078|Palmyra|42075
17080|Pillow|42043
17081|Plainfield|42041
17082|Port Royal|42067
17083|Quentin|42075
17084|Reedsville|42087
17085|Rexmont|42075
17086|Richfield|42067
17087|Richland|42075
17088|Schaefferstown|42075
17089|Camp Hill|42041
17090|Shermans Dale|42099
17093|Summerdale|42041
17094|Thompsontown|42067
17097|Wiconisco|42043
17098|Williamstown|42043
17099|Yeagertown|42087
17101|Harrisburg|42043
17102|Harrisburg|42043
17103|Harrisburg|42043
17104|Harrisburg|42043
17105|Harrisburg|42043
17106|Harrisburg|42043
17107|Harrisburg|42043
17108|Harrisburg|42043
17109|Harrisburg|42043
17110|Harrisburg|42043
17111|Harrisburg|42043
17112|Harrisburg|42043
17113|Harrisburg|42043
17120|Harrisburg|42043
17121|Harrisburg|42043
17122|Harrisburg|42043
17123|Harrisburg|42043
17124|Harrisburg|42043
17125|Harrisburg|42043
17126|Harrisburg|42043
17127|Harrisburg|42043
17128|Harrisburg|42043
17129|Harrisburg|42043
17130|Harrisburg|42043
17140|Harrisburg|42043
17177|Harrisburg|42043
17201|Chambersburg|42055
17202|Chambersburg|42055
17210|Amberson|42055
17211|Artemas|42009
17212|Big Cove Tannery|42057
17213|Blairs Mills|42061
17214|Blue Ridge Summit|42055
17215|Burnt Cabins|42057
17217|Concord|42055
17219|Doylesburg|42055
17220|Dry Run|42055
17221|Fannettsburg|42055
17222|Fayetteville|42055
17223|Fort Littleton|42057
17224|Fort Loudon|42055
17225|Greencastle|42055
17228|Harrisonville|42057
17229|Hustontown|42057
17231|Lemasters|42055
17232|Lurgan|42055
17233|Mc Connellsburg|42057
17235|Marion|42055
17236|Mercersburg|42055
17237|Mont Alto|42055
17238|Needmore|42057
17239|Neelyton|42061
17240|Newburg|42041
17241|Newville|42041
17243|Orbisonia|42061
17244|Orrstown|42055
17246|Pleasant Hall|42055
17247|Quincy|42055
17249|Rockhill Furnace|42061
17250|Rouzerville|42055
17251|Roxbury|42055
17252|Saint Thomas|42055
17253|Saltillo|42061
17254|Scotland|42055
17255|Shade Gap|42061
17256|Shady Grove|42055
17257|Shippensburg|42041
17260|Shirleysburg|42061
17261|South Mountain|42055
17262|Spring Run|42055
17263|State Line|42055
17264|Three Springs|42061
17265|Upperstrasburg|42055
17266|Walnut Bottom|42041
17267|Warfordsburg|42057
17268|Waynesboro|42055
17271|Willow Hill|42055
17272|Zullinger|42055
17301|Abbottstown|42001
17302|Airville|42133
17303|Arendtsville|42001
17304|Aspers|42001
17306|Bendersville|42001
17307|Biglerville|42001
17309|Brogue|42133
17310|Cashtown|42001
17311|Codorus|42133
17312|Craley|42133
17313|Dallastown|42133
17314|Delta|42133
17315|Dover|42133
17316|East Berlin|42001
17317|East Prospect|42133
17318|Emigsville|42133
17319|Etters|42133
17320|Fairfield|42001
17321|Fawn Grove|42133
17322|Felton|42133
17323|Franklintown|42133
17324|Gardners|42041
17325|Gettysburg|42001
17327|Glen Rock|42133
17329|Glenville|42133
17331|Hanover|42133
17332|Hanover|42133
17333|Hanover|42133
17334|Hanover|42133
17335|Hanover|42133
17337|Idaville|42001
17339|Lewisberry|42133
17340|Littlestown|42001
17342|Loganville|42133
17343|Mc Knightstown|42001
17344|Mc Sherrystown|42001
17345|Manchester|42133
17347|Mount Wolf|42133
17349|New Freedom|42133
17350|New Oxford|42001
17352|New Park|42133
17353|Orrtanna|42001
17355|Railroad|42133
17356|Red Lion|42133
17358|Rossville|42133
17360|Seven Valleys|42133
17361|Shrewsbury|42133
17362|Spring Grove|42133
17363|Stewartstown|42133
17364|Thomasville|42133
17365|Wellsville|42133
17366|Windsor|42133
17368|Wrightsville|42133
17370|York Haven|42133
17371|York New Salem|42133
17372|York Springs|42001
17375|Peach Glen|42001
17401|York|42133
17402|York|42133
17403|York|42133
17404|York|42133
17405|York|42133
17406|York|42133
17407|York|42133
17408|York|42133
17501|Akron|42071
17502|Bainbridge|42071
17503|Bart|42071
17504|Bausman|42071
17505|Bird In Hand|42071
17506|Blue Ball|42071
17507|Bowmansville|42071
17508|Brownstown|42071
17509|Christiana|42071
17512|Columbia|42071
17516|Conestoga|42071
17517|Denver|42071
17518|Drumore|42071
17519|East Earl|42071
17520|East Petersburg|42071
17521|Elm|42071
17522|Ephrata|42071
17527|Gap|42071
17528|Goodville|42071
17529|Gordonville|42071
17532|Holtwood|42071
17533|Hopeland|42071
17534|Intercourse|42071
17535|Kinzers|42071
17536|Kirkwood|42071
17537|Lampeter|42071
17538|Landisville|42071
17540|Leola|42071
17543|Lititz|42071
17545|Manheim|42071
17547|Marietta|42071
17549|Martindale|42071
17550|Maytown|42071
17551|Millersville|42071
17552|Mount Joy|42071
17554|Mountville|42071
17555|Narvon|42071
17557|New Holland|42071
17560|New Providence|42071
17562|Paradise|42071
17563|Peach Bottom|42071
17564|Penryn|42071
17565|Pequea|42071
17566|Quarryville|42071
17567|Reamstown|42071
17568|Refton|42071
17569|Reinholds|42071
17570|Rheems|42071
17572|Ronks|42071
17573|Lancaster|42071
17575|Silver Spring|42071
17576|Smoketown|42071
17578|Stevens|42071
17579|Strasburg|42071
17580|Talmage|42071
17581|Terre Hill|42071
17582|Washington Boro|42071
17584|Willow Street|42071
17585|Witmer|42071
17601|Lancaster|42071
17602|Lancaster|42071
17603|Lancaster|42071
17604|Lancaster|42071
17605|Lancaster|42071
17606|Lancaster|42071
17607|Lancaster|42071
17608|Lancaster|42071
17611|Lancaster|42071
17622|Lancaster|42071
17699|Lancaster|42071
17701|Williamsport|42081
17702|Williamsport|42081
17703|Williamsport|42081
17705|Williamsport|42081
17720|Antes Fort|42081
17721|Avis|42035
17723|Cammal|42081
17724|Canton|42015
17726|Castanea|42035
17727|Cedar Run|42081
17728|Cogan Station|42081
17729|Cross Fork|42035
17730|Dewart|42097
17731|Eagles Mere|42113
17735|Grover|42015
17737|Hughesville|42081
17739|Jersey Mills|42081
17740|Jersey Shore|42081
17742|Lairdsville|42081
17744|Linden|42081
17745|Lock Haven|42035
17747|Loganton|42035
17748|Mc Elhattan|42035
17749|Mc Ewensville|42097
17750|Mackeyville|42035
17751|Mill Hall|42035
17752|Montgomery|42081
17754|Montoursville|42081
17756|Muncy|42081
17758|Muncy Valley|42113
17760|North Bend|42035
17762|Picture Rocks|42081
17763|Ralston|42081
17764|Renovo|42035
17765|Roaring Branch|42117
17768|Shunk|42113
17769|Slate Run|42081
17771|Trout Run|42081
17772|Turbotville|42097
17774|Unityville|42081
17776|Waterville|42081
17777|Watsontown|42097
17778|Westport|42035
17779|Woolrich|42035
17801|Sunbury|42097
17810|Allenwood|42119
17812|Beaver Springs|42109
17813|Beavertown|42109
17814|Benton|42037
17815|Bloomsburg|42037
17820|Catawissa|42037
17821|Danville|42093
17822|Danville|42093
17823|Dornsife|42097
17824|Elysburg|42097
17827|Freeburg|42109
17829|Hartleton|42119
17830|Herndon|42097
17831|Hummels Wharf|42109
17832|Marion Heights|42097
17833|Kreamer|42109
17834|Kulpmont|42097
17835|Laurelton|42119
17836|Leck Kill|42097
17837|Lewisburg|42119
17840|Locust Gap|42097
17841|Mc Clure|42087
17842|Middleburg|42109
17843|Beaver Springs|42109
17844|Mifflinburg|42119
17845|Millmont|42119
17846|Millville|42037
17847|Milton|42097
17850|Montandon|42097
17851|Mount Carmel|42097
17853|Mount Pleasant Mills|42109
17855|New Berlin|42119
17856|New Columbia|42119
17857|Northumberland|42097
17858|Numidia|42037
17859|Orangeville|42037
17860|Paxinos|42097
17861|Paxtonville|42109
17862|Penns Creek|42109
17864|Port Trevorton|42109
17865|Potts Grove|42097
17866|Coal Township|42097
17867|Rebuck|42097
17868|Riverside|42097
17870|Selinsgrove|42109
17872|Shamokin|42097
17876|Shamokin Dam|42109
17877|Snydertown|42097
17878|Stillwater|42037
17880|Swengel|42119
17881|Trevorton|42097
17882|Troxelville|42109
17884|Washingtonville|42093
17885|Weikert|42119
17886|West Milton|42119
17887|White Deer|42119
17888|Wilburton|42037
17889|Winfield|42119
17901|Pottsville|42107
17920|Aristes|42037
17921|Ashland|42107
17922|Auburn|42107
17923|Branchdale|42107
17925|Brockton|42107
17929|Cressona|42107
17930|Cumbola|42107
17931|Frackville|42107
17932|Frackville|42107
17933|Friedensburg|42107
17934|Gilberton|42107
17935|Girardville|42107
17936|Gordon|42107
17938|Hegins|42107
17941|Klingerstown|42107
17943|Lavelle|42107
17944|Llewellyn|42107
17945|Locustdale|42037
17946|Lost Creek|42107
17948|Mahanoy City|42107
17949|Mahanoy Plane|42107
17951|Mar Lin|42107
17952|Mary D|42107
17953|Middleport|42107
17954|Minersville|42107
17957|Muir|42107
17959|New Philadelphia|42107
17960|New Ringgold|42107
17961|Orwigsburg|42107
17963|Pine Grove|42107
17964|Pitman|42107
17965|Port Carbon|42107
17966|Ravine|42107
17967|Ringtown|42107
17968|Sacramento|42107
17970|Saint Clair|42107
17972|Schuylkill Haven|42107
17974|Seltzer|42107
17976|Shenandoah|42107
17978|Spring Glen|42107
17979|Summit Station|42107
17980|Tower City|42107
17981|Tremont|42107
17982|Tuscarora|42107
17983|Valley View|42107
17985|Zion Grove|42107
18001|Lehigh Valley|42077
18002|Lehigh Valley|42077
18003|Lehigh Valley|42077
18011|Alburtis|42077
18012|Aquashicola|42025
18013|Bangor|42095
18014|Bath|42095
18015|Bethlehem|42095
18016|Bethlehem|42077
18017|Bethlehem|42095
18018|Bethlehem|42077
18020|Bethlehem|42095
18025|Bethlehem|42095
18030|Bowmanstown|42025
18031|Breinigsville|42077
18032|Catasauqua|42077
18034|Center Valley|42077
18035|Cherryville|42095
18036|Coopersburg|42077
18037|Coplay|42077
18038|Danielsville|42095
18039|Durham|42017
18040|Easton|42095
18041|East Greenville|42091
18042|Easton|42095
18043|Easton|42095
18044|Easton|42095
18045|Easton|42095
18046|East Texas|42077
18049|Emmaus|42077
18051|Fogelsville|42077
18052|Whitehall|42077
18053|Germansville|42077
18054|Green Lane|42091
18055|Hellertown|42095
18056|Hereford|42011
18058|Kunkletown|42089
18059|Laurys Station|42077
18060|Limeport|42077
18062|Macungie|42077
18063|Martins Creek|42095
18064|Nazareth|42095
18065|Neffs|42077
18066|New Tripoli|42077
18067|Northampton|42095
18068|Old Zionsville|42077
18069|Orefield|42077
18070|Palm|42091
18071|Palmerton|42025
18072|Pen Argyl|42095
18073|Pennsburg|42091
18074|Perkiomenville|42091
18076|Red Hill|42091
18077|Riegelsville|42017
18078|Schnecksville|42077
18079|Slatedale|42077
18080|Slatington|42077
18081|Springtown|42017
18083|Stockertown|42095
18084|Sumneytown|42091
18085|Tatamy|42095
18086|Treichlers|42095
18087|Trexlertown|42077
18088|Walnutport|42095
18091|Wind Gap|42095
18092|Zionsville|42077
18098|Emmaus|42077
18099|Emmaus|42077
18101|Allentown|42077
18102|Allentown|42077
18103|Allentown|42077
18104|Allentown|42077
18105|Allentown|42077
18106|Allentown|42077
18109|Allentown|42077
18195|Allentown|42077
18201|Hazleton|42079
18202|Hazleton|42079
18210|Albrightsville|42025
18211|Andreas|42107
18212|Ashfield|42025
18214|Barnesville|42107
18216|Beaver Meadows|42025
18218|Coaldale|42107
18219|Conyngham|42079
18220|Delano|42107
18221|Drifton|42079
18222|Drums|42079
18223|Ebervale|42079
18224|Freeland|42079
18225|Harleigh|42079
18229|Jim Thorpe|42025
18230|Junedale|42025
18231|Kelayres|42107
18232|Lansford|42025
18234|Lattimer Mines|42079
18235|Lehighton|42025
18237|Mcadoo|42107
18239|Milnesville|42079
18240|Nesquehoning|42025
18241|Nuremberg|42107
18242|Oneida|42107
18244|Parryville|42025
18245|Quakake|42107
18246|Rock Glen|42079
18247|Saint Johns|42079
18248|Sheppton|42107
18249|Sugarloaf|42079
18250|Summit Hill|42025
18251|Sybertsville|42079
18252|Tamaqua|42107
18254|Tresckow|42025
18255|Weatherly|42025
18256|Weston|42079
18301|East Stroudsburg|42089
18302|East Stroudsburg|42089
18320|Analomink|42089
18321|Bartonsville|42089
18322|Brodheadsville|42089
18323|Buck Hill Falls|42089
18324|Bushkill|42103
18325|Canadensis|42089
18326|Cresco|42089
18327|Delaware Water Gap|42089
18328|Dingmans Ferry|42103
18330|Effort|42089
18331|Gilbert|42089
18332|Henryville|42089
18333|Kresgeville|42089
18334|Long Pond|42089
18335|Marshalls Creek|42089
18336|Matamoras|42103
18337|Milford|42103
18340|Millrift|42103
18341|Minisink Hills|42089
18342|Mountainhome|42089
18343|Mount Bethel|42095
18344|Mount Pocono|42089
18346|Pocono Summit|42089
18347|Pocono Lake|42089
18348|Pocono Lake Preserve|42089
18349|Pocono Manor|42089
18350|Pocono Pines|42089
18351|Portland|42095
18352|Reeders|42089
18353|Saylorsburg|42089
18354|Sciota|42089
18355|Scotrun|42089
18356|Shawnee On Delaware|42089
18357|Skytop|42089
18360|Stroudsburg|42089
18370|Swiftwater|42089
18371|Tamiment|42103
18372|Tannersville|42089
18403|Archbald|42069
18405|Beach Lake|42127
18407|Carbondale|42069
18410|Chinchilla|42069
18411|Clarks Summit|42069
18413|Clifford|42115
18414|Dalton|42069
18415|Damascus|42127
18416|Elmhurst|42069
18417|Equinunk|42127
18419|Factoryville|42131
18420|Fleetville|42069
18421|Forest City|42115
18424|Gouldsboro|42069
18425|Greeley|42103
18426|Greentown|42103
18427|Hamlin|42127
18428|Hawley|42103
18430|Herrick Center|42115
18431|Honesdale|42127
18433|Jermyn|42069
18434|Jessup|42069
18435|Lackawaxen|42103
18436|Lake Ariel|42127
18437|Lake Como|42127
18438|Lakeville|42127
18439|Lakewood|42127
18440|La Plume|42069
18441|Lenoxville|42115
18443|Milanville|42127
18444|Moscow|42069
18445|Newfoundland|42127
18446|Nicholson|42131
18447|Olyphant|42069
18448|Olyphant|42069
18449|Orson|42127
18451|Paupack|42103
18452|Peckville|42069
18453|Pleasant Mount|42127
18454|Poyntelle|42127
18455|Preston Park|42127
18456|Prompton|42127
18457|Rowland|42103
18458|Shohola|42103
18459|South Canaan|42127
18460|South Sterling|42127
18461|Starlight|42127
18462|Starrucca|42127
18463|Sterling|42127
18464|Tafton|42103
18465|Thompson|42115
18466|Tobyhanna|42089
18469|Tyler Hill|42127
18470|Union Dale|42115
18471|Waverly|42069
18472|Waymart|42127
18473|White Mills|42127
18501|Scranton|42069
18502|Scranton|42069
18503|Scranton|42069
18504|Scranton|42069
18505|Scranton|42069
18507|Moosic|42069
18508|Scranton|42069
18509|Scranton|42069
18510|Scranton|42069
18512|Scranton|42069
18515|Scranton|42069
18517|Taylor|42069
18518|Old Forge|42069
18519|Scranton|42069
18540|Scranton|42069
18577|Scranton|42069
18601|Beach Haven|42079
18602|Bear Creek|42079
18603|Berwick|42037
18610|Blakeslee|42089
18611|Cambra|42079
18612|Dallas|42079
18614|Dushore|42113
18615|Falls|42131
18616|Forksville|42113
18617|Glen Lyon|42079
18618|Harveys Lake|42079
18619|Hillsgrove|42113
18621|Hunlock Creek|42079
18622|Huntington Mills|42079
18623|Laceyville|42131
18624|Lake Harmony|42025
18625|Lake Winola|42131
18626|Laporte|42113
18627|Lehman|42079
18628|Lopez|42113
18629|Mehoopany|42131
18630|Meshoppen|42131
18631|Mifflinville|42037
18632|Mildred|42113
18634|Nanticoke|42079
18635|Nescopeck|42079
18636|Noxen|42131
18640|Pittston|42079
18641|Pittston|42079
18642|Duryea|42079
18643|Pittston|42079
18644|Wyoming|42079
18651|Plymouth|42079
18653|Ransom|42069
18654|Shawanese|42079
18655|Shickshinny|42079
18656|Sweet Valley|42079
18657|Tunkhannock|42131
18660|Wapwallopen|42079
18661|White Haven|42079
18690|Dallas|42079
18701|Wilkes Barre|42079
18702|Wilkes Barre|42079
18703|Wilkes Barre|42079
18704|Kingston|42079
18705|Wilkes Barre|42079
18706|Wilkes Barre|42079
18707|Mountain Top|42079
18708|Shavertown|42079
18709|Luzerne|42079
18710|Wilkes Barre|42079
18711|Wilkes Barre|42079
18762|Wilkes Barre|42079
18764|Wilkes Barre|42079
18765|Wilkes Barre|42079
18766|Wilkes Barre|42079
18767|Wilkes Barre|42079
18769|Wilkes Barre|42079
18773|Wilkes Barre|42079
18801|Montrose|42115
18810|Athens|42015
18812|Brackney|42115
18813|Brooklyn|42115
18814|Burlington|42015
18815|Camptown|42015
18816|Dimock|42115
18817|East Smithfield|42015
18818|Friendsville|42115
18820|Gibson|42115
18821|Great Bend|42115
18822|Hallstead|42115
18823|Harford|42115
18824|Hop Bottom|42115
18825|Jackson|42115
18826|Kingsley|42115
18827|Lanesboro|42115
18828|Lawton|42115
18829|Le Raysville|42015
18830|Little Meadows|42115
18831|Milan|42015
18832|Monroeton|42015
18833|New Albany|42015
18834|New Milford|42115
18837|Rome|42015
18840|Sayre|42015
18842|South Gibson|42115
18843|South Montrose|42115
18844|Springville|42115
18845|Stevensville|42015
18846|Sugar Run|42015
18847|Susquehanna|42115
18848|Towanda|42015
18850|Ulster|42015
18851|Warren Center|42015
18853|Wyalusing|42015
18854|Wysox|42015
18901|Doylestown|42017
18902|Doylestown|42017
18910|Bedminster|42017
18911|Blooming Glen|42017
18912|Buckingham|42017
18913|Carversville|42017
18914|Chalfont|42017
18915|Colmar|42091
18916|Danboro|42017
18917|Dublin|42017
18918|Earlington|42091
18920|Erwinna|42017
18921|Ferndale|42017
18922|Forest Grove|42017
18923|Fountainville|42017
18925|Furlong|42017
18927|Hilltown|42017
18928|Holicong|42017
18929|Jamison|42017
18930|Kintnersville|42017
18931|Lahaska|42017
18932|Line Lexington|42017
18933|Lumberville|42017
18934|Mechanicsville|42017
18935|Milford Square|42017
18936|Montgomeryville|42091
18938|New Hope|42017
18940|Newtown|42017
18942|Ottsville|42017
18943|Penns Park|42017
18944|Perkasie|42017
18946|Pineville|42017
18947|Pipersville|42017
18949|Plumsteadville|42017
18950|Point Pleasant|42017
18951|Quakertown|42017
18953|Revere|42017
18954|Richboro|42017
18955|Richlandtown|42017
18956|Rushland|42017
18957|Salford|42091
18958|Salfordville|42091
18960|Sellersville|42017
18962|Silverdale|42017
18963|Solebury|42017
18964|Souderton|42091
18966|Southampton|42017
18968|Spinnerstown|42017
18969|Telford|42091
18970|Trumbauersville|42017
18971|Tylersport|42091
18972|Upper Black Eddy|42017
18974|Warminster|42017
18976|Warrington|42017
18977|Washington Crossing|42017
18979|Woxall|42091
18980|Wycombe|42017
18981|Zionhill|42017
18991|Warminster|42017
19001|Abington|42091
19002|Ambler|42091
19003|Ardmore|42091
19004|Bala Cynwyd|42091
19006|Huntingdon Valley|42091
19007|Bristol|42017
19008|Broomall|42045
19009|Bryn Athyn|42091
19010|Bryn Mawr|42045
19012|Cheltenham|42091
19013|Chester|42045
19014|Aston|42045
19015|Brookhaven|42045
19016|Chester|42045
19017|Chester Heights|42045
19018|Clifton Heights|42045
19019|Philadelphia|42101
19020|Bensalem|42017
19021|Croydon|42017
19022|Crum Lynne|42045
19023|Darby|42045
19025|Dresher|42091
19026|Drexel Hill|42045
19027|Elkins Park|42091
19028|Edgemont|42045
19029|Essington|42045
19030|Fairless Hills|42017
19031|Flourtown|42091
19032|Folcroft|42045
19033|Folsom|42045
19034|Fort Washington|42091
19035|Gladwyne|42091
19036|Glenolden|42045
19037|Glen Riddle Lima|42045
19038|Glenside|42091
19039|Gradyville|42045
19040|Hatboro|42091
19041|Haverford|42045
19043|Holmes|42045
19044|Horsham|42091
19046|Jenkintown|42091
19047|Langhorne|42017
19048|Fort Washington|42091
19049|Fort Washington|42091
19050|Lansdowne|42045
19052|Lenni|42045
19053|Feasterville Trevose|42017
19054|Levittown|42017
19055|Levittown|42017
19056|Levittown|42017
19057|Levittown|42017
19058|Levittown|42017
19060|Garnet Valley|42045
19061|Marcus Hook|42045
19063|Media|42045
19064|Springfield|42045
19065|Media|42045
19066|Merion Station|42091
19067|Morrisville|42017
19070|Morton|42045
19072|Narberth|42091
19073|Newtown Square|42045
19074|Norwood|42045
19075|Oreland|42091
19076|Prospect Park|42045
19078|Ridley Park|42045
19079|Sharon Hill|42045
19081|Swarthmore|42045
19082|Upper Darby|42045
19083|Havertown|42045
19085|Villanova|42045
19086|Wallingford|42045
19087|Wayne|42029
19090|Willow Grove|42091
19091|Media|42045
19092|Philadelphia|42101
19093|Philadelphia|42101
19094|Woodlyn|42045
19095|Wyncote|42091
19096|Wynnewood|42091
19098|Holmes|42045
19099|Philadelphia|42101
19101|Philadelphia|42101
19102|Philadelphia|42101
19103|Philadelphia|42101
19104|Philadelphia|42101
19105|Philadelphia|42101
19106|Philadelphia|42101
19107|Philadelphia|42101
19108|Philadelphia|42101
19109|Philadelphia|42101
19110|Philadelphia|42101
19111|Philadelphia|42101
19112|Philadelphia|42101
19113|Philadelphia|42045
19114|Philadelphia|42101
19115|Philadelphia|42101
19116|Philadelphia|42101
19118|Philadelphia|42101
19119|Philadelphia|42101
19120|Philadelphia|42101
19121|Philadelphia|42101
19122|Philadelphia|42101
19123|Philadelphia|42101
19124|Philadelphia|42101
19125|Philadelphia|42101
19126|Philadelphia|42101
19127|Philadelphia|42101
19128|Philadelphia|42101
19129|Philadelphia|42101
19130|Philadelphia|42101
19131|Philadelphia|42101
19132|Philadelphia|42101
19133|Philadelphia|42101
19134|Philadelphia|42101
19135|Philadelphia|42101
19136|Philadelphia|42101
19137|Philadelphia|42101
19138|Philadelphia|42101
19139|Philadelphia|42101
19140|Philadelphia|42101
19141|Philadelphia|42101
19142|Philadelphia|42101
19143|Philadelphia|42101
19144|Philadelphia|42101
19145|Philadelphia|42101
19146|Philadelphia|42101
19147|Philadelphia|42101
19148|Philadelphia|42101
19149|Philadelphia|42101
19150|Philadelphia|42101
19151|Philadelphia|42101
19152|Philadelphia|42101
19153|Philadelphia|42101
19154|Philadelphia|42101
19155|Philadelphia|42101
19160|Philadelphia|42101
19161|Philadelphia|42101
19162|Philadelphia|42101
19170|Philadelphia|42101
19171|Philadelphia|42101
19172|Philadelphia|42101
19173|Philadelphia|42101
19175|Philadelphia|42101
19176|Philadelphia|42101
19177|Philadelphia|42101
19178|Philadelphia|42101
19179|Philadelphia|42101
19181|Philadelphia|42101
19182|Philadelphia|42101
19183|Philadelphia|42101
19184|Philadelphia|42101
19185|Philadelphia|42101
19187|Philadelphia|42101
19188|Philadelphia|42101
19190|Philadelphia|42101
19191|Philadelphia|42101
19192|Philadelphia|42101
19193|Philadelphia|42101
19194|Philadelphia|42101
19195|Philadelphia|42101
19196|Philadelphia|42101
19197|Philadelphia|42101
19244|Philadelphia|42101
19255|Philadelphia|42101
19301|Paoli|42029
19310|Atglen|42029
19311|Avondale|42029
19312|Berwyn|42029
19316|Brandamore|42029
19317|Chadds Ford|42045
19318|Chatham|42029
19319|Cheyney|42045
19320|Coatesville|42029
19330|Cochranville|42029
19331|Concordville|42045
19333|Devon|42029
19335|Downingtown|42029
19339|Concordville|42045
19340|Concordville|42045
19341|Exton|42029
19342|Glen Mills|42045
19343|Glenmoore|42029
19344|Honey Brook|42029
19345|Immaculata|42029
19346|Kelton|42029
19347|Kemblesville|42029
19348|Kennett Square|42029
19350|Landenberg|42029
19351|Lewisville|42029
19352|Lincoln University|42029
19353|Lionville|42029
19354|Lyndell|42029
19355|Malvern|42029
19357|Mendenhall|42029
19358|Modena|42029
19360|New London|42029
19362|Nottingham|42029
19363|Oxford|42029
19365|Parkesburg|42029
19366|Pocopson|42029
19367|Pomeroy|42029
19369|Sadsburyville|42029
19371|Suplee|42029
19372|Thorndale|42029
19373|Thornton|42045
19374|Toughkenamon|42029
19375|Unionville|42029
19376|Wagontown|42029
19380|West Chester|42029
19381|West Chester|42029
19382|West Chester|42029
19383|West Chester|42029
19390|West Grove|42029
19395|Westtown|42029
19397|Southeastern|42029
19398|Southeastern|42029
19399|Southeastern|42029
19401|Norristown|42091
19403|Norristown|42091
19404|Norristown|42091
19405|Bridgeport|42091
19406|King Of Prussia|42091
19407|Audubon|42091
19408|Eagleville|42091
19409|Fairview Village|42091
19415|Eagleville|42091
19421|Birchrunville|42029
19422|Blue Bell|42091
19423|Cedars|42091
19424|Blue Bell|42091
19425|Chester Springs|42029
19426|Collegeville|42091
19428|Conshohocken|42091
19429|Conshohocken|42091
19430|Creamery|42091
19432|Devault|42029
19435|Frederick|42091
19436|Gwynedd|42091
19437|Gwynedd Valley|42091
19438|Harleysville|42091
19440|Hatfield|42091
19441|Harleysville|42091
19442|Kimberton|42029
19443|Kulpsville|42091
19444|Lafayette Hill|42091
19446|Lansdale|42091
19450|Lederach|42091
19451|Mainland|42091
19453|Mont Clare|42091
19454|North Wales|42091
19455|North Wales|42091
19456|Oaks|42091
19457|Parker Ford|42029
19460|Phoenixville|42029
19462|Plymouth Meeting|42091
19464|Pottstown|42091
19465|Pottstown|42029
19468|Royersford|42091
19470|Saint Peters|42029
19472|Sassamansville|42091
19473|Schwenksville|42091
19474|Skippack|42091
19475|Spring City|42029
19477|Spring House|42091
19478|Spring Mount|42091
19480|Uwchland|42029
19481|Valley Forge|42091
19482|Valley Forge|42091
19484|Valley Forge|42091
19486|West Point|42091
19490|Worcester|42091
19492|Zieglerville|42091
19493|Valley Forge|42091
19494|Valley Forge|42091
19495|Valley Forge|42091
19496|Valley Forge|42091
19501|Adamstown|42071
19503|Bally|42011
19504|Barto|42011
19505|Bechtelsville|42011
19506|Bernville|42011
19507|Bethel|42011
19508|Birdsboro|42011
19510|Blandon|42011
19511|Bowers|42011
19512|Boyertown|42011
19516|Centerport|42011
19518|Douglassville|42011
19519|Earlville|42011
19520|Elverson|42029
19522|Fleetwood|42011
19523|Geigertown|42011
19525|Gilbertsville|42091
19526|Hamburg|42011
19529|Kempton|42011
19530|Kutztown|42011
19533|Leesport|42011
19534|Lenhartsville|42011
19535|Limekiln|42011
19536|Lyon Station|42011
19538|Maxatawny|42011
19539|Mertztown|42011
19540|Mohnton|42011
19541|Mohrsville|42011
19543|Morgantown|42011
19544|Mount Aetna|42011
19545|New Berlinville|42011
19547|Oley|42011
19548|Pine Forge|42011
19549|Port Clinton|42107
19550|Rehrersburg|42011
19551|Robesonia|42011
19554|Shartlesville|42011
19555|Shoemakersville|42011
19559|Strausstown|42011
19560|Temple|42011
19562|Topton|42011
19564|Virginville|42011
19565|Wernersville|42011
19567|Womelsdorf|42011
19601|Reading|42011
19602|Reading|42011
19603|Reading|42011
19604|Reading|42011
19605|Reading|42011
19606|Reading|42011
19607|Reading|42011
19608|Reading|42011
19609|Reading|42011
19610|Reading|42011
19611|Reading|42011
19612|Reading|42011
19701|Bear|10003
19702|Newark|10003
19703|Claymont|10003
19706|Delaware City|10003
19707|Hockessin|10003
19708|Kirkwood|10003
19709|Middletown|10003
19710|Montchanin|10003
19711|Newark|10003
19712|Newark|10003
19713|Newark|10003
19714|Newark|10003
19715|Newark|10003
19716|Newark|10003
19717|Newark|10003
19718|Newark|10003
19720|New Castle|10003
19721|New Castle|10003
19725|Newark|10003
19726|New Castle|10003
19730|Odessa|10003
19731|Port Penn|10003
19732|Rockland|10003
19733|Saint Georges|10003
19734|Townsend|10003
19735|Winterthur|10003
19736|Yorklyn|10003
19801|Wilmington|10003
19802|Wilmington|10003
19803|Wilmington|10003
19804|Wilmington|10003
19805|Wilmington|10003
19806|Wilmington|10003
19807|Wilmington|10003
19808|Wilmington|10003
19809|Wilmington|10003
19810|Wilmington|10003
19850|Wilmington|10003
19880|Wilmington|10003
19884|Wilmington|10003
19885|Wilmington|10003
19886|Wilmington|10003
19890|Wilmington|10003
19891|Wilmington|10003
19892|Wilmington|10003
19893|Wilmington|10003
19894|Wilmington|10003
19895|Wilmington|10003
19896|Wilmington|10003
19897|Wilmington|10003
19898|Wilmington|10003
19899|Wilmington|10003
19901|Dover|10001
19902|Dover AFB|10001
19903|Dover|10001
19904|Dover|10001
19905|Dover|10001
19906|Dover|10001
19930|Bethany Beach|10005
19931|Bethel|10005
19933|Bridgeville|10005
19934|Camden Wyoming|10001
19936|Cheswold|10001
19938|Clayton|10001
19939|Dagsboro|10005
19940|Delmar|10005
19941|Ellendale|10005
19943|Felton|10001
19944|Fenwick Island|10005
19945|Frankford|10005
19946|Frederica|10001
19947|Georgetown|10005
19950|Greenwood|10005
19951|Harbeson|10005
19952|Harrington|10001
19953|Hartly|10001
19954|Houston|10001
19955|Kenton|10001
19956|Laurel|10005
19958|Lewes|10005
19960|Lincoln|10005
19961|Little Creek|10001
19962|Magnolia|10001
19963|Milford|10005
19964|Marydel|10001
19966|Millsboro|10005
19967|Millville|10005
19968|Milton|10005
19969|Nassau|10005
19970|Ocean View|10005
19971|Rehoboth Beach|10005
19973|Seaford|10005
19975|Selbyville|10005
19977|Smyrna|10001
19979|Viola|10001
19980|Woodside|10001
20001|Washington|11001
20002|Washington|11001
20003|Washington|11001
20004|Washington|11001
20005|Washington|11001
20006|Washington|11001
20007|Washington|11001
20008|Washington|11001
20009|Washington|11001
20010|Washington|11001
20011|Washington|11001
20012|Washington|11001
20013|Washington|11001
20015|Washington|11001
20016|Washington|11001
20017|Washington|11001
20018|Washington|11001
20019|Washington|11001
20020|Washington|11001
20022|Washington|11001
20024|Washington|11001
20026|Washington|11001
20027|Washington|11001
20029|Washington|11001
20030|Washington|11001
20032|Washington|11001
20033|Washington|11001
20035|Washington|11001
20036|Washington|11001
20037|Washington|11001
20038|Washington|11001
20039|Washington|11001
20040|Washington|11001
20041|Washington|11001
20042|Washington|11001
20043|Washington|11001
20044|Washington|11001
20045|Washington|11001
20047|Washington|11001
20049|Washington|11001
20050|Washington|11001
20052|Washington|11001
20053|Washington|11001
20055|Washington|11001
20056|Washington|11001
20057|Washington|11001
20058|Washington|11001
20059|Washington|11001
20060|Washington|11001
20061|Washington|11001
20062|Washington|11001
20063|Washington|11001
20064|Washington|11001
20065|Washington|11001
20066|Washington|11001
20067|Washington|11001
20068|Washington|11001
20069|Washington|11001
20070|Washington|11001
20071|Washington|11001
20073|Washington|11001
20074|Washington|11001
20075|Washington|11001
20076|Washington|11001
20077|Washington|11001
20078|Washington|11001
20080|Washington|11001
20081|Washington|11001
20082|Washington|11001
20090|Washington|11001
20091|Washington|11001
20101|Dulles|51107
20102|Dulles|51107
20103|Dulles|51107
20104|Dulles|51107
20105|Aldie|51107
20106|Amissville|51047
20108|Manassas|51683
20109|Manassas|51153
20110|Manassas|51683
20111|Manassas|51153
20112|Manassas|51153
20113|Manassas|51683
20115|Marshall|51061
20116|Marshall|51061
20117|Middleburg|51107
20118|Middleburg|51107
20119|Catlett|51061
20120|Centreville|51059
20121|Centreville|51059
20122|Centreville|51059
20124|Clifton|51059
20128|Orlean|51061
20129|Paeonian Springs|51107
20130|Paris|51043
20131|Philomont|51107
20132|Purcellville|51107
20134|Purcellville|51107
20135|Bluemont|51043
20136|Bristow|51153
20137|Broad Run|51061
20138|Calverton|51061
20139|Casanova|51061
20140|Rectortown|51061
20141|Round Hill|51107
20142|Round Hill|51107
20143|Catharpin|51153
20144|Delaplane|51061
20146|Ashburn|51107
20147|Ashburn|51107
20148|Ashburn|51107
20149|Ashburn|51107
20151|Chantilly|51059
20152|Chantilly|51107
20153|Chantilly|51059
20155|Gainesville|51153
20156|Gainesville|51153
20158|Hamilton|51107
20159|Hamilton|51107
20160|Lincoln|51107
20163|Sterling|51107
20164|Sterling|51107
20165|Sterling|51107
20166|Sterling|51107
20167|Sterling|51107
20168|Haymarket|51153
20169|Haymarket|51153
20170|Herndon|51059
20171|Herndon|51059
20172|Herndon|51059
20175|Leesburg|51107
20176|Leesburg|51107
20177|Leesburg|51107
20178|Leesburg|51107
20180|Lovettsville|51107
20181|Nokesville|51153
20182|Nokesville|51153
20184|Upperville|51061
20185|Upperville|51061
20186|Warrenton|51061
20187|Warrenton|51061
20188|Warrenton|51061
20189|Dulles|51107
20190|Reston|51059
20191|Reston|51059
20192|Herndon|51059
20194|Reston|51059
20195|Reston|51059
20196|Reston|51059
20197|Waterford|51107
20198|The Plains|51061
20201|Washington|11001
20202|Washington|11001
20203|Washington|11001
20204|Washington|11001
20206|Washington|11001
20207|Washington|11001
20208|Washington|11001
20210|Washington|11001
20211|Washington|11001
20212|Washington|11001
20213|Washington|11001
20214|Washington|11001
20215|Washington|11001
20216|Washington|11001
20217|Washington|11001
20218|Washington|11001
20219|Washington|11001
20220|Washington|11001
20221|Washington|11001
20222|Washington|11001
20223|Washington|11001
20224|Washington|11001
20226|Washington|11001
20227|Washington|11001
20228|Washington|11001
20229|Washington|11001
20230|Washington|11001
20232|Washington|11001
20233|Washington|11001
20235|Washington|11001
20237|Washington|11001
20238|Washington|11001
20239|Washington|11001
20240|Washington|11001
20241|Washington|11001
20242|Washington|11001
20244|Washington|11001
20245|Washington|11001
20250|Washington|11001
20251|Washington|11001
20252|Washington|11001
20254|Washington|11001
20260|Washington|11001
20261|Washington|11001
20262|Washington|11001
20265|Washington|11001
20266|Washington|11001
20268|Washington|11001
20270|Washington|11001
20277|Washington|11001
20289|Washington|11001
20299|Washington|11001
20301|Washington|11001
20303|Washington|11001
20306|Washington|11001
20310|Washington|11001
20314|Washington|11001
20317|Washington|11001
20318|Washington|11001
20319|Washington|11001
20330|Washington|11001
20340|Washington|11001
20350|Washington|11001
20355|Washington|11001
20370|Washington|11001
20372|Washington|11001
20373|Naval Anacost Annex|11001
20374|Washington Navy Yard|11001
20375|Washington|11001
20376|Washington Navy Yard|11001
20380|Washington|11001
20388|Washington Navy Yard|11001
20389|Washington|11001
20390|Washington|11001
20391|Washington Navy Yard|11001
20392|Washington|11001
20393|Washington|11001
20394|Washington|11001
20395|Washington|11001
20398|Washington Navy Yard|11001
20401|Washington|11001
20402|Washington|11001
20403|Washington|11001
20404|Washington|11001
20405|Washington|11001
20406|Washington|11001
20407|Washington|11001
20408|Washington|11001
20410|Washington|11001
20411|Washington|11001
20412|Washington|11001
20413|Washington|11001
20414|Washington|11001
20415|Washington|11001
20416|Washington|11001
20417|Washington|11001
20418|Washington|11001
20419|Washington|11001
20420|Washington|11001
20421|Washington|11001
20422|Washington|11001
20423|Washington|11001
20424|Washington|11001
20425|Washington|11001
20426|Washington|11001
20427|Washington|11001
20428|Washington|11001
20429|Washington|11001
20431|Washington|11001
20433|Washington|11001
20434|Washington|11001
20435|Washington|11001
20436|Washington|11001
20437|Washington|11001
20439|Washington|11001
20440|Washington|11001
20441|Washington|11001
20442|Washington|11001
20444|Washington|11001
20447|Washington|11001
20451|Washington|11001
20453|Washington|11001
20456|Washington|11001
20460|Washington|11001
20463|Washington|11001
20468|Washington|11001
20469|Washington|11001
20470|Washington|11001
20472|Washington|11001
20500|Washington|11001
20501|Washington|11001
20502|Washington|11001
20503|Washington|11001
20504|Washington|11001
20505|Washington|11001
20506|Washington|11001
20507|Washington|11001
20508|Washington|11001
20509|Washington|11001
20510|Washington|11001
20511|Washington|11001
20515|Washington|11001
20520|Washington|11001
20521|Washington|11001
20522|Washington|11001
20523|Washington|11001
20524|Washington|11001
20525|Washington|11001
20526|Washington|11001
20527|Washington|11001
20528|Washington|11001
20529|Washington|11001
20530|Washington|11001
20531|Washington|11001
20533|Washington|11001
20534|Washington|11001
20535|Washington|11001
20536|Washington|11001
20537|Washington|11001
20538|Washington|11001
20539|Washington|11001
20540|Washington|11001
20541|Washington|11001
20542|Washington|11001
20543|Washington|11001
20544|Washington|11001
20546|Washington|11001
20547|Washington|11001
20548|Washington|11001
20549|Washington|11001
20551|Washington|11001
20552|Washington|11001
20553|Washington|11001
20554|Washington|11001
20555|Washington|11001
20557|Washington|11001
20559|Washington|11001
20560|Washington|11001
20565|Washington|11001
20566|Washington|11001
20570|Washington|11001
20571|Washington|11001
20572|Washington|11001
20573|Washington|11001
20575|Washington|11001
20576|Washington|11001
20577|Washington|11001
20578|Washington|11001
20579|Washington|11001
20580|Washington|11001
20581|Washington|11001
20585|Washington|11001
20586|Washington|11001
20588|Dhs|24027
20590|Washington|11001
20591|Washington|11001
20593|Washington|11001
20594|Washington|11001
20597|Washington|11001
20598|Dhs|51059
20599|Washington|11001
20601|Waldorf|24017
20602|Waldorf|24017
20603|Waldorf|24017
20604|Waldorf|24017
20606|Abell|24037
20607|Accokeek|24033
20608|Aquasco|24033
20609|Avenue|24037
20610|Barstow|24009
20611|Bel Alton|24017
20612|Benedict|24017
20613|Brandywine|24033
20615|Broomes Island|24009
20616|Bryans Road|24017
20617|Bryantown|24017
20618|Bushwood|24037
20619|California|24037
20620|Callaway|24037
20621|Chaptico|24037
20622|Charlotte Hall|24017
20623|Cheltenham|24033
20624|Clements|24037
20625|Cobb Island|24017
20626|Coltons Point|24037
20627|Compton|24037
20628|Dameron|24037
20629|Dowell|24009
20630|Drayden|24037
20632|Faulkner|24017
20634|Great Mills|24037
20635|Helen|24037
20636|Hollywood|24037
20637|Hughesville|24017
20639|Huntingtown|24009
20640|Indian Head|24017
20643|Ironsides|24017
20645|Issue|24017
20646|La Plata|24017
20650|Leonardtown|24037
20653|Lexington Park|24037
20656|Loveville|24037
20657|Lusby|24009
20658|Marbury|24017
20659|Mechanicsville|24037
20660|Morganza|24037
20661|Mount Victoria|24017
20662|Nanjemoy|24017
20664|Newburg|24017
20667|Park Hall|24037
20670|Patuxent River|24037
20674|Piney Point|24037
20675|Pomfret|24017
20676|Port Republic|24009
20677|Port Tobacco|24017
20678|Prince Frederick|24009
20680|Ridge|24037
20682|Rock Point|24017
20684|Saint Inigoes|24037
20685|Saint Leonard|24009
20686|Saint Marys City|24037
20687|Scotland|24037
20688|Solomons|24009
20689|Sunderland|24009
20690|Tall Timbers|24037
20692|Valley Lee|24037
20693|Welcome|24017
20695|White Plains|24017
20697|Southern Md Facility|24033
20701|Annapolis Junction|24027
20703|Lanham|24033
20704|Beltsville|24033
20705|Beltsville|24033
20706|Lanham|24033
20707|Laurel|24033
20708|Laurel|24033
20709|Laurel|24033
20710|Bladensburg|24033
20711|Lothian|24003
20712|Mount Rainier|24033
20714|North Beach|24009
20715|Bowie|24033
20716|Bowie|24033
20717|Bowie|24033
20718|Bowie|24033
20719|Bowie|24033
20720|Bowie|24033
20721|Bowie|24033
20722|Brentwood|24033
20723|Laurel|24027
20724|Laurel|24003
20725|Laurel|24033
20726|Laurel|24033
20731|Capitol Heights|24033
20732|Chesapeake Beach|24009
20733|Churchton|24003
20735|Clinton|24033
20736|Owings|24009
20737|Riverdale|24033
20738|Riverdale|24033
20740|College Park|24033
20741|College Park|24033
20742|College Park|24033
20743|Capitol Heights|24033
20744|Fort Washington|24033
20745|Oxon Hill|24033
20746|Suitland|24033
20747|District Heights|24033
20748|Temple Hills|24033
20749|Fort Washington|24033
20750|Oxon Hill|24033
20751|Deale|24003
20752|Suitland|24033
20753|District Heights|24033
20754|Dunkirk|24009
20755|Fort George G Meade|24003
20757|Temple Hills|24033
20758|Friendship|24003
20759|Fulton|24027
20762|Andrews Air Force Base|24033
20763|Savage|24027
20764|Shady Side|24003
20765|Galesville|24003
20768|Greenbelt|24033
20769|Glenn Dale|24033
20770|Greenbelt|24033
20771|Greenbelt|24033
20772|Upper Marlboro|24033
20773|Upper Marlboro|24033
20774|Upper Marlboro|24033
20775|Upper Marlboro|24033
20776|Harwood|24003
20777|Highland|24027
20778|West River|24003
20779|Tracys Landing|24003
20781|Hyattsville|24033
20782|Hyattsville|24033
20783|Hyattsville|24033
20784|Hyattsville|24033
20785|Hyattsville|24033
20787|Hyattsville|24033
20788|Hyattsville|24033
20790|Capitol Heights|24033
20791|Capitol Heights|24033
20792|Upper Marlboro|24033
20794|Jessup|24027
20797|Southern Md Facility|24033
20799|Capitol Heights|24033
20810|Bethesda|24031
20811|Bethesda|24031
20812|Glen Echo|24031
20813|Bethesda|24031
20814|Bethesda|24031
20815|Chevy Chase|24031
20816|Bethesda|24031
20817|Bethesda|24031
20818|Cabin John|24031
20824|Bethesda|24031
20825|Chevy Chase|24031
20827|Bethesda|24031
20830|Olney|24031
20832|Olney|24031
20833|Brookeville|24031
20837|Poolesville|24031
20838|Barnesville|24031
20839|Beallsville|24031
20841|Boyds|24031
20842|Dickerson|24031
20847|Rockville|24031
20848|Rockville|24031
20849|Rockville|24031
20850|Rockville|24031
20851|Rockville|24031
20852|Rockville|24031
20853|Rockville|24031
20854|Potomac|24031
20855|Derwood|24031
20857|Rockville|24031
20859|Potomac|24031
20860|Sandy Spring|24031
20861|Ashton|24031
20862|Brinklow|24031
20866|Burtonsville|24031
20868|Spencerville|24031
20871|Clarksburg|24031
20872|Damascus|24031
20874|Germantown|24031
20875|Germantown|24031
20876|Germantown|24031
20877|Gaithersburg|24031
20878|Gaithersburg|24031
20879|Gaithersburg|24031
20880|Washington Grove|24031
20882|Gaithersburg|24031
20883|Gaithersburg|24031
20884|Gaithersburg|24031
20885|Gaithersburg|24031
20886|Montgomery Village|24031
20889|Bethesda|24031
20891|Kensington|24031
20892|Bethesda|24031
20894|Bethesda|24031
20895|Kensington|24031
20896|Garrett Park|24031
20897|Suburb Maryland Fac|24031
20898|Gaithersburg|24031
20899|Gaithersburg|24031
20901|Silver Spring|24031
20902|Silver Spring|24031
20903|Silver Spring|24031
20904|Silver Spring|24031
20905|Silver Spring|24031
20906|Silver Spring|24031
20907|Silver Spring|24031
20908|Silver Spring|24031
20910|Silver Spring|24031
20911|Silver Spring|24031
20912|Takoma Park|24031
20913|Takoma Park|24031
20914|Silver Spring|24031
20915|Silver Spring|24031
20916|Silver Spring|24031
20918|Silver Spring|24031
20993|Silver Spring|24031
20997|Silver Spring|24031
21001|Aberdeen|24025
21005|Aberdeen Proving Ground|24025
21009|Abingdon|24025
21010|Gunpowder|24025
21012|Arnold|24003
21013|Baldwin|24005
21014|Bel Air|24025
21015|Bel Air|24025
21017|Belcamp|24025
21018|Benson|24025
21020|Boring|24005
21022|Brooklandville|24005
21023|Butler|24005
21027|Chase|24005
21028|Churchville|24025
21029|Clarksville|24027
21030|Cockeysville|24005
21031|Hunt Valley|24005
21032|Crownsville|24003
21034|Darlington|24025
21035|Davidsonville|24003
21036|Dayton|24027
21037|Edgewater|24003
21040|Edgewood|24025
21041|Ellicott City|24027
21042|Ellicott City|24027
21043|Ellicott City|24027
21044|Columbia|24027
21045|Columbia|24027
21046|Columbia|24027
21047|Fallston|24025
21048|Finksburg|24013
21050|Forest Hill|24025
21051|Fork|24005
21052|Fort Howard|24005
21053|Freeland|24005
21054|Gambrills|24003
21056|Gibson Island|24003
21057|Glen Arm|24005
21060|Glen Burnie|24003
21061|Glen Burnie|24003
21062|Glen Burnie|24003
21065|Hunt Valley|24005
21071|Glyndon|24005
21074|Hampstead|24013
21075|Elkridge|24027
21076|Hanover|24003
21077|Harmans|24003
21078|Havre De Grace|24025
21082|Hydes|24005
21084|Jarrettsville|24025
21085|Joppa|24025
21087|Kingsville|24005
21088|Lineboro|24013
21090|Linthicum Heights|24003
21092|Long Green|24005
21093|Lutherville Timonium|24005
21094|Lutherville Timonium|24005
21102|Manchester|24013
21104|Marriottsville|24013
21105|Maryland Line|24005
21106|Mayo|24003
21108|Millersville|24003
21111|Monkton|24005
21113|Odenton|24003
21114|Crofton|24003
21117|Owings Mills|24005
21120|Parkton|24005
21122|Pasadena|24003
21123|Pasadena|24003
21128|Perry Hall|24005
21130|Perryman|24025
21131|Phoenix|24005
21132|Pylesville|24025
21133|Randallstown|24005
21136|Reisterstown|24005
21139|Riderwood|24005
21140|Riva|24003
21144|Severn|24003
21146|Severna Park|24003
21150|Simpsonville|24027
21152|Sparks Glencoe|24005
21153|Stevenson|24005
21154|Street|24025
21155|Upperco|24005
21156|Upper Falls|24005
21157|Westminster|24013
21158|Westminster|24013
21160|Whiteford|24025
21161|White Hall|24025
21162|White Marsh|24005
21163|Woodstock|24027
21201|Baltimore|24510
21202|Baltimore|24510
21203|Baltimore|24510
21204|Towson|24005
21205|Baltimore|24510
21206|Baltimore|24510
21207|Gwynn Oak|24005
21208|Pikesville|24005
21209|Baltimore|24005
21210|Baltimore|24510
21211|Baltimore|24510
21212|Baltimore|24510
21213|Baltimore|24510
21214|Baltimore|24510
21215|Baltimore|24510
21216|Baltimore|24510
21217|Baltimore|24510
21218|Baltimore|24510
21219|Sparrows Point|24005
21220|Middle River|24005
21221|Essex|24005
21222|Dundalk|24005
21223|Baltimore|24510
21224|Baltimore|24510
21225|Brooklyn|24510
21226|Curtis Bay|24003
21227|Halethorpe|24005
21228|Catonsville|24005
21229|Baltimore|24510
21230|Baltimore|24510
21231|Baltimore|24510
21233|Baltimore|24510
21234|Parkville|24005
21235|Baltimore|24510
21236|Nottingham|24005
21237|Rosedale|24005
21239|Baltimore|24510
21240|Baltimore|24003
21241|Baltimore|24510
21244|Windsor Mill|24005
21250|Baltimore|24005
21251|Baltimore|24510
21252|Towson|24005
21263|Baltimore|24510
21264|Baltimore|24510
21270|Baltimore|24510
21273|Baltimore|24510
21275|Baltimore|24510
21278|Baltimore|24510
21279|Baltimore|24510
21281|Baltimore|24510
21282|Pikesville|24510
21284|Towson|24510
21285|Towson|24510
21286|Towson|24005
21287|Baltimore|24510
21289|Baltimore|24510
21290|Baltimore|24510
21297|Baltimore|24510
21298|Baltimore|24510
21401|Annapolis|24003
21402|Annapolis|24003
21403|Annapolis|24003
21404|Annapolis|24003
21405|Annapolis|24003
21409|Annapolis|24003
21411|Annapolis|24003
21412|Annapolis|24003
21501|Cumberland|24001
21502|Cumberland|24001
21503|Cumberland|24001
21504|Cumberland|24001
21505|Cumberland|24001
21520|Accident|24023
21521|Barton|24001
21522|Bittinger|24023
21523|Bloomington|24023
21524|Corriganville|24001
21528|Eckhart Mines|24001
21529|Ellerslie|24001
21530|Flintstone|24001
21531|Friendsville|24023
21532|Frostburg|24001
21536|Grantsville|24023
21538|Kitzmiller|24023
21539|Lonaconing|24001
21540|Luke|24001
21541|Mc Henry|24023
21542|Midland|24001
21543|Midlothian|24001
21545|Mount Savage|24001
21550|Oakland|24023
21555|Oldtown|24001
21556|Pinto|24001
21557|Rawlings|24001
21560|Spring Gap|24001
21561|Swanton|24023
21562|Westernport|24001
21601|Easton|24041
21607|Barclay|24035
21609|Bethlehem|24011
21610|Betterton|24029
21612|Bozman|24041
21613|Cambridge|24019
21617|Centreville|24035
21619|Chester|24035
21620|Chestertown|24029
21622|Church Creek|24019
21623|Church Hill|24035
21624|Claiborne|24041
21625|Cordova|24041
21626|Crapo|24019
21627|Crocheron|24019
21628|Crumpton|24035
21629|Denton|24011
21631|East New Market|24019
21632|Federalsburg|24011
21634|Fishing Creek|24019
21635|Galena|24029
21636|Goldsboro|24011
21638|Grasonville|24035
21639|Greensboro|24011
21640|Henderson|24011
21641|Hillsboro|24011
21643|Hurlock|24019
21644|Ingleside|24035
21645|Kennedyville|24029
21647|Mcdaniel|24041
21648|Madison|24019
21649|Marydel|24011
21650|Massey|24029
21651|Millington|24029
21652|Neavitt|24041
21653|Newcomb|24041
21654|Oxford|24041
21655|Preston|24011
21656|Price|24035
21657|Queen Anne|24035
21658|Queenstown|24035
21659|Rhodesdale|24019
21660|Ridgely|24011
21661|Rock Hall|24029
21662|Royal Oak|24041
21663|Saint Michaels|24041
21664|Secretary|24019
21665|Sherwood|24041
21666|Stevensville|24035
21667|Still Pond|24029
21668|Sudlersville|24035
21669|Taylors Island|24019
21670|Templeville|24011
21671|Tilghman|24041
21672|Toddville|24019
21673|Trappe|24041
21675|Wingate|24019
21676|Wittman|24041
21677|Woolford|24019
21678|Worton|24029
21679|Wye Mills|24041
21690|Chestertown|24029
21701|Frederick|24021
21702|Frederick|24021
21703|Frederick|24021
21704|Frederick|24021
21705|Frederick|24021
21709|Frederick|24021
21710|Adamstown|24021
21711|Big Pool|24043
21713|Boonsboro|24043
21714|Braddock Heights|24021
21715|Brownsville|24043
21716|Brunswick|24021
21717|Buckeystown|24021
21718|Burkittsville|24021
21719|Cascade|24043
21720|Cavetown|24043
21721|Chewsville|24043
21722|Clear Spring|24043
21723|Cooksville|24027
21727|Emmitsburg|24021
21733|Fairplay|24043
21734|Funkstown|24043
21737|Glenelg|24027
21738|Glenwood|24027
21740|Hagerstown|24043
21741|Hagerstown|24043
21742|Hagerstown|24043
21746|Hagerstown|24043
21747|Hagerstown|24043
21749|Hagerstown|24043
21750|Hancock|24043
21754|Ijamsville|24021
21755|Jefferson|24021
21756|Keedysville|24043
21757|Keymar|24021
21758|Knoxville|24021
21759|Ladiesburg|24021
21762|Libertytown|24021
21765|Lisbon|24027
21766|Little Orleans|24001
21767|Maugansville|24043
21769|Middletown|24021
21770|Monrovia|24021
21771|Mount Airy|24021
21773|Myersville|24021
21774|New Market|24021
21775|New Midway|24021
21776|New Windsor|24013
21777|Point Of Rocks|24021
21778|Rocky Ridge|24021
21779|Rohrersville|24043
21780|Sabillasville|24021
21781|Saint James|24043
21782|Sharpsburg|24043
21783|Smithsburg|24043
21784|Sykesville|24013
21787|Taneytown|24013
21788|Thurmont|24021
21790|Tuscarora|24021
21791|Union Bridge|24013
21792|Unionville|24021
21793|Walkersville|24021
21794|West Friendship|24027
21795|Williamsport|24043
21797|Woodbine|24027
21798|Woodsboro|24021
21801|Salisbury|24045
21802|Salisbury|24045
21803|Salisbury|24045
21804|Salisbury|24045
21810|Allen|24045
21811|Berlin|24047
21813|Bishopville|24047
21814|Bivalve|24045
21817|Crisfield|24039
21821|Deal Island|24039
21822|Eden|24039
21824|Ewell|24039
21826|Fruitland|24045
21829|Girdletree|24047
21830|Hebron|24045
21835|Linkwood|24019
21836|Manokin|24039
21837|Mardela Springs|24045
21838|Marion Station|24039
21840|Nanticoke|24045
21841|Newark|24047
21842|Ocean City|24047
21843|Ocean City|24047
21849|Parsonsburg|24045
21850|Pittsville|24045
21851|Pocomoke City|24047
21852|Powellville|24045
21853|Princess Anne|24039
21856|Quantico|24045
21857|Rehobeth|24039
21861|Sharptown|24045
21862|Showell|24047
21863|Snow Hill|24047
21864|Stockton|24047
21865|Tyaskin|24045
21866|Tylerton|24039
21867|Upper Fairmount|24039
21869|Vienna|24019
21871|Westover|24039
21872|Whaleyville|24047
21874|Willards|24045
21875|Delmar|24045
21890|Westover|24039
21901|North East|24015
21902|Perry Point|24015
21903|Perryville|24015
21904|Port Deposit|24015
21911|Rising Sun|24015
21912|Warwick|24015
21913|Cecilton|24015
21914|Charlestown|24015
21915|Chesapeake City|24015
21916|Childs|24015
21917|Colora|24015
21918|Conowingo|24015
21919|Earleville|24015
21920|Elk Mills|24015
21921|Elkton|24015
21922|Elkton|24015
21930|Georgetown|24015
22003|Annandale|51059
22009|Burke|51059
22015|Burke|51059
22025|Dumfries|51153
22026|Dumfries|51153
22027|Dunn Loring|51059
22030|Fairfax|51059
22031|Fairfax|51059
22032|Fairfax|51059
22033|Fairfax|51059
22034|Fairfax|51600
22035|Fairfax|51059
22036|Fairfax|51600
22037|Fairfax|51600
22038|Fairfax|51600
22039|Fairfax Station|51059
22040|Falls Church|51610
22041|Falls Church|51059
22042|Falls Church|51059
22043|Falls Church|51059
22044|Falls Church|51059
22046|Falls Church|51610
22060|Fort Belvoir|51059
22066|Great Falls|51059
22067|Greenway|51059
22079|Lorton|51059
22081|Merrifield|51059
22082|Merrifield|51059
22095|Herndon|51059
22096|Reston|51059
22101|Mc Lean|51059
22102|Mc Lean|51059
22103|West Mclean|51059
22106|Mc Lean|51059
22107|Mc Lean|51059
22108|Mc Lean|51059
22109|Mc Lean|51059
22116|Merrifield|51059
22118|Merrifield|51059
22119|Merrifield|51059
22121|Mount Vernon|51059
22122|Newington|51059
22124|Oakton|51059
22125|Occoquan|51153
22134|Quantico|51153
22135|Quantico|51153
22150|Springfield|51059
22151|Springfield|51059
22152|Springfield|51059
22153|Springfield|51059
22156|Springfield|51059
22158|Springfield|51059
22159|Springfield|51059
22160|Springfield|51059
22161|Springfield|51059
22172|Triangle|51153
22180|Vienna|51059
22181|Vienna|51059
22182|Vienna|51059
22183|Vienna|51059
22185|Vienna|51059
22191|Woodbridge|51153
22192|Woodbridge|51153
22193|Woodbridge|51153
22194|Woodbridge|51153
22195|Woodbridge|51153
22199|Lorton|51059
22201|Arlington|51013
22202|Arlington|51013
22203|Arlington|51013
22204|Arlington|51013
22205|Arlington|51013
22206|Arlington|51013
22207|Arlington|51013
22209|Arlington|51013
22210|Arlington|51013
22211|Fort Myer|51013
22212|Arlington|51013
22213|Arlington|51013
22214|Arlington|51013
22215|Arlington|51013
22216|Arlington|51013
22217|Arlington|51013
22219|Arlington|51013
22225|Arlington|51013
22226|Arlington|51013
22227|Arlington|51013
22230|Arlington|51013
22240|Arlington|51013
22241|Arlington|51013
22242|Arlington|51013
22243|Arlington|51013
22244|Arlington|51013
22245|Arlington|51013
22246|Arlington|51013
22301|Alexandria|51510
22302|Alexandria|51510
22303|Alexandria|51059
22304|Alexandria|51510
22305|Alexandria|51510
22306|Alexandria|51059
22307|Alexandria|51059
22308|Alexandria|51059
22309|Alexandria|51059
22310|Alexandria|51059
22311|Alexandria|51510
22312|Alexandria|51059
22313|Alexandria|51510
22314|Alexandria|51510
22315|Alexandria|51059
22320|Alexandria|51510
22331|Alexandria|51510
22332|Alexandria|51510
22333|Alexandria|51510
22334|Alexandria|51510
22350|Alexandria|51510
22401|Fredericksburg|51630
22402|Fredericksburg|51630
22403|Fredericksburg|51630
22404|Fredericksburg|51630
22405|Fredericksburg|51179
22406|Fredericksburg|51179
22407|Fredericksburg|51177
22408|Fredericksburg|51177
22412|Fredericksburg|51630
22427|Bowling Green|51033
22428|Bowling Green|51033
22430|Brooke|51179
22432|Burgess|51133
22433|Burr Hill|51137
22435|Callao|51133
22436|Caret|51057
22437|Center Cross|51057
22438|Champlain|51057
22442|Coles Point|51193
22443|Colonial Beach|51193
22446|Corbin|51033
22448|Dahlgren|51099
22451|Dogue|51099
22454|Dunnsville|51057
22456|Edwardsville|51133
22460|Farnham|51159
22463|Garrisonville|51179
22469|Hague|51193
22471|Hartwood|51179
22472|Haynesville|51159
22473|Heathsville|51133
22476|Hustle|51057
22480|Irvington|51103
22481|Jersey|51099
22482|Kilmarnock|51103
22485|King George|51099
22488|Kinsale|51193
22501|Ladysmith|51033
22503|Lancaster|51103
22504|Laneview|51057
22507|Lively|51103
22508|Locust Grove|51137
22509|Loretto|51057
22511|Lottsburg|51133
22513|Merry Point|51103
22514|Milford|51033
22517|Mollusk|51103
22520|Montross|51193
22523|Morattico|51103
22524|Mount Holly|51193
22526|Ninde|51099
22528|Nuttsville|51103
22529|Oldhams|51193
22530|Ophelia|51133
22534|Partlow|51177
22535|Port Royal|51033
22538|Rappahannock Academy|51033
22539|Reedville|51133
22542|Rhoadesville|51137
22544|Rollins Fork|51099
22545|Ruby|51179
22546|Ruther Glen|51033
22547|Sealston|51099
22548|Sharps|51159
22551|Spotsylvania|51177
22552|Sparta|51033
22553|Spotsylvania|51177
22554|Stafford|51179
22555|Stafford|51179
22556|Stafford|51179
22558|Stratford|51193
22560|Tappahannock|51057
22565|Thornburg|51177
22567|Unionville|51137
22570|Village|51159
22572|Warsaw|51159
22576|Weems|51103
22577|Sandy Point|51193
22578|White Stone|51103
22579|Wicomico Church|51133
22580|Woodford|51033
22581|Zacata|51193
22601|Winchester|51840
22602|Winchester|51069
22603|Winchester|51069
22604|Winchester|51840
22610|Bentonville|51187
22611|Berryville|51043
22620|Boyce|51043
22622|Brucetown|51069
22623|Chester Gap|51157
22624|Clear Brook|51069
22625|Cross Junction|51069
22626|Fishers Hill|51171
22627|Flint Hill|51157
22630|Front Royal|51187
22637|Gore|51069
22639|Hume|51061
22640|Huntly|51157
22641|Strasburg|51171
22642|Linden|51187
22643|Markham|51061
22644|Maurertown|51171
22645|Middletown|51069
22646|Millwood|51043
22649|Middletown|51069
22650|Rileyville|51139
22652|Fort Valley|51171
22654|Star Tannery|51069
22655|Stephens City|51069
22656|Stephenson|51069
22657|Strasburg|51171
22660|Toms Brook|51171
22663|White Post|51069
22664|Woodstock|51171
22701|Culpeper|51047
22709|Aroda|51113
22711|Banco|51113
22712|Bealeton|51061
22713|Boston|51047
22714|Brandy Station|51047
22715|Brightwood|51113
22716|Castleton|51157
22718|Elkwood|51047
22719|Etlan|51113
22720|Goldvein|51061
22722|Haywood|51113
22723|Hood|51113
22724|Jeffersonton|51047
22725|Leon|51113
22726|Lignum|51047
22727|Madison|51113
22728|Midland|51061
22729|Mitchells|51047
22730|Oakpark|51113
22731|Pratts|51113
22732|Radiant|51113
22733|Rapidan|51047
22734|Remington|51061
22735|Reva|51047
22736|Richardsville|51047
22737|Rixeyville|51047
22738|Rochelle|51113
22739|Somerville|51061
22740|Sperryville|51157
22741|Stevensburg|51047
22742|Sumerduck|51061
22743|Syria|51113
22746|Viewtown|51157
22747|Washington|51157
22748|Wolftown|51113
22749|Woodville|51157
22801|Harrisonburg|51660
22802|Harrisonburg|51660
22803|Harrisonburg|51660
22807|Harrisonburg|51660
22810|Basye|51171
22811|Bergton|51165
22812|Bridgewater|51165
22815|Broadway|51165
22820|Criders|51165
22821|Dayton|51165
22824|Edinburg|51171
22827|Elkton|51165
22830|Fulks Run|51165
22831|Hinton|51165
22832|Keezletown|51165
22833|Lacey Spring|51165
22834|Linville|51165
22835|Luray|51139
22840|Mc Gaheysville|51165
22841|Mount Crawford|51165
22842|Mount Jackson|51171
22843|Mount Solon|51015
22844|New Market|51171
22845|Orkney Springs|51171
22846|Penn Laird|51165
22847|Quicksburg|51171
22848|Pleasant Valley|51165
22849|Shenandoah|51139
22850|Singers Glen|51165
22851|Stanley|51139
22853|Timberville|51165
22901|Charlottesville|51003
22902|Charlottesville|51540
22903|Charlottesville|51540
22904|Charlottesville|51003
22905|Charlottesville|51540
22906|Charlottesville|51540
22907|Charlottesville|51540
22908|Charlottesville|51540
22909|Charlottesville|51540
22910|Charlottesville|51540
22911|Charlottesville|51003
22920|Afton|51125
22922|Arrington|51125
22923|Barboursville|51079
22924|Batesville|51003
22931|Covesville|51003
22932|Crozet|51003
22935|Dyke|51079
22936|Earlysville|51003
22937|Esmont|51003
22938|Faber|51125
22939|Fishersville|51015
22940|Free Union|51003
22942|Gordonsville|51109
22943|Greenwood|51003
22945|Ivy|51003
22946|Keene|51003
22947|Keswick|51003
22948|Locust Dale|51113
22949|Lovingston|51125
22952|Lyndhurst|51015
22957|Montpelier Station|51137
22958|Nellysford|51125
22959|North Garden|51003
22960|Orange|51137
22963|Palmyra|51065
22964|Piney River|51125
22965|Quinque|51079
22967|Roseland|51125
22968|Ruckersville|51079
22969|Schuyler|51125
22971|Shipman|51125
22972|Somerset|51137
22973|Stanardsville|51079
22974|Troy|51065
22976|Tyro|51125
22980|Waynesboro|51820
22987|White Hall|51003
22989|Woodberry Forest|51113
23001|Achilles|51073
23002|Amelia Court House|51007
23003|Ark|51073
23004|Arvonia|51029
23005|Ashland|51085
23009|Aylett|51101
23011|Barhamsville|51127
23014|Beaumont|51145
23015|Beaverdam|51085
23018|Bena|51073
23021|Bohannon|51115
23022|Bremo Bluff|51065
23023|Bruington|51097
23024|Bumpass|51109
23025|Cardinal|51115
23027|Cartersville|51049
23030|Charles City|51036
23031|Christchurch|51119
23032|Church View|51119
23035|Cobbs Creek|51115
23038|Columbia|51075
23039|Crozier|51075
23040|Cumberland|51049
23043|Deltaville|51119
23045|Diggs|51115
23047|Doswell|51085
23050|Dutton|51115
23055|Fork Union|51065
23056|Foster|51115
23058|Glen Allen|51087
23059|Glen Allen|51087
23060|Glen Allen|51087
23061|Gloucester|51073
23062|Gloucester Point|51073
23063|Goochland|51075
23064|Grimstead|51115
23065|Gum Spring|51075
23066|Gwynn|51115
23067|Hadensville|51075
23068|Hallieford|51115
23069|Hanover|51085
23070|Hardyville|51119
23071|Hartfield|51119
23072|Hayes|51073
23075|Henrico|51087
23076|Hudgins|51115
23079|Jamaica|51119
23081|Jamestown|51095
23083|Jetersville|51007
23084|Kents Store|51065
23085|King And Queen Court House|51097
23086|King William|51101
23089|Lanexa|51127
23090|Lightfoot|51095
23091|Little Plymouth|51097
23092|Locust Hill|51119
23093|Louisa|51109
23102|Maidens|51075
23103|Manakin Sabot|51075
23105|Mannboro|51007
23106|Manquin|51101
23107|Maryus|51073
23108|Mascot|51097
23109|Mathews|51115
23110|Mattaponi|51097
23111|Mechanicsville|51085
23112|Midlothian|51041
23113|Midlothian|51041
23114|Midlothian|51041
23115|Millers Tavern|51057
23116|Mechanicsville|51085
23117|Mineral|51109
23119|Moon|51115
23120|Moseley|51041
23123|New Canton|51029
23124|New Kent|51127
23125|New Point|51115
23126|Newtown|51097
23127|Norge|51095
23128|North|51115
23129|Oilville|51075
23130|Onemo|51115
23131|Ordinary|51073
23138|Port Haywood|51115
23139|Powhatan|51145
23140|Providence Forge|51127
23141|Quinton|51127
23146|Rockville|51085
23147|Ruthville|51036
23148|Saint Stephens Church|51097
23149|Saluda|51119
23150|Sandston|51087
23153|Sandy Hook|51075
23154|Schley|51073
23155|Severn|51073
23156|Shacklefords|51097
23160|State Farm|51145
23161|Stevensville|51097
23162|Studley|51085
23163|Susan|51115
23168|Toano|51095
23169|Topping|51119
23170|Trevilians|51109
23173|Richmond|51760
23175|Urbanna|51119
23176|Wake|51119
23177|Walkerton|51097
23178|Ware Neck|51073
23180|Water View|51119
23181|West Point|51101
23183|White Marsh|51073
23184|Wicomico|51073
23185|Williamsburg|51095
23186|Williamsburg|51830
23187|Williamsburg|51830
23188|Williamsburg|51095
23190|Woods Cross Roads|51073
23192|Montpelier|51085
23218|Richmond|51760
23219|Richmond|51760
23220|Richmond|51760
23221|Richmond|51760
23222|Richmond|51760
23223|Richmond|51087
23224|Richmond|51760
23225|Richmond|51760
23226|Richmond|51760
23227|Richmond|51087
23228|Henrico|51087
23229|Henrico|51087
23230|Richmond|51087
23231|Henrico|51087
23232|Richmond|51760
23233|Henrico|51087
23234|Richmond|51041
23235|Richmond|51041
23236|Richmond|51041
23237|Richmond|51041
23238|Henrico|51087
23241|Richmond|51760
23242|Henrico|51087
23249|Richmond|51760
23250|Richmond|51087
23255|Henrico|51087
23260|Richmond|51760
23261|Richmond|51760
23269|Richmond|51760
23273|Henrico|51087
23274|Richmond|51760
23276|Richmond|51760
23278|Richmond|51760
23279|Richmond|51760
23282|Richmond|51760
23284|Richmond|51760
23285|Richmond|51760
23286|Richmond|51760
23288|Henrico|51087
23289|Richmond|51760
23290|Richmond|51760
23291|Richmond|51760
23292|Richmond|51760
23293|Richmond|51760
23294|Henrico|51087
23295|Richmond|51760
23297|Richmond|51760
23298|Richmond|51760
23301|Accomac|51001
23302|Assawoman|51001
23303|Atlantic|51001
23304|Battery Park|51093
23306|Belle Haven|51001
23307|Birdsnest|51131
23308|Bloxom|51001
23310|Cape Charles|51131
23313|Capeville|51131
23314|Carrollton|51093
23315|Carrsville|51093
23316|Cheriton|51131
23320|Chesapeake|51550
23321|Chesapeake|51550
23322|Chesapeake|51550
23323|Chesapeake|51550
23324|Chesapeake|51550
23325|Chesapeake|51550
23326|Chesapeake|51550
23327|Chesapeake|51550
23328|Chesapeake|51550
23336|Chincoteague Island|51001
23337|Wallops Island|51001
23341|Craddockville|51001
23345|Davis Wharf|51001
23347|Eastville|51131
23350|Exmore|51131
23354|Franktown|51131
23356|Greenbackville|51001
23357|Greenbush|51001
23358|Hacksneck|51001
23359|Hallwood|51001
23389|Harborton|51001
23395|Horntown|51001
23396|Oak Hall|51001
23397|Isle Of Wight|51093
23398|Jamesville|51131
23399|Jenkins Bridge|51001
23401|Keller|51001
23404|Locustville|51001
23405|Machipongo|51131
23407|Mappsville|51001
23408|Marionville|51131
23409|Mears|51001
23410|Melfa|51001
23412|Modest Town|51001
23413|Nassawadox|51131
23414|Nelsonia|51001
23415|New Church|51001
23416|Oak Hall|51001
23417|Onancock|51001
23418|Onley|51001
23419|Oyster|51131
23420|Painter|51001
23421|Parksley|51001
23422|Pungoteague|51001
23423|Quinby|51001
23424|Rescue|51093
23426|Sanford|51001
23427|Saxis|51001
23429|Seaview|51131
23430|Smithfield|51093
23431|Smithfield|51093
23432|Suffolk|51800
23433|Suffolk|51800
23434|Suffolk|51800
23435|Suffolk|51800
23436|Suffolk|51800
23437|Suffolk|51800
23438|Suffolk|51800
23439|Suffolk|51800
23440|Tangier|51001
23441|Tasley|51001
23442|Temperanceville|51001
23443|Townsend|51131
23450|Virginia Beach|51810
23451|Virginia Beach|51810
23452|Virginia Beach|51810
23453|Virginia Beach|51810
23454|Virginia Beach|51810
23455|Virginia Beach|51810
23456|Virginia Beach|51810
23457|Virginia Beach|51810
23458|Virginia Beach|51810
23459|Virginia Beach|51810
23460|Virginia Beach|51810
23461|Virginia Beach|51810
23462|Virginia Beach|51810
23463|Virginia Beach|51810
23464|Virginia Beach|51810
23465|Virginia Beach|51810
23466|Virginia Beach|51810
23467|Virginia Beach|51810
23471|Virginia Beach|51810
23479|Virginia Beach|51810
23480|Wachapreague|51001
23482|Wardtown|51131
23483|Wattsville|51001
23486|Willis Wharf|51131
23487|Windsor|51093
23488|Withams|51001
23501|Norfolk|51710
23502|Norfolk|51710
23503|Norfolk|51710
23504|Norfolk|51710
23505|Norfolk|51710
23506|Norfolk|51710
23507|Norfolk|51710
23508|Norfolk|51710
23509|Norfolk|51710
23510|Norfolk|51710
23511|Norfolk|51710
23513|Norfolk|51710
23514|Norfolk|51710
23515|Norfolk|51710
23517|Norfolk|51710
23518|Norfolk|51710
23519|Norfolk|51710
23523|Norfolk|51710
23529|Norfolk|51710
23541|Norfolk|51710
23551|Norfolk|51710
23601|Newport News|51700
23602|Newport News|51700
23603|Newport News|51700
23604|Fort Eustis|51700
23605|Newport News|51700
23606|Newport News|51700
23607|Newport News|51700
23608|Newport News|51700
23609|Newport News|51700
23612|Newport News|51700
23628|Newport News|51700
23630|Hampton|51650
23651|Fort Monroe|51650
23661|Hampton|51650
23662|Poquoson|51735
23663|Hampton|51650
23664|Hampton|51650
23665|Hampton|51199
23666|Hampton|51650
23667|Hampton|51650
23668|Hampton|51650
23669|Hampton|51650
23670|Hampton|51650
23681|Hampton|51650
23690|Yorktown|51199
23691|Yorktown|51199
23692|Yorktown|51199
23693|Yorktown|51199
23694|Lackey|51199
23696|Seaford|51199
23701|Portsmouth|51740
23702|Portsmouth|51740
23703|Portsmouth|51740
23704|Portsmouth|51740
23705|Portsmouth|51740
23707|Portsmouth|51740
23708|Portsmouth|51740
23709|Portsmouth|51740
23801|Fort Lee|51149
23803|Petersburg|51730
23804|Petersburg|51730
23805|Petersburg|51730
23806|Virginia State University|51041
23821|Alberta|51025
23822|Ammon|51007
23824|Blackstone|51135
23827|Boykins|51175
23828|Branchville|51175
23829|Capron|51175
23830|Carson|51149
23831|Chester|51041
23832|Chesterfield|51041
23833|Church Road|51053
23834|Colonial Heights|51570
23836|Chester|51041
23837|Courtland|51175
23838|Chesterfield|51041
23839|Dendron|51181
23840|Dewitt|51053
23841|Dinwiddie|51053
23842|Disputanta|51149
23843|Dolphin|51025
23844|Drewryville|51175
23845|Ebony|51025
23846|Elberon|51181
23847|Emporia|51081
23850|Ford|51053
23851|Franklin|51620
23856|Freeman|51025
23857|Gasburg|51025
23860|Hopewell|51670
23866|Ivor|51175
23867|Jarratt|51081
23868|Lawrenceville|51025
23870|Jarratt|51183
23872|Mc Kenney|51053
23873|Meredithville|51025
23874|Newsoms|51175
23875|Prince George|51149
23876|Rawlings|51025
23878|Sedley|51175
23879|Skippers|51081
23881|Spring Grove|51181
23882|Stony Creek|51183
23883|Surry|51181
23884|Sussex|51183
23885|Sutherland|51053
23887|Valentines|51025
23888|Wakefield|51183
23889|Warfield|51025
23890|Waverly|51183
23891|Waverly|51183
23893|White Plains|51025
23894|Wilsons|51053
23897|Yale|51183
23898|Zuni|51093
23899|Claremont|51181
23901|Farmville|51147
23909|Farmville|51147
23915|Baskerville|51117
23917|Boydton|51117
23919|Bracey|51117
23920|Brodnax|51025
23921|Buckingham|51029
23922|Burkeville|51135
23923|Charlotte Court House|51037
23924|Chase City|51117
23927|Clarksville|51117
23930|Crewe|51135
23934|Cullen|51037
23936|Dillwyn|51029
23937|Drakes Branch|51037
23938|Dundas|51025
23939|Evergreen|51011
23941|Fort Mitchell|51111
23942|Green Bay|51147
23943|Hampden Sydney|51147
23944|Kenbridge|51111
23947|Keysville|51037
23950|La Crosse|51117
23952|Lunenburg|51111
23954|Meherrin|51147
23955|Nottoway|51135
23958|Pamplin|51011
23959|Phenix|51037
23960|Prospect|51147
23962|Randolph|51037
23963|Red House|51037
23964|Red Oak|51037
23966|Rice|51147
23967|Saxe|51037
23968|Skipwith|51117
23970|South Hill|51117
23974|Victoria|51111
23976|Wylliesburg|51037
24001|Roanoke|51770
24002|Roanoke|51770
24003|Roanoke|51770
24004|Roanoke|51770
24005|Roanoke|51770
24006|Roanoke|51770
24007|Roanoke|51770
24008|Roanoke|51770
24009|Roanoke|51770
24010|Roanoke|51770
24011|Roanoke|51770
24012|Roanoke|51770
24013|Roanoke|51770
24014|Roanoke|51770
24015|Roanoke|51770
24016|Roanoke|51770
24017|Roanoke|51770
24018|Roanoke|51161
24019|Roanoke|51161
24020|Roanoke|51161
24022|Roanoke|51770
24023|Roanoke|51770
24024|Roanoke|51770
24025|Roanoke|51770
24026|Roanoke|51770
24027|Roanoke|51770
24028|Roanoke|51770
24029|Roanoke|51770
24030|Roanoke|51770
24031|Roanoke|51770
24032|Roanoke|51770
24033|Roanoke|51770
24034|Roanoke|51770
24035|Roanoke|51770
24036|Roanoke|51770
24037|Roanoke|51770
24038|Roanoke|51770
24040|Roanoke|51770
24042|Roanoke|51770
24043|Roanoke|51770
24050|Roanoke|51770
24053|Ararat|51141
24054|Axton|51089
24055|Bassett|51089
24058|Belspring|51155
24059|Bent Mountain|51161
24060|Blacksburg|51121
24061|Blacksburg|51121
24062|Blacksburg|51121
24063|Blacksburg|51121
24064|Blue Ridge|51023
24065|Boones Mill|51067
24066|Buchanan|51023
24067|Callaway|51067
24068|Christiansburg|51121
24069|Cascade|51143
24070|Catawba|51161
24072|Check|51063
24073|Christiansburg|51121
24076|Claudville|51141
24077|Cloverdale|51023
24078|Collinsville|51089
24079|Copper Hill|51063
24082|Critz|51141
24083|Daleville|51023
24084|Dublin|51155
24085|Eagle Rock|51023
24086|Eggleston|51071
24087|Elliston|51121
24088|Ferrum|51067
24089|Fieldale|51089
24090|Fincastle|51023
24091|Floyd|51063
24092|Glade Hill|51067
24093|Glen Lyn|51071
24095|Goodview|51019
24101|Hardy|51067
24102|Henry|51067
24104|Huddleston|51019
24105|Indian Valley|51063
24111|Mc Coy|51155
24112|Martinsville|51089
24113|Martinsville|51690
24114|Martinsville|51690
24115|Martinsville|51690
24120|Meadows Of Dan|51141
24121|Moneta|51019
24122|Montvale|51019
24124|Narrows|51071
24126|Newbern|51155
24127|New Castle|51045
24128|Newport|51071
24129|New River|51155
24130|Oriskany|51023
24131|Paint Bank|51045
24132|Parrott|51155
24133|Patrick Springs|51141
24134|Pearisburg|51071
24136|Pembroke|51071
24137|Penhook|51067
24138|Pilot|51121
24139|Pittsville|51143
24141|Radford|51750
24142|Radford|51750
24143|Radford|51750
24146|Redwood|51067
24147|Rich Creek|51071
24148|Ridgeway|51089
24149|Riner|51121
24150|Ripplemead|51071
24151|Rocky Mount|51067
24153|Salem|51775
24155|Roanoke|51770
24157|Roanoke|51770
24161|Sandy Level|51143
24162|Shawsville|51121
24165|Spencer|51089
24167|Staffordsville|51071
24168|Stanleytown|51089
24171|Stuart|51141
24174|Thaxton|51019
24175|Troutville|51023
24176|Union Hall|51067
24177|Vesta|51141
24178|Villamont|51019
24179|Vinton|51161
24184|Wirtz|51067
24185|Woolwine|51141
24201|Bristol|51520
24202|Bristol|51191
24203|Bristol|51520
24205|Bristol|51520
24209|Bristol|51520
24210|Abingdon|51191
24211|Abingdon|51191
24212|Abingdon|51191
24215|Andover|51195
24216|Appalachia|51195
24217|Bee|51051
24218|Ben Hur|51105
24219|Big Stone Gap|51195
24220|Birchleaf|51051
24221|Blackwater|51105
24224|Castlewood|51167
24225|Cleveland|51167
24226|Clinchco|51051
24228|Clintwood|51051
24230|Coeburn|51195
24236|Damascus|51191
24237|Dante|51051
24239|Davenport|51027
24243|Dryden|51105
24244|Duffield|51169
24245|Dungannon|51169
24246|East Stone Gap|51195
24248|Ewing|51105
24250|Fort Blackmore|51169
24251|Gate City|51169
24256|Haysi|51051
24258|Hiltons|51169
24260|Honaker|51167
24263|Jonesville|51105
24265|Keokee|51105
24266|Lebanon|51167
24269|Mc Clure|51051
24270|Mendota|51191
24271|Nickelsville|51169
24272|Nora|51051
24273|Norton|51720
24277|Pennington Gap|51105
24279|Pound|51195
24280|Rosedale|51167
24281|Rose Hill|51105
24282|Saint Charles|51105
24283|Saint Paul|51195
24290|Weber City|51169
24292|Whitetop|51077
24293|Wise|51195
24301|Pulaski|51155
24311|Atkins|51173
24312|Austinville|51035
24313|Barren Springs|51197
24314|Bastian|51021
24315|Bland|51021
24316|Broadford|51185
24317|Cana|51035
24318|Ceres|51021
24319|Chilhowie|51173
24322|Cripple Creek|51197
24323|Crockett|51197
24324|Draper|51155
24325|Dugspur|51035
24326|Elk Creek|51077
24327|Emory|51191
24328|Fancy Gap|51035
24330|Fries|51077
24333|Galax|51640
24340|Glade Spring|51191
24343|Hillsville|51035
24347|Hiwassee|51155
24348|Independence|51077
24350|Ivanhoe|51197
24351|Lambsburg|51035
24352|Laurel Fork|51035
24354|Marion|51173
24360|Max Meadows|51197
24361|Meadowview|51191
24363|Mouth Of Wilson|51077
24366|Rocky Gap|51021
24368|Rural Retreat|51197
24370|Saltville|51173
24374|Speedwell|51197
24375|Sugar Grove|51173
24377|Tannersville|51185
24378|Troutdale|51077
24380|Willis|51063
24381|Woodlawn|51035
24382|Wytheville|51197
24401|Staunton|51790
24402|Staunton|51790
24411|Augusta Springs|51015
24412|Bacova|51017
24413|Blue Grass|51091
24415|Brownsburg|51163
24416|Buena Vista|51530
24421|Churchville|51015
24422|Clifton Forge|51005
24426|Covington|51005
24430|Craigsville|51015
24431|Crimora|51015
24432|Deerfield|51015
24433|Doe Hill|51091
24435|Fairfield|51163
24437|Fort Defiance|51015
24438|Glen Wilton|51023
24439|Goshen|51163
24440|Greenville|51015
24441|Grottoes|51165
24442|Head Waters|51091
24445|Hot Springs|51017
24448|Iron Gate|51005
24450|Lexington|51163
24457|Low Moor|51005
24458|Mc Dowell|51091
24459|Middlebrook|51015
24460|Millboro|51017
24463|Mint Spring|51015
24464|Montebello|51125
24465|Monterey|51091
24467|Mount Sidney|51015
24469|New Hope|51015
24471|Port Republic|51165
24472|Raphine|51163
24473|Rockbridge Baths|51163
24474|Selma|51005
24476|Steeles Tavern|51015
24477|Stuarts Draft|51015
24479|Swoope|51015
24482|Verona|51015
24483|Vesuvius|51163
24484|Warm Springs|51017
24485|West Augusta|51015
24486|Weyers Cave|51015
24487|Williamsville|51017
24501|Lynchburg|51680
24502|Lynchburg|51680
24503|Lynchburg|51680
24504|Lynchburg|51680
24505|Lynchburg|51680
24506|Lynchburg|51680
24513|Lynchburg|51680
24514|Lynchburg|51680
24515|Lynchburg|51680
24517|Altavista|51031
24520|Alton|51083
24521|Amherst|51009
24522|Appomattox|51011
24523|Bedford|51019
24526|Big Island|51019
24527|Blairs|51143
24528|Brookneal|51031
24529|Buffalo Junction|51117
24530|Callands|51143
24531|Chatham|51143
24533|Clifford|51009
24534|Clover|51083
24535|Cluster Springs|51083
24536|Coleman Falls|51019
24538|Concord|51031
24539|Crystal Hill|51083
24540|Danville|51590
24541|Danville|51590
24543|Danville|51590
24549|Dry Fork|51143
24550|Evington|51031
24551|Forest|51019
24553|Gladstone|51125
24554|Gladys|51031
24555|Glasgow|51163
24556|Goode|51019
24557|Gretna|51143
24558|Halifax|51083
24562|Howardsville|51029
24563|Hurt|51143
24565|Java|51143
24566|Keeling|51143
24569|Long Island|51143
24570|Lowry|51019
24571|Lynch Station|51031
24572|Madison Heights|51009
24574|Monroe|51009
24576|Naruna|51031
24577|Nathalie|51083
24578|Natural Bridge|51163
24579|Natural Bridge Station|51163
24580|Nelson|51117
24581|Norwood|51125
24586|Ringgold|51143
24588|Rustburg|51031
24589|Scottsburg|51083
24590|Scottsville|51003
24592|South Boston|51083
24593|Spout Spring|51011
24594|Sutherlin|51143
24595|Sweet Briar|51009
24597|Vernon Hill|51083
24598|Virgilina|51083
24599|Wingina|51029
24601|Amonate|51185
24602|Bandy|51185
24603|Big Rock|51027
24604|Bishop|51185
24605|Bluefield|51185
24606|Boissevain|51185
24607|Breaks|51027
24608|Burkes Garden|51185
24609|Cedar Bluff|51185
24612|Doran|51185
24613|Falls Mills|51185
24614|Grundy|51027
24619|Horsepen|51185
24620|Hurley|51027
24622|Jewell Ridge|51027
24624|Keen Mountain|51027
24627|Mavisdale|51027
24628|Maxie|51027
24630|North Tazewell|51185
24631|Oakwood|51027
24634|Pilgrims Knob|51027
24635|Pocahontas|51185
24637|Pounding Mill|51185
24639|Raven|51185
24640|Red Ash|51185
24641|Richlands|51185
24646|Rowe|51027
24647|Shortt Gap|51027
24649|Swords Creek|51167
24651|Tazewell|51185
24656|Vansant|51027
24657|Whitewood|51027
24658|Wolford|51027
24701|Bluefield|54055
24712|Athens|54055
24714|Beeson|54055
24715|Bramwell|54055
24716|Bud|54109
24719|Covel|54109
24724|Freeman|54055
24726|Herndon|54109
24729|Hiawatha|54055
24731|Kegley|54055
24732|Kellysville|54055
24733|Lashmeet|54055
24736|Matoaka|54055
24737|Montcalm|54055
24738|Nemours|54055
24739|Princeton|54055
24740|Princeton|54055
24747|Rock|54055
24751|Wolfe|54055
24801|Welch|54047
24808|Anawalt|54047
24811|Avondale|54047
24813|Bartley|54047
24815|Berwind|54047
24816|Big Sandy|54047
24817|Bradshaw|54047
24818|Brenton|54109
24822|Clear Fork|54109
24823|Coal Mountain|54109
24826|Cucumber|54047
24827|Cyclone|54109
24828|Davy|54047
24829|Eckman|54047
24830|Elbert|54047
24831|Elkhorn|54047
24834|Fanrock|54109
24836|Gary|54047
24839|Hanover|54109
24843|Hensley|54047
24844|Iaeger|54047
24845|Ikes Fork|54109
24846|Isaban|54059
24847|Itmann|54109
24848|Jenkinjones|54047
24849|Jesse|54109
24850|Jolo|54047
24851|Justice|54059
24853|Kimball|54047
24854|Kopperston|54109
24855|Kyle|54047
24857|Lynco|54109
24859|Marianna|54109
24860|Matheny|54109
24861|Maybeury|54047
24862|Mohawk|54047
24866|Newhall|54047
24867|New Richmond|54109
24868|Northfork|54047
24869|North Spring|54109
24870|Oceana|54109
24871|Pageton|54047
24872|Panther|54047
24873|Paynesville|54047
24874|Pineville|54109
24878|Premier|54047
24879|Raysal|54047
24880|Rock View|54109
24881|Roderfield|54047
24882|Simon|54109
24884|Squire|54047
24887|Switchback|54047
24888|Thorpe|54047
24892|War|54047
24894|Warriormine|54047
24895|Wilcoe|54047
24898|Wyoming|54109
24901|Lewisburg|54025
24902|Fairlea|54025
24910|Alderson|54025
24915|Arbovale|54075
24916|Asbury|54025
24918|Ballard|54063
24920|Bartow|54075
24924|Buckeye|54075
24925|Caldwell|54025
24927|Cass|54075
24931|Crawley|54025
24934|Dunmore|54075
24935|Forest Hill|54089
24938|Frankford|54025
24941|Gap Mills|54063
24943|Grassy Meadows|54025
24944|Green Bank|54075
24945|Greenville|54063
24946|Hillsboro|54075
24951|Lindside|54063
24954|Marlinton|54075
24957|Maxwelton|54025
24962|Pence Springs|54089
24963|Peterstown|54063
24966|Renick|54025
24970|Ronceverte|54025
24974|Secondcreek|54063
24976|Sinks Grove|54063
24977|Smoot|54025
24981|Talcott|54089
24983|Union|54063
24984|Waiteville|54063
24985|Wayside|54063
24986|White Sulphur Springs|54025
24991|Williamsburg|54025
24993|Wolfcreek|54063
25002|Alloy|54019
25003|Alum Creek|54043
25005|Amma|54087
25007|Arnett|54081
25008|Artie|54081
25009|Ashford|54005
25011|Bancroft|54079
25015|Belle|54039
25019|Bickmore|54015
25021|Bim|54005
25022|Blair|54045
25024|Bloomingrose|54005
25025|Blount|54039
25026|Blue Creek|54039
25028|Bob White|54005
25030|Bomont|54015
25031|Boomer|54019
25033|Buffalo|54079
25035|Cabin Creek|54039
25036|Cannelton|54019
25039|Cedar Grove|54039
25040|Charlton Heights|54019
25043|Clay|54015
25044|Clear Creek|54081
25045|Clendenin|54039
25047|Clothier|54045
25048|Colcord|54081
25049|Comfort|54005
25051|Costa|54005
25053|Danville|54005
25054|Dawes|54039
25057|Deep Water|54019
25059|Dixie|54019
25060|Dorothy|54081
25061|Drybranch|54039
25062|Dry Creek|54081
25063|Duck|54007
25064|Dunbar|54039
25067|East Bank|54039
25070|Eleanor|54079
25071|Elkview|54039
25075|Eskdale|54039
25076|Ethel|54045
25079|Falling Rock|54039
25081|Foster|54005
25082|Fraziers Bottom|54079
25083|Gallagher|54039
25085|Gauley Bridge|54019
25086|Glasgow|54039
25088|Glen|54015
25090|Glen Ferris|54019
25093|Gordon|54005
25102|Handley|54039
25103|Hansford|54039
25106|Henderson|54053
25107|Hernshaw|54039
25108|Hewett|54005
25109|Hometown|54079
25110|Hugheston|54039
25111|Indore|54015
25112|Institute|54039
25113|Ivydale|54015
25114|Jeffrey|54005
25115|Kanawha Falls|54019
25118|Kimberly|54019
25119|Kincaid|54019
25121|Lake|54045
25123|Leon|54053
25124|Liberty|54079
25125|Lizemores|54015
25126|London|54039
25130|Madison|54005
25132|Mammoth|54039
25133|Maysel|54015
25134|Miami|54039
25136|Montgomery|54019
25139|Mount Carbon|54019
25140|Naoma|54081
25141|Nebo|54015
25142|Nellis|54005
25143|Nitro|54039
25148|Orgas|54005
25149|Ottawa|54005
25152|Page|54019
25154|Peytona|54005
25156|Pinch|54039
25159|Poca|54079
25160|Pond Gap|54039
25161|Powellton|54019
25162|Pratt|54039
25164|Procious|54015
25165|Racine|54005
25168|Red House|54079
25169|Ridgeview|54005
25173|Robson|54019
25174|Rock Creek|54081
25177|Saint Albans|54039
25180|Saxon|54081
25181|Seth|54005
25183|Sharples|54045
25185|Mount Olive|54019
25186|Smithers|54019
25187|Southside|54053
25193|Sylvester|54005
25201|Tad|54039
25202|Tornado|54039
25203|Turtle Creek|54005
25204|Twilight|54005
25205|Uneeda|54005
25206|Van|54005
25208|Wharton|54005
25209|Whitesville|54005
25211|Widen|54015
25213|Winfield|54079
25214|Winifrede|54039
25231|Advent|54035
25234|Arnoldsburg|54013
25235|Chloe|54013
25239|Cottageville|54035
25241|Evans|54035
25243|Gandeeville|54087
25244|Gay|54035
25245|Given|54035
25247|Hartford|54053
25248|Kenna|54035
25251|Left Hand|54087
25252|Le Roy|54035
25253|Letart|54053
25259|Looneyville|54087
25260|Mason|54053
25261|Millstone|54013
25262|Millwood|54035
25264|Mount Alto|54035
25265|New Haven|54053
25266|Newton|54087
25267|Normantown|54021
25268|Orma|54013
25270|Reedy|54087
25271|Ripley|54035
25275|Sandyville|54035
25276|Spencer|54087
25285|Wallback|54015
25286|Walton|54087
25287|West Columbia|54053
25301|Charleston|54039
25302|Charleston|54039
25303|South Charleston|54039
25304|Charleston|54039
25305|Charleston|54039
25306|Charleston|54039
25309|South Charleston|54039
25311|Charleston|54039
25312|Charleston|54039
25313|Charleston|54039
25314|Charleston|54039
25315|Charleston|54039
25317|Charleston|54039
25320|Charleston|54039
25321|Charleston|54039
25322|Charleston|54039
25323|Charleston|54039
25324|Charleston|54039
25325|Charleston|54039
25326|Charleston|54039
25327|Charleston|54039
25328|Charleston|54039
25329|Charleston|54039
25330|Charleston|54039
25331|Charleston|54039
25332|Charleston|54039
25333|Charleston|54039
25334|Charleston|54039
25335|Charleston|54039
25336|Charleston|54039
25337|Charleston|54039
25338|Charleston|54039
25339|Charleston|54039
25350|Charleston|54039
25356|Charleston|54039
25357|Charleston|54039
25358|Charleston|54039
25360|Charleston|54039
25361|Charleston|54039
25362|Charleston|54039
25364|Charleston|54039
25365|Charleston|54039
25375|Charleston|54039
25387|Charleston|54039
25389|Charleston|54039
25392|Charleston|54039
25396|Charleston|54039
25401|Martinsburg|54003
25402|Martinsburg|54003
25403|Martinsburg|54003
25404|Martinsburg|54003
25405|Martinsburg|54003
25410|Bakerton|54037
25411|Berkeley Springs|54065
25413|Bunker Hill|54003
25414|Charles Town|54037
25419|Falling Waters|54003
25420|Gerrardstown|54003
25421|Glengary|54003
25422|Great Cacapon|54065
25423|Halltown|54037
25425|Harpers Ferry|54037
25427|Hedgesville|54003
25428|Inwood|54003
25430|Kearneysville|54037
25431|Levels|54027
25432|Millville|54037
25434|Paw Paw|54027
25437|Points|54027
25438|Ranson|54037
25440|Ridgeway|54003
25441|Rippon|54037
25442|Shenandoah Junction|54037
25443|Shepherdstown|54037
25444|Slanesville|54027
25446|Summit Point|54037
25501|Alkol|54043
25502|Apple Grove|54053
25503|Ashton|54053
25504|Barboursville|54011
25505|Big Creek|54045
25506|Branchland|54043
25507|Ceredo|54099
25508|Chapmanville|54045
25510|Culloden|54011
25511|Dunlow|54099
25512|East Lynn|54099
25514|Fort Gay|54099
25515|Gallipolis Ferry|54053
25517|Genoa|54099
25520|Glenwood|54053
25521|Griffithsville|54043
25523|Hamlin|54043
25524|Harts|54043
25526|Hurricane|54079
25529|Julian|54005
25530|Kenova|54099
25534|Kiahsville|54099
25535|Lavalette|54099
25537|Lesage|54011
25540|Midkiff|54043
25541|Milton|54011
25544|Myra|54043
25545|Ona|54011
25547|Pecks Mill|54045
25550|Point Pleasant|54053
25555|Prichard|54099
25557|Ranger|54043
25559|Salt Rock|54011
25560|Scott Depot|54079
25562|Shoals|54099
25564|Sod|54043
25565|Spurlockville|54043
25567|Sumerco|54043
25569|Teays|54079
25570|Wayne|54099
25571|West Hamlin|54043
25572|Woodville|54043
25573|Yawkey|54043
25601|Logan|54045
25606|Accoville|54045
25607|Amherstdale|54045
25608|Baisden|54059
25611|Bruno|54045
25612|Chauncey|54045
25614|Cora|54045
25617|Davin|54045
25621|Gilbert|54059
25624|Henlawson|54045
25625|Holden|54045
25628|Kistler|54045
25630|Lorado|54045
25632|Lyburn|54045
25634|Mallory|54045
25635|Man|54045
25637|Mount Gay|54045
25638|Omar|54045
25639|Peach Creek|54045
25644|Sarah Ann|54045
25646|Stollings|54045
25647|Switzer|54045
25649|Verdunville|54045
25650|Verner|54059
25651|Wharncliffe|54059
25652|Whitman|54045
25653|Wilkinson|54045
25654|Yolyn|54045
25661|Williamson|54059
25665|Borderland|54059
25666|Breeden|54059
25667|Chattaroy|54059
25669|Crum|54099
25670|Delbarton|54059
25671|Dingess|54059
25672|Edgarton|54059
25674|Kermit|54059
25676|Lenore|54059
25678|Matewan|54059
25685|Naugatuck|54059
25686|Newtown|54059
25688|North Matewan|54059
25690|Ragland|54059
25691|Rawl|54059
25692|Red Jacket|54059
25696|Varney|54059
25699|Wilsondale|54099
25701|Huntington|54011
25702|Huntington|54011
25703|Huntington|54011
25704|Huntington|54099
25705|Huntington|54011
25706|Huntington|54011
25707|Huntington|54011
25708|Huntington|54011
25709|Huntington|54011
25710|Huntington|54011
25711|Huntington|54011
25712|Huntington|54011
25713|Huntington|54011
25714|Huntington|54011
25715|Huntington|54011
25716|Huntington|54011
25717|Huntington|54011
25718|Huntington|54011
25719|Huntington|54011
25720|Huntington|54011
25721|Huntington|54011
25722|Huntington|54011
25723|Huntington|54011
25724|Huntington|54011
25725|Huntington|54011
25726|Huntington|54011
25727|Huntington|54011
25728|Huntington|54011
25729|Huntington|54011
25755|Huntington|54011
25770|Huntington|54011
25771|Huntington|54011
25772|Huntington|54011
25773|Huntington|54011
25774|Huntington|54011
25775|Huntington|54011
25776|Huntington|54011
25777|Huntington|54011
25778|Huntington|54011
25779|Huntington|54011
25801|Beckley|54081
25802|Beckley|54081
25810|Allen Junction|54109
25811|Amigo|54109
25812|Ansted|54019
25813|Beaver|54081
25817|Bolt|54081
25818|Bradley|54081
25820|Camp Creek|54055
25823|Coal City|54081
25825|Cool Ridge|54081
25826|Corinne|54109
25827|Crab Orchard|54081
25831|Danese|54019
25832|Daniels|54081
25833|Dothan|54019
25836|Eccles|54081
25837|Edmond|54019
25839|Fairdale|54081
25840|Fayetteville|54019
25841|Flat Top|54055
25843|Ghent|54081
25844|Glen Daniel|54081
25845|Glen Fork|54109
25846|Glen Jean|54019
25848|Glen Rogers|54109
25849|Glen White|54081
25851|Harper|54081
25853|Helen|54081
25854|Hico|54019
25855|Hilltop|54019
25857|Josephine|54081
25860|Lanark|54081
25862|Lansing|54019
25864|Layland|54019
25865|Lester|54081
25866|Lochgelly|54019
25868|Lookout|54019
25870|Maben|54109
25871|Mabscott|54081
25873|Mac Arthur|54081
25875|Mc Graws|54109
25876|Saulsville|54109
25878|Midway|54081
25879|Minden|54019
25880|Mount Hope|54081
25882|Mullens|54109
25888|Mount Hope|54019
25901|Oak Hill|54019
25902|Odd|54081
25904|Pax|54019
25906|Piney View|54081
25907|Prince|54019
25908|Princewick|54081
25909|Prosperity|54081
25911|Raleigh|54081
25913|Ravencliff|54109
25915|Rhodell|54081
25916|Sabine|54109
25917|Scarbro|54019
25918|Shady Spring|54081
25919|Skelton|54081
25920|Slab Fork|54081
25921|Sophia|54081
25922|Spanishburg|54055
25927|Stanaford|54081
25928|Stephenson|54109
25932|Surveyor|54081
25936|Thurmond|54019
25938|Victor|54019
25942|Winona|54019
25943|Wyco|54109
25951|Hinton|54089
25958|Charmco|54025
25962|Rainelle|54025
25966|Green Sulphur Springs|54089
25969|Jumping Branch|54089
25971|Lerona|54055
25972|Leslie|54025
25976|Meadow Bridge|54019
25977|Meadow Creek|54089
25978|Nimitz|54089
25979|Pipestem|54089
25981|Quinwood|54025
25984|Rupert|54025
25985|Sandstone|54089
25986|Spring Dale|54019
25989|White Oak|54081
26003|Wheeling|54069
26030|Beech Bottom|54009
26031|Benwood|54051
26032|Bethany|54009
26033|Cameron|54051
26034|Chester|54029
26035|Colliers|54009
26036|Dallas|54051
26037|Follansbee|54009
26038|Glen Dale|54051
26039|Glen Easton|54051
26040|Mcmechen|54051
26041|Moundsville|54051
26047|New Cumberland|54029
26050|Newell|54029
26055|Proctor|54051
26056|New Manchester|54029
26058|Short Creek|54009
26059|Triadelphia|54069
26060|Valley Grove|54069
26062|Weirton|54029
26070|Wellsburg|54009
26074|West Liberty|54069
26075|Windsor Heights|54009
26101|Parkersburg|54107
26102|Parkersburg|54107
26103|Parkersburg|54107
26104|Parkersburg|54107
26105|Vienna|54107
26106|Parkersburg|54107
26120|Mineral Wells|54107
26121|Mineral Wells|54107
26133|Belleville|54107
26134|Belmont|54073
26136|Big Bend|54013
26137|Big Springs|54013
26138|Brohard|54105
26141|Creston|54013
26142|Davisville|54107
26143|Elizabeth|54105
26146|Friendly|54095
26147|Grantsville|54013
26148|Macfarlan|54085
26149|Middlebourne|54095
26150|Mineral Wells|54107
26151|Mount Zion|54013
26152|Munday|54105
26155|New Martinsville|54103
26159|Paden City|54103
26160|Palestine|54105
26161|Petroleum|54085
26162|Porters Falls|54103
26164|Ravenswood|54035
26167|Reader|54103
26169|Rockport|54107
26170|Saint Marys|54073
26175|Sistersville|54095
26178|Smithville|54085
26180|Walker|54107
26181|Washington|54107
26184|Waverly|54107
26187|Williamstown|54107
26201|Buckhannon|54097
26202|Fenwick|54067
26203|Erbacon|54101
26205|Craigsville|54067
26206|Cowen|54101
26208|Camden On Gauley|54101
26209|Snowshoe|54075
26210|Adrian|54097
26215|Cleveland|54101
26217|Diana|54101
26218|French Creek|54097
26219|Frenchton|54097
26222|Hacker Valley|54101
26224|Helvetia|54083
26228|Kanawha Head|54097
26229|Lorentz|54097
26230|Pickens|54083
26234|Rock Cave|54097
26236|Selbyville|54097
26237|Tallmansville|54097
26238|Volga|54001
26241|Elkins|54083
26250|Belington|54001
26253|Beverly|54083
26254|Bowden|54083
26257|Coalton|54083
26259|Dailey|54083
26260|Davis|54093
26261|Richwood|54067
26263|Dryfork|54083
26264|Durbin|54075
26266|Upperglade|54101
26267|Ellamore|54083
26268|Glady|54083
26269|Hambleton|54093
26270|Harman|54083
26271|Hendricks|54093
26273|Huttonsville|54083
26275|Junior|54001
26276|Kerens|54083
26278|Mabie|54083
26280|Mill Creek|54083
26282|Monterville|54083
26283|Montrose|54083
26285|Norton|54083
26287|Parsons|54093
26288|Webster Springs|54101
26289|Red Creek|54093
26291|Slatyfork|54075
26292|Thomas|54093
26293|Valley Bend|54083
26294|Valley Head|54083
26296|Whitmer|54083
26298|Bergoo|54101
26301|Clarksburg|54033
26302|Clarksburg|54033
26306|Clarksburg|54033
26320|Alma|54095
26321|Alum Bridge|54041
26323|Anmoore|54033
26325|Auburn|54085
26327|Berea|54085
26330|Bridgeport|54033
26335|Burnsville|54007
26337|Cairo|54085
26338|Camden|54041
26339|Center Point|54017
26342|Coxs Mills|54021
26343|Crawford|54041
26346|Ellenboro|54085
26347|Flemington|54091
26348|Folsom|54103
26349|Galloway|54001
26351|Glenville|54021
26354|Grafton|54091
26361|Gypsy|54033
26362|Harrisville|54085
26366|Haywood|54033
26369|Hepzibah|54033
26372|Horner|54041
26374|Independence|54077
26376|Ireland|54041
26377|Jacksonburg|54103
26378|Jane Lew|54041
26384|Linn|54021
26385|Lost Creek|54033
26386|Lumberport|54033
26404|Meadowbrook|54033
26405|Moatsville|54001
26408|Mount Clare|54033
26410|Newburg|54077
26411|New Milton|54017
26412|Orlando|54041
26415|Pennsboro|54085
26416|Philippi|54001
26419|Pine Grove|54103
26421|Pullman|54085
26422|Reynoldsville|54033
26424|Rosemont|54091
26425|Rowlesburg|54077
26426|Salem|54033
26430|Sand Fork|54021
26431|Shinnston|54033
26434|Shirley|54095
26435|Simpson|54091
26436|Smithburg|54017
26437|Smithfield|54103
26438|Spelter|54033
26440|Thornton|54091
26443|Troy|54021
26444|Tunnelton|54077
26447|Walkersville|54041
26448|Wallace|54033
26451|West Milford|54033
26452|Weston|54041
26456|West Union|54017
26463|Wyatt|54033
26501|Morgantown|54061
26502|Morgantown|54061
26504|Morgantown|54061
26505|Morgantown|54061
26506|Morgantown|54061
26507|Morgantown|54061
26508|Morgantown|54061
26519|Albright|54077
26520|Arthurdale|54077
26521|Blacksville|54061
26524|Bretz|54077
26525|Bruceton Mills|54077
26527|Cassville|54061
26531|Dellslow|54061
26534|Granville|54061
26537|Kingwood|54077
26541|Maidsville|54061
26542|Masontown|54077
26543|Osage|54061
26544|Pentress|54061
26546|Pursglove|54061
26547|Reedsville|54077
26554|Fairmont|54049
26555|Fairmont|54049
26559|Barrackville|54049
26560|Baxter|54049
26561|Big Run|54103
26562|Burton|54103
26563|Carolina|54049
26566|Colfax|54049
26568|Enterprise|54033
26570|Fairview|54061
26571|Farmington|54049
26572|Four States|54049
26574|Grant Town|54049
26575|Hundred|54103
26576|Idamay|54049
26578|Kingmont|54049
26581|Littleton|54103
26582|Mannington|54049
26585|Metz|54049
26586|Montana Mines|54049
26587|Rachel|54049
26588|Rivesville|54049
26590|Wana|54061
26591|Worthington|54049
26601|Sutton|54007
26610|Birch River|54067
26611|Cedarville|54021
26615|Copen|54007
26617|Dille|54015
26619|Exchange|54007
26621|Flatwoods|54007
26623|Frametown|54007
26624|Gassaway|54007
26627|Heaters|54007
26629|Little Birch|54007
26631|Napier|54007
26636|Rosedale|54021
26638|Shock|54021
26651|Summersville|54067
26656|Belva|54067
26660|Calvin|54067
26662|Canvas|54067
26667|Drennen|54067
26671|Gilboa|54067
26675|Keslers Cross Lanes|54067
26676|Leivasy|54067
26678|Mount Lookout|54067
26679|Mount Nebo|54067
26680|Nallen|54019
26681|Nettie|54067
26684|Pool|54067
26690|Swiss|54019
26691|Tioga|54067
26704|Augusta|54027
26705|Aurora|54077
26707|Bayard|54023
26710|Burlington|54057
26711|Capon Bridge|54027
26714|Delray|54027
26716|Eglon|54077
26717|Elk Garden|54057
26719|Fort Ashby|54057
26720|Gormania|54023
26722|Green Spring|54027
26726|Keyser|54057
26731|Lahmansville|54023
26739|Mount Storm|54023
26743|New Creek|54057
26750|Piedmont|54057
26753|Ridgeley|54057
26755|Rio|54027
26757|Romney|54027
26761|Shanks|54027
26763|Springfield|54027
26764|Terra Alta|54077
26767|Wiley Ford|54057
26801|Baker|54031
26802|Brandywine|54071
26804|Circleville|54071
26807|Franklin|54071
26808|High View|54027
26810|Lost City|54031
26812|Mathias|54031
26814|Riverton|54071
26815|Sugar Grove|54071
26817|Bloomery|54027
26818|Fisher|54031
26823|Capon Springs|54027
26833|Maysville|54023
26836|Moorefield|54031
26838|Milam|54031
26845|Old Fields|54031
26847|Petersburg|54023
26851|Wardensville|54031
26852|Purgitsville|54027
26855|Cabins|54023
26865|Yellow Spring|54027
26866|Upper Tract|54071
26884|Seneca Rocks|54071
26886|Onego|54071
27006|Advance|37059
27007|Ararat|37171
27009|Belews Creek|37067
27010|Bethania|37067
27011|Boonville|37197
27012|Clemmons|37067
27013|Cleveland|37159
27014|Cooleemee|37059
27016|Danbury|37169
27017|Dobson|37171
27018|East Bend|37197
27019|Germanton|37169
27020|Hamptonville|37197
27021|King|37169
27022|Lawsonville|37169
27023|Lewisville|37067
27024|Lowgap|37171
27025|Madison|37157
27027|Mayodan|37157
27028|Mocksville|37059
27030|Mount Airy|37171
27031|Mount Airy|37171
27040|Pfafftown|37067
27041|Pilot Mountain|37171
27042|Pine Hall|37169
27043|Pinnacle|37169
27045|Rural Hall|37067
27046|Sandy Ridge|37169
27047|Siloam|37171
27048|Stoneville|37157
27049|Toast|37171
27050|Tobaccoville|37067
27051|Walkertown|37067
27052|Walnut Cove|37169
27053|Westfield|37169
27054|Woodleaf|37159
27055|Yadkinville|37197
27094|Rural Hall|37067
27098|Rural Hall|37067
27099|Rural Hall|37067
27101|Winston Salem|37067
27102|Winston Salem|37067
27103|Winston Salem|37067
27104|Winston Salem|37067
27105|Winston Salem|37067
27106|Winston Salem|37067
27107|Winston Salem|37067
27108|Winston Salem|37067
27109|Winston Salem|37067
27110|Winston Salem|37067
27111|Winston Salem|37067
27113|Winston Salem|37067
27114|Winston Salem|37067
27115|Winston Salem|37067
27116|Winston Salem|37067
27117|Winston Salem|37067
27120|Winston Salem|37067
27127|Winston Salem|37067
27130|Winston Salem|37067
27150|Winston Salem|37067
27152|Winston Salem|37067
27155|Winston Salem|37067
27157|Winston Salem|37067
27198|Winston Salem|37067
27199|Winston Salem|37067
27201|Alamance|37001
27202|Altamahaw|37001
27203|Asheboro|37151
27204|Asheboro|37151
27205|Asheboro|37151
27207|Bear Creek|37037
27208|Bennett|37037
27209|Biscoe|37123
27212|Blanch|37033
27213|Bonlee|37037
27214|Browns Summit|37081
27215|Burlington|37001
27216|Burlington|37001
27217|Burlington|37001
27228|Bynum|37037
27229|Candor|37123
27230|Cedar Falls|37151
27231|Cedar Grove|37135
27233|Climax|37151
27235|Colfax|37081
27237|Cumnock|37105
27239|Denton|37057
27242|Eagle Springs|37125
27243|Efland|37135
27244|Elon|37001
27247|Ether|37123
27248|Franklinville|37151
27249|Gibsonville|37081
27252|Goldston|37037
27253|Graham|37001
27256|Gulf|37037
27258|Haw River|37001
27259|Highfalls|37037
27260|High Point|37081
27261|High Point|37081
27262|High Point|37081
27263|High Point|37151
27264|High Point|37081
27265|High Point|37081
27268|High Point|37081
27278|Hillsborough|37135
27281|Jackson Springs|37125
27282|Jamestown|37081
27283|Julian|37081
27284|Kernersville|37067
27285|Kernersville|37067
27288|Eden|37157
27289|Eden|37157
27291|Leasburg|37033
27292|Lexington|37057
27293|Lexington|37057
27294|Lexington|37057
27295|Lexington|37057
27298|Liberty|37151
27299|Linwood|37057
27301|Mc Leansville|37081
27302|Mebane|37001
27305|Milton|37033
27306|Mount Gilead|37123
27310|Oak Ridge|37081
27311|Pelham|37033
27312|Pittsboro|37037
27313|Pleasant Garden|37081
27314|Prospect Hill|37033
27315|Providence|37033
27316|Ramseur|37151
27317|Randleman|37151
27320|Reidsville|37157
27323|Reidsville|37157
27325|Robbins|37125
27326|Ruffin|37157
27330|Sanford|37105
27331|Sanford|37105
27332|Sanford|37105
27340|Saxapahaw|37001
27341|Seagrove|37151
27342|Sedalia|37081
27343|Semora|37145
27344|Siler City|37037
27349|Snow Camp|37001
27350|Sophia|37151
27351|Southmont|37057
27355|Staley|37151
27356|Star|37123
27357|Stokesdale|37157
27358|Summerfield|37081
27359|Swepsonville|37001
27360|Thomasville|37057
27361|Thomasville|37057
27370|Trinity|37151
27371|Troy|37123
27373|Wallburg|37057
27374|Welcome|37057
27375|Wentworth|37157
27376|West End|37125
27377|Whitsett|37081
27379|Yanceyville|37033
27401|Greensboro|37081
27402|Greensboro|37081
27403|Greensboro|37081
27404|Greensboro|37081
27405|Greensboro|37081
27406|Greensboro|37081
27407|Greensboro|37081
27408|Greensboro|37081
27409|Greensboro|37081
27410|Greensboro|37081
27411|Greensboro|37081
27412|Greensboro|37081
27413|Greensboro|37081
27415|Greensboro|37081
27416|Greensboro|37081
27417|Greensboro|37081
27419|Greensboro|37081
27420|Greensboro|37081
27425|Greensboro|37081
27427|Greensboro|37081
27429|Greensboro|37081
27435|Greensboro|37081
27438|Greensboro|37081
27455|Greensboro|37081
27495|Greensboro|37081
27497|Greensboro|37081
27498|Greensboro|37081
27499|Greensboro|37081
27501|Angier|37085
27502|Apex|37183
27503|Bahama|37063
27504|Benson|37101
27505|Broadway|37085
27506|Buies Creek|37085
27507|Bullock|37077
27508|Bunn|37069
27509|Butner|37077
27510|Carrboro|37135
27511|Cary|37183
27512|Cary|37183
27513|Cary|37183
27514|Chapel Hill|37135
27515|Chapel Hill|37135
27516|Chapel Hill|37135
27517|Chapel Hill|37135
27518|Cary|37183
27519|Cary|37183
27520|Clayton|37101
27521|Coats|37085
27522|Creedmoor|37077
27523|Apex|37183
27524|Four Oaks|37101
27525|Franklinton|37069
27526|Fuquay Varina|37183
27527|Clayton|37101
27528|Clayton|37101
27529|Garner|37183
27530|Goldsboro|37191
27531|Goldsboro|37191
27532|Goldsboro|37191
27533|Goldsboro|37191
27534|Goldsboro|37191
27536|Henderson|37181
27537|Henderson|37181
27539|Apex|37183
27540|Holly Springs|37183
27541|Hurdle Mills|37145
27542|Kenly|37101
27543|Kipling|37085
27544|Kittrell|37181
27545|Knightdale|37183
27546|Lillington|37085
27549|Louisburg|37069
27551|Macon|37185
27552|Mamers|37085
27553|Manson|37185
27555|Micro|37101
27556|Middleburg|37181
27557|Middlesex|37127
27559|Moncure|37037
27560|Morrisville|37183
27562|New Hill|37037
27563|Norlina|37185
27565|Oxford|37077
27568|Pine Level|37101
27569|Princeton|37101
27570|Ridgeway|37185
27571|Rolesville|37183
27572|Rougemont|37145
27573|Roxboro|37145
27574|Roxboro|37145
27576|Selma|37101
27577|Smithfield|37101
27581|Stem|37077
27582|Stovall|37077
27583|Timberlake|37145
27584|Townsville|37181
27586|Vaughan|37185
27587|Wake Forest|37183
27588|Wake Forest|37183
27589|Warrenton|37185
27591|Wendell|37183
27592|Willow Spring|37183
27593|Wilsons Mills|37101
27594|Wise|37185
27596|Youngsville|37069
27597|Zebulon|37183
27599|Chapel Hill|37135
27601|Raleigh|37183
27602|Raleigh|37183
27603|Raleigh|37183
27604|Raleigh|37183
27605|Raleigh|37183
27606|Raleigh|37183
27607|Raleigh|37183
27608|Raleigh|37183
27609|Raleigh|37183
27610|Raleigh|37183
27611|Raleigh|37183
27612|Raleigh|37183
27613|Raleigh|37183
27614|Raleigh|37183
27615|Raleigh|37183
27616|Raleigh|37183
27617|Raleigh|37183
27619|Raleigh|37183
27620|Raleigh|37183
27622|Raleigh|37183
27623|Raleigh|37183
27624|Raleigh|37183
27625|Raleigh|37183
27626|Raleigh|37183
27627|Raleigh|37183
27628|Raleigh|37183
27629|Raleigh|37183
27634|Raleigh|37183
27635|Raleigh|37183
27636|Raleigh|37183
27640|Raleigh|37183
27650|Raleigh|37183
27656|Raleigh|37183
27658|Raleigh|37183
27661|Raleigh|37183
27668|Raleigh|37183
27675|Raleigh|37183
27676|Raleigh|37183
27690|Raleigh|37183
27695|Raleigh|37183
27697|Raleigh|37183
27698|Raleigh|37183
27699|Raleigh|37183
27701|Durham|37063
27702|Durham|37063
27703|Durham|37063
27704|Durham|37063
27705|Durham|37063
27706|Durham|37063
27707|Durham|37063
27708|Durham|37063
27709|Durham|37063
27710|Durham|37063
27711|Durham|37063
27712|Durham|37063
27713|Durham|37063
27715|Durham|37063
27717|Durham|37063
27722|Durham|37063
27801|Rocky Mount|37065
27802|Rocky Mount|37127
27803|Rocky Mount|37127
27804|Rocky Mount|37127
27805|Aulander|37091
27806|Aurora|37013
27807|Bailey|37127
27808|Bath|37013
27809|Battleboro|37127
27810|Belhaven|37013
27811|Bellarthur|37147
27812|Bethel|37147
27813|Black Creek|37195
27814|Blounts Creek|37013
27815|Rocky Mount|37127
27816|Castalia|37127
27817|Chocowinity|37013
27818|Como|37091
27819|Conetoe|37065
27820|Conway|37131
27821|Edward|37013
27822|Elm City|37195
27823|Enfield|37083
27824|Engelhard|37095
27825|Everetts|37117
27826|Fairfield|37095
27827|Falkland|37147
27828|Farmville|37147
27829|Fountain|37147
27830|Fremont|37191
27831|Garysburg|37131
27832|Gaston|37131
27833|Greenville|37147
27834|Greenville|37147
27835|Greenville|37147
27836|Greenville|37147
27837|Grimesland|37147
27839|Halifax|37083
27840|Hamilton|37117
27841|Hassell|37117
27842|Henrico|37131
27843|Hobgood|37083
27844|Hollister|37083
27845|Jackson|37131
27846|Jamesville|37117
27847|Kelford|37015
27849|Lewiston Woodville|37015
27850|Littleton|37083
27851|Lucama|37195
27852|Macclesfield|37065
27853|Margarettsville|37131
27855|Murfreesboro|37091
27856|Nashville|37127
27857|Oak City|37117
27858|Greenville|37147
27860|Pantego|37013
27861|Parmele|37117
27862|Pendleton|37131
27863|Pikeville|37191
27864|Pinetops|37065
27865|Pinetown|37013
27866|Pleasant Hill|37131
27867|Potecasi|37131
27868|Red Oak|37127
27869|Rich Square|37131
27870|Roanoke Rapids|37083
27871|Robersonville|37117
27872|Roxobel|37015
27873|Saratoga|37195
27874|Scotland Neck|37083
27875|Scranton|37095
27876|Seaboard|37131
27877|Severn|37131
27878|Sharpsburg|37127
27879|Simpson|37147
27880|Sims|37195
27881|Speed|37065
27882|Spring Hope|37127
27883|Stantonsburg|37195
27884|Stokes|37147
27885|Swanquarter|37095
27886|Tarboro|37065
27887|Tillery|37083
27888|Walstonburg|37079
27889|Washington|37013
27890|Weldon|37083
27891|Whitakers|37127
27892|Williamston|37117
27893|Wilson|37195
27894|Wilson|37195
27895|Wilson|37195
27896|Wilson|37195
27897|Woodland|37131
27906|Elizabeth City|37139
27907|Elizabeth City|37139
27909|Elizabeth City|37139
27910|Ahoskie|37091
27915|Avon|37055
27916|Aydlett|37053
27917|Barco|37053
27919|Belvidere|37143
27920|Buxton|37055
27921|Camden|37029
27922|Cofield|37091
27923|Coinjock|37053
27924|Colerain|37015
27925|Columbia|37177
27926|Corapeake|37073
27927|Corolla|37053
27928|Creswell|37187
27929|Currituck|37053
27930|Hertford|37143
27932|Edenton|37041
27935|Eure|37073
27936|Frisco|37055
27937|Gates|37073
27938|Gatesville|37073
27939|Grandy|37053
27941|Harbinger|37053
27942|Harrellsville|37091
27943|Hatteras|37055
27944|Hertford|37143
27946|Hobbsville|37073
27947|Jarvisburg|37053
27948|Kill Devil Hills|37055
27949|Kitty Hawk|37055
27950|Knotts Island|37053
27953|Manns Harbor|37055
27954|Manteo|37055
27956|Maple|37053
27957|Merry Hill|37015
27958|Moyock|37053
27959|Nags Head|37055
27960|Ocracoke|37095
27962|Plymouth|37187
27964|Point Harbor|37053
27965|Poplar Branch|37053
27966|Powells Point|37053
27967|Powellsville|37015
27968|Rodanthe|37055
27969|Roduco|37073
27970|Roper|37187
27972|Salvo|37055
27973|Shawboro|37053
27974|Shiloh|37029
27976|South Mills|37029
27978|Stumpy Point|37055
27979|Sunbury|37073
27980|Tyner|37041
27981|Wanchese|37055
27982|Waves|37055
27983|Windsor|37015
27985|Winfall|37143
27986|Winton|37091
28001|Albemarle|37167
28002|Albemarle|37167
28006|Alexis|37071
28007|Ansonville|37007
28009|Badin|37167
28010|Barium Springs|37097
28012|Belmont|37071
28016|Bessemer City|37071
28017|Boiling Springs|37045
28018|Bostic|37161
28019|Caroleen|37161
28020|Casar|37045
28021|Cherryville|37071
28023|China Grove|37159
28024|Cliffside|37161
28025|Concord|37025
28026|Concord|37025
28027|Concord|37025
28031|Cornelius|37119
28032|Cramerton|37071
28033|Crouse|37109
28034|Dallas|37071
28035|Davidson|37119
28036|Davidson|37119
28037|Denver|37109
28038|Earl|37045
28039|East Spencer|37159
28040|Ellenboro|37161
28041|Faith|37159
28042|Fallston|37045
28043|Forest City|37161
28052|Gastonia|37071
28053|Gastonia|37071
28054|Gastonia|37071
28055|Gastonia|37071
28056|Gastonia|37071
28070|Huntersville|37119
28071|Gold Hill|37159
28072|Granite Quarry|37159
28073|Grover|37045
28074|Harris|37161
28075|Harrisburg|37025
28076|Henrietta|37161
28077|High Shoals|37071
28078|Huntersville|37119
28079|Indian Trail|37179
28080|Iron Station|37109
28081|Kannapolis|37025
28082|Kannapolis|37025
28083|Kannapolis|37025
28086|Kings Mountain|37045
28088|Landis|37159
28089|Lattimore|37045
28090|Lawndale|37045
28091|Lilesville|37007
28092|Lincolnton|37109
28093|Lincolnton|37109
28097|Locust|37167
28098|Lowell|37071
28101|Mc Adenville|37071
28102|Mc Farlan|37007
28103|Marshville|37179
28104|Matthews|37179
28105|Matthews|37119
28106|Matthews|37119
28107|Midland|37025
28108|Mineral Springs|37179
28109|Misenheimer|37167
28110|Monroe|37179
28111|Monroe|37179
28112|Monroe|37179
28114|Mooresboro|37161
28115|Mooresville|37097
28117|Mooresville|37097
28119|Morven|37007
28120|Mount Holly|37071
28123|Mount Mourne|37097
28124|Mount Pleasant|37025
28125|Mount Ulla|37159
28126|Newell|37119
28127|New London|37167
28128|Norwood|37167
28129|Oakboro|37167
28130|Paw Creek|37119
28133|Peachland|37007
28134|Pineville|37119
28135|Polkton|37007
28136|Polkville|37045
28137|Richfield|37167
28138|Rockwell|37159
28139|Rutherfordton|37161
28144|Salisbury|37159
28145|Salisbury|37159
28146|Salisbury|37159
28147|Salisbury|37159
28150|Shelby|37045
28151|Shelby|37045
28152|Shelby|37045
28159|Spencer|37159
28160|Spindale|37161
28163|Stanfield|37167
28164|Stanley|37071
28166|Troutman|37097
28167|Union Mills|37161
28168|Vale|37109
28169|Waco|37045
28170|Wadesboro|37007
28173|Waxhaw|37179
28174|Wingate|37179
28201|Charlotte|37119
28202|Charlotte|37119
28203|Charlotte|37119
28204|Charlotte|37119
28205|Charlotte|37119
28206|Charlotte|37119
28207|Charlotte|37119
28208|Charlotte|37119
28209|Charlotte|37119
28210|Charlotte|37119
28211|Charlotte|37119
28212|Charlotte|37119
28213|Charlotte|37119
28214|Charlotte|37119
28215|Charlotte|37119
28216|Charlotte|37119
28217|Charlotte|37119
28218|Charlotte|37119
28219|Charlotte|37119
28220|Charlotte|37119
28221|Charlotte|37119
28222|Charlotte|37119
28223|Charlotte|37119
28224|Charlotte|37119
28226|Charlotte|37119
28227|Charlotte|37119
28228|Charlotte|37119
28229|Charlotte|37119
28230|Charlotte|37119
28231|Charlotte|37119
28232|Charlotte|37119
28233|Charlotte|37119
28234|Charlotte|37119
28235|Charlotte|37119
28236|Charlotte|37119
28237|Charlotte|37119
28241|Charlotte|37119
28242|Charlotte|37119
28243|Charlotte|37119
28244|Charlotte|37119
28246|Charlotte|37119
28247|Charlotte|37119
28253|Charlotte|37119
28254|Charlotte|37119
28255|Charlotte|37119
28256|Charlotte|37119
28258|Charlotte|37119
28260|Charlotte|37119
28262|Charlotte|37119
28263|Charlotte|37119
28265|Charlotte|37119
28266|Charlotte|37119
28269|Charlotte|37119
28270|Charlotte|37119
28271|Charlotte|37119
28272|Charlotte|37119
28273|Charlotte|37119
28274|Charlotte|37119
28275|Charlotte|37119
28277|Charlotte|37119
28278|Charlotte|37119
28280|Charlotte|37119
28281|Charlotte|37119
28282|Charlotte|37119
28284|Charlotte|37119
28285|Charlotte|37119
28287|Charlotte|37119
28288|Charlotte|37119
28289|Charlotte|37119
28290|Charlotte|37119
28296|Charlotte|37119
28297|Charlotte|37119
28299|Charlotte|37119
28301|Fayetteville|37051
28302|Fayetteville|37051
28303|Fayetteville|37051
28304|Fayetteville|37051
28305|Fayetteville|37051
28306|Fayetteville|37017
28307|Fort Bragg|37051
28308|Pope Army Airfield|37051
28309|Fayetteville|37051
28310|Fort Bragg|37051
28311|Fayetteville|37051
28312|Fayetteville|37051
28314|Fayetteville|37051
28315|Aberdeen|37125
28318|Autryville|37163
28319|Barnesville|37155
28320|Bladenboro|37017
28323|Bunnlevel|37085
28325|Calypso|37061
28326|Cameron|37085
28327|Carthage|37125
28328|Clinton|37163
28329|Clinton|37163
28330|Cordova|37153
28331|Cumberland|37051
28332|Dublin|37017
28333|Dudley|37191
28334|Dunn|37163
28335|Dunn|37085
28337|Elizabethtown|37017
28338|Ellerbe|37153
28339|Erwin|37085
28340|Fairmont|37155
28341|Faison|37061
28342|Falcon|37051
28343|Gibson|37165
28344|Godwin|37163
28345|Hamlet|37153
28347|Hoffman|37153
28348|Hope Mills|37051
28349|Kenansville|37061
28350|Lakeview|37125
28351|Laurel Hill|37165
28352|Laurinburg|37165
28353|Laurinburg|37165
28355|Lemon Springs|37105
28356|Linden|37085
28357|Lumber Bridge|37155
28358|Lumberton|37155
28359|Lumberton|37155
28360|Lumberton|37155
28362|Marietta|37155
28363|Marston|37153
28364|Maxton|37155
28365|Mount Olive|37191
28366|Newton Grove|37163
28367|Norman|37153
28368|Olivia|37085
28369|Orrum|37155
28370|Pinehurst|37125
28371|Parkton|37155
28372|Pembroke|37155
28373|Pinebluff|37125
28374|Pinehurst|37125
28375|Proctorville|37155
28376|Raeford|37093
28377|Red Springs|37155
28378|Rex|37155
28379|Rockingham|37153
28380|Rockingham|37153
28382|Roseboro|37163
28383|Rowland|37155
28384|Saint Pauls|37017
28385|Salemburg|37163
28386|Shannon|37155
28387|Southern Pines|37125
28388|Southern Pines|37125
28390|Spring Lake|37085
28391|Stedman|37051
28392|Tar Heel|37017
28393|Turkey|37163
28394|Vass|37125
28395|Wade|37051
28396|Wagram|37165
28398|Warsaw|37061
28399|White Oak|37017
28401|Wilmington|37129
28402|Wilmington|37129
28403|Wilmington|37129
28404|Wilmington|37129
28405|Wilmington|37129
28406|Wilmington|37129
28407|Wilmington|37129
28408|Wilmington|37129
28409|Wilmington|37129
28410|Wilmington|37129
28411|Wilmington|37129
28412|Wilmington|37129
28420|Ash|37019
28421|Atkinson|37141
28422|Bolivia|37019
28423|Bolton|37047
28424|Brunswick|37047
28425|Burgaw|37141
28428|Carolina Beach|37129
28429|Castle Hayne|37129
28430|Cerro Gordo|37047
28431|Chadbourn|37047
28432|Clarendon|37047
28433|Clarkton|37017
28434|Council|37017
28435|Currie|37141
28436|Delco|37047
28438|Evergreen|37047
28439|Fair Bluff|37047
28441|Garland|37163
28442|Hallsboro|37047
28443|Hampstead|37141
28444|Harrells|37163
28445|Holly Ridge|37133
28447|Ivanhoe|37163
28448|Kelly|37017
28449|Kure Beach|37129
28450|Lake Waccamaw|37047
28451|Leland|37019
28452|Longwood|37019
28453|Magnolia|37061
28454|Maple Hill|37133
28455|Nakina|37047
28456|Riegelwood|37047
28457|Rocky Point|37141
28458|Rose Hill|37061
28459|Shallotte|37019
28460|Sneads Ferry|37133
28461|Southport|37019
28462|Supply|37019
28463|Tabor City|37047
28464|Teachey|37061
28465|Oak Island|37019
28466|Wallace|37061
28467|Calabash|37019
28468|Sunset Beach|37019
28469|Ocean Isle Beach|37019
28470|Shallotte|37019
28472|Whiteville|37047
28478|Willard|37141
28479|Winnabow|37019
28480|Wrightsville Beach|37129
28501|Kinston|37107
28502|Kinston|37107
28503|Kinston|37107
28504|Kinston|37107
28508|Albertson|37061
28509|Alliance|37137
28510|Arapahoe|37137
28511|Atlantic|37031
28512|Atlantic Beach|37031
28513|Ayden|37147
28515|Bayboro|37137
28516|Beaufort|37031
28518|Beulaville|37061
28519|Bridgeton|37049
28520|Cedar Island|37031
28521|Chinquapin|37061
28522|Comfort|37103
28523|Cove City|37049
28524|Davis|37031
28525|Deep Run|37107
28526|Dover|37049
28527|Ernul|37049
28528|Gloucester|37031
28529|Grantsboro|37137
28530|Grifton|37147
28531|Harkers Island|37031
28532|Havelock|37049
28533|Cherry Point|37049
28537|Hobucken|37137
28538|Hookerton|37079
28539|Hubert|37133
28540|Jacksonville|37133
28541|Jacksonville|37133
28542|Camp Lejeune|37133
28543|Tarawa Terrace|37133
28544|Midway Park|37133
28545|Mccutcheon Field|37133
28546|Jacksonville|37133
28547|Camp Lejeune|37133
28551|La Grange|37107
28552|Lowland|37137
28553|Marshallberg|37031
28554|Maury|37079
28555|Maysville|37133
28556|Merritt|37137
28557|Morehead City|37031
28560|New Bern|37049
28561|New Bern|37049
28562|New Bern|37049
28563|New Bern|37049
28564|New Bern|37049
28570|Newport|37031
28571|Oriental|37137
28572|Pink Hill|37061
28573|Pollocksville|37103
28574|Richlands|37133
28575|Salter Path|37031
28577|Sealevel|37031
28578|Seven Springs|37191
28579|Smyrna|37031
28580|Snow Hill|37079
28581|Stacy|37031
28582|Stella|37133
28583|Stonewall|37137
28584|Swansboro|37031
28585|Trenton|37103
28586|Vanceboro|37049
28587|Vandemere|37137
28589|Williston|37031
28590|Winterville|37147
28594|Emerald Isle|37031
28601|Hickory|37035
28602|Hickory|37035
28603|Hickory|37035
28604|Banner Elk|37189
28605|Blowing Rock|37189
28606|Boomer|37193
28607|Boone|37189
28608|Boone|37189
28609|Catawba|37035
28610|Claremont|37035
28611|Collettsville|37027
28612|Connelly Springs|37023
28613|Conover|37035
28615|Creston|37009
28616|Crossnore|37011
28617|Crumpler|37009
28618|Deep Gap|37189
28619|Drexel|37023
28621|Elkin|37171
28622|Elk Park|37011
28623|Ennice|37005
28624|Ferguson|37193
28625|Statesville|37097
28626|Fleetwood|37009
28627|Glade Valley|37005
28628|Glen Alpine|37023
28629|Glendale Springs|37009
28630|Granite Falls|37027
28631|Grassy Creek|37009
28633|Lenoir|37027
28634|Harmony|37097
28635|Hays|37193
28636|Hiddenite|37003
28637|Hildebran|37023
28638|Hudson|37027
28640|Jefferson|37009
28641|Jonas Ridge|37011
28642|Jonesville|37197
28643|Lansing|37009
28644|Laurel Springs|37005
28645|Lenoir|37027
28646|Linville|37011
28647|Linville Falls|37011
28649|Mc Grady|37193
28650|Maiden|37035
28651|Millers Creek|37193
28652|Minneapolis|37011
28653|Montezuma|37011
28654|Moravian Falls|37193
28655|Morganton|37023
28656|North Wilkesboro|37193
28657|Newland|37011
28658|Newton|37035
28659|North Wilkesboro|37193
28660|Olin|37097
28661|Patterson|37027
28662|Pineola|37011
28663|Piney Creek|37005
28664|Plumtree|37011
28665|Purlear|37193
28666|Icard|37023
28667|Rhodhiss|37027
28668|Roaring Gap|37005
28669|Roaring River|37193
28670|Ronda|37193
28671|Rutherford College|37023
28672|Scottville|37009
28673|Sherrills Ford|37035
28675|Sparta|37005
28676|State Road|37171
28677|Statesville|37097
28678|Stony Point|37003
28679|Sugar Grove|37189
28680|Morganton|37023
28681|Taylorsville|37003
28682|Terrell|37035
28683|Thurmond|37171
28684|Todd|37009
28685|Traphill|37193
28687|Statesville|37097
28688|Turnersburg|37097
28689|Union Grove|37097
28690|Valdese|37023
28691|Valle Crucis|37189
28692|Vilas|37189
28693|Warrensville|37009
28694|West Jefferson|37009
28697|Wilkesboro|37193
28698|Zionville|37189
28699|Scotts|37003
28701|Alexander|37021
28702|Almond|37075
28704|Arden|37021
28705|Bakersville|37121
28707|Balsam|37099
28708|Balsam Grove|37175
28709|Barnardsville|37021
28710|Bat Cave|37089
28711|Black Mountain|37021
28712|Brevard|37175
28713|Bryson City|37173
28714|Burnsville|37199
28715|Candler|37021
28716|Canton|37087
28717|Cashiers|37099
28718|Cedar Mountain|37175
28719|Cherokee|37099
28720|Chimney Rock|37161
28721|Clyde|37087
28722|Columbus|37149
28723|Cullowhee|37099
28724|Dana|37089
28725|Dillsboro|37099
28726|East Flat Rock|37089
28727|Edneyville|37089
28728|Enka|37021
28729|Etowah|37089
28730|Fairview|37021
28731|Flat Rock|37089
28732|Fletcher|37089
28733|Fontana Dam|37075
28734|Franklin|37113
28735|Gerton|37089
28736|Glenville|37099
28737|Glenwood|37111
28738|Hazelwood|37087
28739|Hendersonville|37089
28740|Green Mountain|37199
28741|Highlands|37113
28742|Horse Shoe|37089
28743|Hot Springs|37115
28744|Franklin|37113
28745|Lake Junaluska|37087
28746|Lake Lure|37161
28747|Lake Toxaway|37175
28748|Leicester|37021
28749|Little Switzerland|37111
28750|Lynn|37149
28751|Maggie Valley|37087
28752|Marion|37111
28753|Marshall|37115
28754|Mars Hill|37115
28755|Micaville|37199
28756|Mill Spring|37149
28757|Montreat|37021
28758|Mountain Home|37089
28759|Mills River|37089
28760|Naples|37089
28761|Nebo|37111
28762|Old Fort|37111
28763|Otto|37113
28765|Penland|37121
28766|Penrose|37175
28768|Pisgah Forest|37175
28770|Ridgecrest|37021
28771|Robbinsville|37075
28772|Rosman|37175
28773|Saluda|37149
28774|Sapphire|37175
28775|Scaly Mountain|37113
28776|Skyland|37021
28777|Spruce Pine|37121
28778|Swannanoa|37021
28779|Sylva|37099
28781|Topton|37113
28782|Tryon|37149
28783|Tuckasegee|37099
28784|Tuxedo|37089
28785|Waynesville|37087
28786|Waynesville|37087
28787|Weaverville|37021
28788|Webster|37099
28789|Whittier|37099
28790|Zirconia|37089
28791|Hendersonville|37089
28792|Hendersonville|37089
28793|Hendersonville|37089
28801|Asheville|37021
28802|Asheville|37021
28803|Asheville|37021
28804|Asheville|37021
28805|Asheville|37021
28806|Asheville|37021
28810|Asheville|37021
28813|Asheville|37021
28814|Asheville|37021
28815|Asheville|37021
28816|Asheville|37021
28901|Andrews|37039
28902|Brasstown|37043
28903|Culberson|37039
28904|Hayesville|37043
28905|Marble|37039
28906|Murphy|37039
28909|Warne|37043
29001|Alcolu|45027
29002|Ballentine|45079
29003|Bamberg|45009
29006|Batesburg|45063
29009|Bethune|45055
29010|Bishopville|45061
29014|Blackstock|45023
29015|Blair|45039
29016|Blythewood|45079
29018|Bowman|45075
29020|Camden|45055
29021|Camden|45055
29030|Cameron|45017
29031|Carlisle|45087
29032|Cassatt|45055
29033|Cayce|45063
29036|Chapin|45063
29037|Chappells|45071
29038|Cope|45075
29039|Cordova|45075
29040|Dalzell|45085
29041|Davis Station|45027
29042|Denmark|45009
29044|Eastover|45079
29045|Elgin|45055
29046|Elliott|45061
29047|Elloree|45075
29048|Eutawville|45075
29051|Gable|45085
29052|Gadsden|45079
29053|Gaston|45063
29054|Gilbert|45063
29055|Great Falls|45023
29056|Greeleyville|45089
29058|Heath Springs|45057
29059|Holly Hill|45075
29061|Hopkins|45079
29062|Horatio|45085
29063|Irmo|45079
29065|Jenkinsville|45039
29067|Kershaw|45057
29069|Lamar|45031
29070|Leesville|45063
29071|Lexington|45063
29072|Lexington|45063
29073|Lexington|45063
29074|Liberty Hill|45055
29075|Little Mountain|45071
29078|Lugoff|45055
29079|Lydia|45031
29080|Lynchburg|45061
29081|Ehrhardt|45009
29082|Lodge|45029
29101|Mc Bee|45025
29102|Manning|45027
29104|Mayesville|45085
29105|Monetta|45003
29107|Neeses|45075
29108|Newberry|45071
29111|New Zion|45027
29112|North|45075
29113|Norway|45075
29114|Olanta|45041
29115|Orangeburg|45075
29116|Orangeburg|45075
29117|Orangeburg|45075
29118|Orangeburg|45075
29122|Peak|45071
29123|Pelion|45063
29125|Pinewood|45085
29126|Pomaria|45071
29127|Prosperity|45071
29128|Rembert|45085
29129|Ridge Spring|45003
29130|Ridgeway|45039
29132|Rion|45039
29133|Rowesville|45075
29135|Saint Matthews|45017
29137|Salley|45003
29138|Saluda|45081
29142|Santee|45075
29143|Sardinia|45027
29145|Silverstreet|45071
29146|Springfield|45075
29147|State Park|45079
29148|Summerton|45027
29150|Sumter|45085
29151|Sumter|45085
29152|Shaw AFB|45085
29153|Sumter|45085
29154|Sumter|45085
29160|Swansea|45063
29161|Timmonsville|45041
29162|Turbeville|45027
29163|Vance|45075
29164|Wagener|45003
29166|Ward|45081
29168|Wedgefield|45085
29169|West Columbia|45063
29170|West Columbia|45063
29171|West Columbia|45063
29172|West Columbia|45063
29175|Westville|45055
29177|White Rock|45079
29178|Whitmire|45071
29180|Winnsboro|45039
29201|Columbia|45079
29202|Columbia|45079
29203|Columbia|45079
29204|Columbia|45079
29205|Columbia|45079
29206|Columbia|45079
29207|Columbia|45079
29208|Columbia|45079
29209|Columbia|45079
29210|Columbia|45079
29211|Columbia|45079
29212|Columbia|45063
29214|Columbia|45079
29215|Columbia|45079
29216|Columbia|45079
29217|Columbia|45079
29218|Columbia|45079
29219|Columbia|45079
29220|Columbia|45079
29221|Columbia|45079
29222|Columbia|45079
29223|Columbia|45079
29224|Columbia|45079
29225|Columbia|45079
29226|Columbia|45079
29227|Columbia|45079
29228|Columbia|45079
29229|Columbia|45079
29230|Columbia|45079
29240|Columbia|45079
29250|Columbia|45079
29260|Columbia|45079
29290|Columbia|45079
29292|Columbia|45079
29301|Spartanburg|45083
29302|Spartanburg|45083
29303|Spartanburg|45083
29304|Spartanburg|45083
29305|Spartanburg|45083
29306|Spartanburg|45083
29307|Spartanburg|45083
29316|Boiling Springs|45083
29319|Spartanburg|45083
29320|Arcadia|45083
29321|Buffalo|45087
29322|Campobello|45083
29323|Chesnee|45083
29324|Clifton|45083
29325|Clinton|45059
29329|Converse|45083
29330|Cowpens|45083
29331|Cross Anchor|45083
29332|Cross Hill|45059
29333|Drayton|45083
29334|Duncan|45083
29335|Enoree|45083
29336|Fairforest|45083
29338|Fingerville|45083
29340|Gaffney|45021
29341|Gaffney|45021
29342|Gaffney|45021
29346|Glendale|45083
29348|Gramling|45083
29349|Inman|45083
29351|Joanna|45059
29353|Jonesville|45087
29355|Kinards|45059
29356|Landrum|45083
29360|Laurens|45059
29364|Lockhart|45087
29365|Lyman|45083
29368|Mayo|45083
29369|Moore|45083
29370|Mountville|45059
29372|Pacolet|45083
29373|Pacolet Mills|45083
29374|Pauline|45083
29375|Reidville|45083
29376|Roebuck|45083
29377|Startex|45083
29378|Una|45083
29379|Union|45087
29384|Waterloo|45059
29385|Wellford|45083
29386|White Stone|45083
29388|Woodruff|45083
29395|Jonesville|45087
29401|Charleston|45019
29402|Charleston|45019
29403|Charleston|45019
29404|Charleston AFB|45019
29405|North Charleston|45019
29406|Charleston|45019
29407|Charleston|45019
29409|Charleston|45019
29410|Hanahan|45015
29412|Charleston|45019
29413|Charleston|45019
29414|Charleston|45019
29415|North Charleston|45019
29416|Charleston|45019
29417|Charleston|45019
29418|North Charleston|45019
29419|North Charleston|45019
29420|North Charleston|45035
29422|Charleston|45019
29423|Charleston|45019
29424|Charleston|45019
29425|Charleston|45019
29426|Adams Run|45019
29429|Awendaw|45019
29431|Bonneau|45015
29432|Branchville|45075
29433|Canadys|45029
29434|Cordesville|45015
29435|Cottageville|45029
29436|Cross|45015
29437|Dorchester|45035
29438|Edisto Island|45019
29439|Folly Beach|45019
29440|Georgetown|45043
29442|Georgetown|45043
29445|Goose Creek|45015
29446|Green Pond|45029
29447|Grover|45035
29448|Harleyville|45035
29449|Hollywood|45019
29450|Huger|45015
29451|Isle Of Palms|45019
29452|Jacksonboro|45029
29453|Jamestown|45015
29455|Johns Island|45019
29456|Ladson|45035
29457|Johns Island|45019
29458|Mc Clellanville|45019
29461|Moncks Corner|45015
29464|Mount Pleasant|45019
29465|Mount Pleasant|45019
29466|Mount Pleasant|45019
29468|Pineville|45015
29469|Pinopolis|45015
29470|Ravenel|45019
29471|Reevesville|45035
29472|Ridgeville|45035
29474|Round O|45029
29475|Ruffin|45029
29476|Russellville|45015
29477|Saint George|45035
29479|Saint Stephen|45015
29481|Smoaks|45029
29482|Sullivans Island|45019
29483|Summerville|45035
29484|Summerville|45035
29485|Summerville|45035
29486|Summerville|45015
29487|Wadmalaw Island|45019
29488|Walterboro|45029
29492|Charleston|45015
29493|Williams|45029
29501|Florence|45041
29502|Florence|45041
29503|Florence|45041
29504|Florence|45041
29505|Florence|45041
29506|Florence|45041
29510|Andrews|45043
29511|Aynor|45051
29512|Bennettsville|45069
29516|Blenheim|45069
29518|Cades|45089
29519|Centenary|45067
29520|Cheraw|45025
29525|Clio|45069
29526|Conway|45051
29527|Conway|45051
29528|Conway|45051
29530|Coward|45041
29532|Darlington|45031
29536|Dillon|45033
29540|Darlington|45031
29541|Effingham|45041
29543|Fork|45033
29544|Galivants Ferry|45051
29545|Green Sea|45051
29546|Gresham|45067
29547|Hamer|45033
29550|Hartsville|45031
29551|Hartsville|45031
29554|Hemingway|45089
29555|Johnsonville|45041
29556|Kingstree|45089
29560|Lake City|45041
29563|Lake View|45033
29564|Lane|45089
29565|Latta|45033
29566|Little River|45051
29567|Little Rock|45033
29568|Longs|45051
29569|Loris|45051
29570|Mc Coll|45069
29571|Marion|45067
29572|Myrtle Beach|45051
29574|Mullins|45067
29575|Myrtle Beach|45051
29576|Murrells Inlet|45051
29577|Myrtle Beach|45051
29578|Myrtle Beach|45051
29579|Myrtle Beach|45051
29580|Nesmith|45089
29581|Nichols|45051
29582|North Myrtle Beach|45051
29583|Pamplico|45041
29584|Patrick|45025
29585|Pawleys Island|45043
29587|Myrtle Beach|45051
29588|Myrtle Beach|45051
29589|Rains|45067
29590|Salters|45089
29591|Scranton|45041
29592|Sellers|45033
29593|Society Hill|45031
29594|Tatum|45069
29596|Wallace|45069
29597|North Myrtle Beach|45051
29598|North Myrtle Beach|45051
29601|Greenville|45045
29602|Greenville|45045
29603|Greenville|45045
29604|Greenville|45045
29605|Greenville|45045
29606|Greenville|45045
29607|Greenville|45045
29608|Greenville|45045
29609|Greenville|45045
29610|Greenville|45045
29611|Greenville|45045
29612|Greenville|45045
29613|Greenville|45045
29614|Greenville|45045
29615|Greenville|45045
29616|Greenville|45045
29617|Greenville|45045
29620|Abbeville|45001
29621|Anderson|45007
29622|Anderson|45007
29623|Anderson|45007
29624|Anderson|45007
29625|Anderson|45007
29626|Anderson|45007
29627|Belton|45007
29628|Calhoun Falls|45001
29630|Central|45077
29631|Clemson|45077
29632|Clemson|45077
29633|Clemson|45077
29634|Clemson|45077
29635|Cleveland|45045
29636|Conestee|45045
29638|Donalds|45001
29639|Due West|45001
29640|Easley|45077
29641|Easley|45077
29642|Easley|45077
29643|Fair Play|45073
29644|Fountain Inn|45045
29645|Gray Court|45059
29646|Greenwood|45047
29647|Greenwood|45047
29648|Greenwood|45047
29649|Greenwood|45047
29650|Greer|45045
29651|Greer|45045
29652|Greer|45083
29653|Hodges|45047
29654|Honea Path|45007
29655|Iva|45007
29656|La France|45007
29657|Liberty|45077
29658|Long Creek|45073
29659|Lowndesville|45001
29661|Marietta|45045
29662|Mauldin|45045
29664|Mountain Rest|45073
29665|Newry|45073
29666|Ninety Six|45047
29667|Norris|45077
29669|Pelzer|45007
29670|Pendleton|45007
29671|Pickens|45077
29672|Seneca|45073
29673|Piedmont|45045
29675|Richland|45073
29676|Salem|45073
29677|Sandy Springs|45007
29678|Seneca|45073
29679|Seneca|45073
29680|Simpsonville|45045
29681|Simpsonville|45045
29682|Six Mile|45077
29683|Slater|45045
29684|Starr|45007
29685|Sunset|45077
29686|Tamassee|45073
29687|Taylors|45045
29688|Tigerville|45045
29689|Townville|45007
29690|Travelers Rest|45045
29691|Walhalla|45073
29692|Ware Shoals|45059
29693|Westminster|45073
29695|Hodges|45047
29696|West Union|45073
29697|Williamston|45007
29702|Blacksburg|45021
29703|Bowling Green|45091
29704|Catawba|45091
29706|Chester|45023
29707|Fort Mill|45057
29708|Fort Mill|45091
29709|Chesterfield|45025
29710|Clover|45091
29712|Edgemoor|45023
29714|Fort Lawn|45023
29715|Fort Mill|45091
29716|Fort Mill|45091
29717|Hickory Grove|45091
29718|Jefferson|45025
29720|Lancaster|45057
29721|Lancaster|45057
29722|Lancaster|45057
29724|Lando|45023
29726|Mc Connells|45091
29727|Mount Croghan|45025
29728|Pageland|45025
29729|Richburg|45023
29730|Rock Hill|45091
29731|Rock Hill|45091
29732|Rock Hill|45091
29733|Rock Hill|45091
29734|Rock Hill|45091
29741|Ruby|45025
29742|Sharon|45091
29743|Smyrna|45091
29744|Van Wyck|45057
29745|York|45091
29801|Aiken|45003
29802|Aiken|45003
29803|Aiken|45003
29804|Aiken|45003
29805|Aiken|45003
29808|Aiken|45003
29809|New Ellenton|45003
29810|Allendale|45005
29812|Barnwell|45011
29813|Hilda|45011
29816|Bath|45003
29817|Blackville|45011
29819|Bradley|45047
29821|Clarks Hill|45065
29822|Clearwater|45003
29824|Edgefield|45037
29826|Elko|45011
29827|Fairfax|45005
29828|Gloverville|45003
29829|Graniteville|45003
29831|Jackson|45003
29832|Johnston|45037
29834|Langley|45003
29835|Mc Cormick|45065
29836|Martin|45005
29838|Modoc|45037
29839|Montmorenci|45003
29840|Mount Carmel|45065
29841|North Augusta|45003
29842|Beech Island|45003
29843|Olar|45009
29844|Parksville|45065
29845|Plum Branch|45065
29846|Sycamore|45005
29847|Trenton|45037
29848|Troy|45047
29849|Ulmer|45005
29850|Vaucluse|45003
29851|Warrenville|45003
29853|Williston|45011
29856|Windsor|45003
29860|North Augusta|45037
29861|North Augusta|45003
29899|Mc Cormick|45065
29901|Beaufort|45013
29902|Beaufort|45013
29903|Beaufort|45013
29904|Beaufort|45013
29905|Parris Island|45013
29906|Beaufort|45013
29907|Beaufort|45013
29909|Okatie|45013
29910|Bluffton|45013
29911|Brunson|45049
29912|Coosawhatchie|45053
29913|Crocketville|45049
29914|Dale|45013
29915|Daufuskie Island|45013
29916|Early Branch|45049
29918|Estill|45049
29920|Saint Helena Island|45013
29921|Furman|45049
29922|Garnett|45049
29923|Gifford|45049
29924|Hampton|45049
29925|Hilton Head Island|45013
29926|Hilton Head Island|45013
29927|Hardeeville|45053
29928|Hilton Head Island|45013
29929|Islandton|45029
29931|Lobeco|45013
29932|Luray|45049
29933|Miley|45049
29934|Pineland|45053
29935|Port Royal|45013
29936|Ridgeland|45053
29938|Hilton Head Island|45013
29939|Scotia|45049
29940|Seabrook|45013
29941|Sheldon|45013
29943|Tillman|45053
29944|Varnville|45049
29945|Yemassee|45049
30002|Avondale Estates|13089
30003|Norcross|13135
30004|Alpharetta|13121
30005|Alpharetta|13121
30006|Marietta|13067
30007|Marietta|13067
30008|Marietta|13067
30009|Alpharetta|13121
30010|Norcross|13135
30011|Auburn|13013
30012|Conyers|13247
30013|Conyers|13247
30014|Covington|13217
30015|Covington|13217
30016|Covington|13217
30017|Grayson|13135
30018|Jersey|13297
30019|Dacula|13135
30021|Clarkston|13089
30022|Alpharetta|13121
30023|Alpharetta|13121
30024|Suwanee|13135
30025|Social Circle|13297
30026|North Metro|13135
30028|Cumming|13117
30029|North Metro|13135
30030|Decatur|13089
30031|Decatur|13089
30032|Decatur|13089
30033|Decatur|13089
30034|Decatur|13089
30035|Decatur|13089
30036|Decatur|13089
30037|Decatur|13089
30038|Lithonia|13089
30039|Snellville|13135
30040|Cumming|13117
30041|Cumming|13117
30042|Lawrenceville|13135
30043|Lawrenceville|13135
30044|Lawrenceville|13135
30045|Lawrenceville|13135
30046|Lawrenceville|13135
30047|Lilburn|13135
30048|Lilburn|13135
30049|Lawrenceville|13135
30052|Loganville|13297
30054|Oxford|13217
30055|Mansfield|13159
30056|Newborn|13159
30058|Lithonia|13089
30060|Marietta|13067
30061|Marietta|13067
30062|Marietta|13067
30063|Marietta|13067
30064|Marietta|13067
30065|Marietta|13067
30066|Marietta|13067
30067|Marietta|13067
30068|Marietta|13067
30069|Marietta|13067
30070|Porterdale|13217
30071|Norcross|13135
30072|Pine Lake|13089
30074|Redan|13089
30075|Roswell|13121
30076|Roswell|13121
30077|Roswell|13121
30078|Snellville|13135
30079|Scottdale|13089
30080|Smyrna|13067
30081|Smyrna|13067
30082|Smyrna|13067
30083|Stone Mountain|13089
30084|Tucker|13089
30085|Tucker|13089
30086|Stone Mountain|13089
30087|Stone Mountain|13089
30088|Stone Mountain|13089
30090|Marietta|13067
30091|Norcross|13135
30092|Peachtree Corners|13135
30093|Norcross|13135
30094|Conyers|13247
30095|Duluth|13135
30096|Duluth|13135
30097|Duluth|13121
30098|Duluth|13135
30099|Duluth|13135
30101|Acworth|13067
30102|Acworth|13057
30103|Adairsville|13015
30104|Aragon|13233
30105|Armuchee|13115
30106|Austell|13067
30107|Ball Ground|13057
30108|Bowdon|13045
30109|Bowdon Junction|13045
30110|Bremen|13143
30111|Clarkdale|13067
30112|Carrollton|13045
30113|Buchanan|13143
30114|Canton|13057
30115|Canton|13057
30116|Carrollton|13045
30117|Carrollton|13045
30118|Carrollton|13045
30119|Carrollton|13045
30120|Cartersville|13015
30121|Cartersville|13015
30122|Lithia Springs|13097
30123|Cassville|13015
30124|Cave Spring|13115
30125|Cedartown|13233
30126|Mableton|13067
30127|Powder Springs|13067
30129|Coosa|13115
30132|Dallas|13223
30133|Douglasville|13097
30134|Douglasville|13097
30135|Douglasville|13097
30137|Emerson|13015
30138|Esom Hill|13233
30139|Fairmount|13129
30140|Felton|13143
30141|Hiram|13223
30142|Holly Springs|13057
30143|Jasper|13227
30144|Kennesaw|13067
30145|Kingston|13015
30146|Lebanon|13057
30147|Lindale|13115
30148|Marble Hill|13227
30149|Mount Berry|13115
30150|Mount Zion|13045
30151|Nelson|13227
30152|Kennesaw|13067
30153|Rockmart|13233
30154|Douglasville|13097
30156|Kennesaw|13067
30157|Dallas|13223
30160|Kennesaw|13067
30161|Rome|13115
30162|Rome|13115
30164|Rome|13217
30165|Rome|13115
30168|Austell|13067
30169|Canton|13057
30170|Roopville|13045
30171|Rydal|13015
30172|Shannon|13115
30173|Silver Creek|13115
30175|Talking Rock|13227
30176|Tallapoosa|13143
30177|Tate|13227
30178|Taylorsville|13015
30179|Temple|13045
30180|Villa Rica|13045
30182|Waco|13045
30183|Waleska|13057
30184|White|13015
30185|Whitesburg|13045
30187|Winston|13097
30188|Woodstock|13057
30189|Woodstock|13057
30204|Barnesville|13171
30205|Brooks|13113
30206|Concord|13231
30212|Experiment|13255
30213|Fairburn|13121
30214|Fayetteville|13113
30215|Fayetteville|13113
30216|Flovilla|13035
30217|Franklin|13149
30218|Gay|13199
30220|Grantville|13077
30222|Greenville|13199
30223|Griffin|13255
30224|Griffin|13255
30228|Hampton|13151
30229|Haralson|13077
30230|Hogansville|13285
30233|Jackson|13035
30234|Jenkinsburg|13035
30236|Jonesboro|13063
30237|Jonesboro|13063
30238|Jonesboro|13063
30240|Lagrange|13285
30241|Lagrange|13285
30248|Locust Grove|13151
30250|Lovejoy|13063
30251|Luthersville|13199
30252|Mcdonough|13151
30253|Mcdonough|13151
30256|Meansville|13231
30257|Milner|13171
30258|Molena|13231
30259|Moreland|13077
30260|Morrow|13063
30261|Lagrange|13285
30263|Newnan|13077
30264|Newnan|13077
30265|Newnan|13077
30266|Orchard Hill|13255
30268|Palmetto|13121
30269|Peachtree City|13113
30270|Peachtree City|13113
30271|Newnan|13077
30272|Red Oak|13121
30273|Rex|13063
30274|Riverdale|13063
30275|Sargent|13077
30276|Senoia|13077
30277|Sharpsburg|13077
30281|Stockbridge|13151
30284|Sunny Side|13255
30285|The Rock|13293
30286|Thomaston|13293
30287|Morrow|13063
30288|Conley|13063
30289|Turin|13077
30290|Tyrone|13113
30291|Union City|13121
30292|Williamson|13231
30293|Woodbury|13199
30294|Ellenwood|13089
30295|Zebulon|13231
30296|Riverdale|13063
30297|Forest Park|13063
30298|Forest Park|13063
30301|Atlanta|13121
30302|Atlanta|13121
30303|Atlanta|13121
30304|Atlanta|13121
30305|Atlanta|13121
30306|Atlanta|13121
30307|Atlanta|13089
30308|Atlanta|13121
30309|Atlanta|13121
30310|Atlanta|13121
30311|Atlanta|13121
30312|Atlanta|13121
30313|Atlanta|13121
30314|Atlanta|13121
30315|Atlanta|13121
30316|Atlanta|13089
30317|Atlanta|13089
30318|Atlanta|13121
30319|Atlanta|13089
30320|Atlanta|13063
30321|Atlanta|13121
30322|Atlanta|13089
30324|Atlanta|13121
30325|Atlanta|13121
30326|Atlanta|13121
30327|Atlanta|13121
30328|Atlanta|13121
30329|Atlanta|13089
30331|Atlanta|13121
30332|Atlanta|13121
30333|Atlanta|13121
30334|Atlanta|13121
30336|Atlanta|13121
30337|Atlanta|13121
30338|Atlanta|13089
30339|Atlanta|13067
30340|Atlanta|13089
30341|Atlanta|13089
30342|Atlanta|13121
30343|Atlanta|13121
30344|Atlanta|13121
30345|Atlanta|13089
30346|Atlanta|13089
30348|Atlanta|13121
30349|Atlanta|13121
30350|Atlanta|13121
30353|Atlanta|13121
30354|Atlanta|13121
30355|Atlanta|13121
30356|Atlanta|13121
30357|Atlanta|13121
30358|Atlanta|13121
30359|Atlanta|13121
30360|Atlanta|13089
30361|Atlanta|13121
30362|Atlanta|13121
30363|Atlanta|13121
30364|Atlanta|13121
30366|Atlanta|13121
30368|Atlanta|13121
30369|Atlanta|13121
30370|Atlanta|13121
30371|Atlanta|13121
30374|Atlanta|13121
30375|Atlanta|13121
30377|Atlanta|13121
30378|Atlanta|13121
30380|Atlanta|13121
30384|Atlanta|13121
30385|Atlanta|13121
30388|Atlanta|13121
30392|Atlanta|13121
30394|Atlanta|13121
30396|Atlanta|13121
30398|Atlanta|13121
30401|Swainsboro|13107
30410|Ailey|13209
30411|Alamo|13309
30412|Alston|13209
30413|Bartow|13163
30414|Bellville|13109
30415|Brooklet|13031
30417|Claxton|13109
30420|Cobbtown|13267
30421|Collins|13267
30423|Daisy|13109
30424|Dover|13251
30425|Garfield|13107
30426|Girard|13033
30427|Glennville|13267
30428|Glenwood|13309
30429|Hagan|13109
30434|Louisville|13163
30436|Lyons|13279
30438|Manassas|13267
30439|Metter|13043
30441|Midville|13107
30442|Millen|13165
30445|Mount Vernon|13209
30446|Newington|13251
30447|Norristown|13107
30448|Nunez|13107
30449|Oliver|13251
30450|Portal|13031
30451|Pulaski|13043
30452|Register|13031
30453|Reidsville|13267
30454|Rockledge|13175
30455|Rocky Ford|13251
30456|Sardis|13033
30457|Soperton|13283
30458|Statesboro|13031
30459|Statesboro|13031
30460|Statesboro|13031
30461|Statesboro|13031
30464|Stillmore|13107
30467|Sylvania|13251
30470|Tarrytown|13209
30471|Twin City|13107
30473|Uvalda|13209
30474|Vidalia|13279
30475|Vidalia|13279
30477|Wadley|13163
30499|Reidsville|13267
30501|Gainesville|13139
30502|Chestnut Mountain|13139
30503|Gainesville|13139
30504|Gainesville|13139
30506|Gainesville|13139
30507|Gainesville|13139
30510|Alto|13137
30511|Baldwin|13011
30512|Blairsville|13291
30513|Blue Ridge|13111
30514|Blairsville|13291
30515|Buford|13135
30516|Bowersville|13147
30517|Braselton|13157
30518|Buford|13135
30519|Buford|13135
30520|Canon|13119
30521|Carnesville|13119
30522|Cherry Log|13123
30523|Clarkesville|13137
30525|Clayton|13241
30527|Clermont|13139
30528|Cleveland|13311
30529|Commerce|13157
30530|Commerce|13011
30531|Cornelia|13137
30533|Dahlonega|13187
30534|Dawsonville|13085
30535|Demorest|13137
30536|Ellijay|13123
30537|Dillard|13241
30538|Eastanollee|13257
30539|East Ellijay|13123
30540|Ellijay|13123
30541|Epworth|13111
30542|Flowery Branch|13139
30543|Gillsville|13139
30545|Helen|13311
30546|Hiawassee|13281
30547|Homer|13011
30548|Hoschton|13157
30549|Jefferson|13157
30552|Lakemont|13241
30553|Lavonia|13119
30554|Lula|13139
30555|Mc Caysville|13111
30557|Martin|13257
30558|Maysville|13157
30559|Mineral Bluff|13111
30560|Morganton|13111
30562|Mountain City|13241
30563|Mount Airy|13137
30564|Murrayville|13139
30565|Nicholson|13157
30566|Oakwood|13139
30567|Pendergrass|13157
30568|Rabun Gap|13241
30571|Sautee Nacoochee|13311
30572|Suches|13291
30573|Tallulah Falls|13241
30575|Talmo|13157
30576|Tiger|13241
30577|Toccoa|13257
30580|Turnerville|13137
30581|Wiley|13241
30582|Young Harris|13281
30597|Dahlonega|13187
30598|Toccoa Falls|13257
30599|Commerce|13157
30601|Athens|13059
30602|Athens|13059
30603|Athens|13059
30604|Athens|13059
30605|Athens|13059
30606|Athens|13059
30607|Athens|13059
30608|Athens|13059
30609|Athens|13059
30612|Athens|13059
30619|Arnoldsville|13221
30620|Bethlehem|13013
30621|Bishop|13219
30622|Bogart|13219
30623|Bostwick|13211
30624|Bowman|13105
30625|Buckhead|13211
30627|Carlton|13221
30628|Colbert|13195
30629|Comer|13195
30630|Crawford|13221
30631|Crawfordville|13265
30633|Danielsville|13195
30634|Dewy Rose|13105
30635|Elberton|13105
30638|Farmington|13219
30639|Franklin Springs|13119
30641|Good Hope|13297
30642|Greensboro|13133
30643|Hartwell|13147
30645|High Shoals|13219
30646|Hull|13195
30647|Ila|13195
30648|Lexington|13221
30650|Madison|13211
30655|Monroe|13297
30656|Monroe|13297
30660|Rayle|13317
30662|Royston|13119
30663|Rutledge|13211
30664|Sharon|13265
30665|Siloam|13133
30666|Statham|13013
30667|Stephens|13221
30668|Tignall|13317
30669|Union Point|13133
30671|Maxeys|13221
30673|Washington|13317
30677|Watkinsville|13219
30678|White Plains|13133
30680|Winder|13013
30683|Winterville|13059
30701|Calhoun|13129
30703|Calhoun|13129
30705|Chatsworth|13213
30707|Chickamauga|13295
30708|Cisco|13213
30710|Cohutta|13313
30711|Crandall|13213
30719|Dalton|13313
30720|Dalton|13313
30721|Dalton|13313
30722|Dalton|13313
30724|Eton|13213
30725|Flintstone|13295
30726|Graysville|13047
30728|La Fayette|13295
30730|Lyerly|13055
30731|Menlo|13055
30732|Oakman|13129
30733|Plainville|13129
30734|Ranger|13129
30735|Resaca|13129
30736|Ringgold|13047
30738|Rising Fawn|13083
30739|Rock Spring|13295
30740|Rocky Face|13313
30741|Rossville|13295
30742|Fort Oglethorpe|13047
30746|Sugar Valley|13129
30747|Summerville|13055
30750|Lookout Mountain|13295
30751|Tennga|13213
30752|Trenton|13083
30753|Trion|13055
30755|Tunnel Hill|13313
30756|Varnell|13313
30757|Wildwood|13083
30802|Appling|13073
30803|Avera|13163
30805|Blythe|13245
30806|Boneville|13189
30807|Camak|13301
30808|Dearing|13189
30809|Evans|13073
30810|Gibson|13125
30811|Gough|13033
30812|Gracewood|13245
30813|Grovetown|13073
30814|Harlem|13073
30815|Hephzibah|13245
30816|Keysville|13033
30817|Lincolnton|13181
30818|Matthews|13163
30819|Mesena|13301
30820|Mitchell|13125
30821|Norwood|13301
30822|Perkins|13165
30823|Stapleton|13163
30824|Thomson|13189
30828|Warrenton|13301
30830|Waynesboro|13033
30833|Wrens|13163
30901|Augusta|13245
30903|Augusta|13073
30904|Augusta|13245
30905|Augusta|13245
30906|Augusta|13245
30907|Augusta|13073
30909|Augusta|13245
30912|Augusta|13245
30914|Augusta|13245
30916|Augusta|13245
30917|Augusta|13245
30919|Augusta|13245
30999|Augusta|13245
31001|Abbeville|13315
31002|Adrian|13107
31003|Allentown|13319
31004|Bolingbroke|13207
31005|Bonaire|13153
31006|Butler|13269
31007|Byromville|13093
31008|Byron|13225
31009|Cadwell|13175
31010|Cordele|13081
31011|Chauncey|13091
31012|Chester|13091
31013|Clinchfield|13153
31014|Cochran|13023
31015|Cordele|13081
31016|Culloden|13207
31017|Danville|13289
31018|Davisboro|13303
31019|Dexter|13175
31020|Dry Branch|13289
31021|Dublin|13175
31022|Dudley|13175
31023|Eastman|13091
31024|Eatonton|13237
31025|Elko|13153
31026|Eatonton|13237
31027|East Dublin|13175
31028|Centerville|13153
31029|Forsyth|13207
31030|Fort Valley|13225
31031|Gordon|13319
31032|Gray|13169
31033|Haddock|13169
31034|Hardwick|13009
31035|Harrison|13303
31036|Hawkinsville|13235
31037|Mc Rae Helena|13271
31038|Hillsboro|13159
31039|Howard|13269
31040|Dublin|13175
31041|Ideal|13193
31042|Irwinton|13319
31044|Jeffersonville|13289
31045|Jewell|13301
31046|Juliette|13207
31047|Kathleen|13153
31049|Kite|13167
31050|Knoxville|13079
31051|Lilly|13093
31052|Lizella|13021
31054|Mc Intyre|13319
31055|Mc Rae Helena|13271
31057|Marshallville|13193
31058|Mauk|13197
31059|Milledgeville|13009
31060|Milan|13271
31061|Milledgeville|13009
31062|Milledgeville|13009
31063|Montezuma|13193
31064|Monticello|13159
31065|Montrose|13175
31066|Musella|13079
31067|Oconee|13303
31068|Oglethorpe|13193
31069|Perry|13153
31070|Pinehurst|13093
31071|Pineview|13315
31072|Pitts|13315
31075|Rentz|13175
31076|Reynolds|13269
31077|Rhine|13091
31078|Roberta|13079
31079|Rochelle|13315
31081|Rupert|13269
31082|Sandersville|13303
31083|Scotland|13271
31084|Seville|13315
31085|Shady Dale|13159
31086|Smarr|13207
31087|Sparta|13141
31088|Warner Robins|13153
31089|Tennille|13303
31090|Toomsboro|13319
31091|Unadilla|13093
31092|Vienna|13093
31093|Warner Robins|13153
31094|Warthen|13303
31095|Warner Robins|13153
31096|Wrightsville|13167
31097|Yatesville|13293
31098|Warner Robins|13153
31099|Warner Robins|13153
31106|Atlanta|13121
31107|Atlanta|13121
31119|Atlanta|13121
31126|Atlanta|13121
31131|Atlanta|13121
31136|Atlanta|13121
31139|Atlanta|13121
31141|Atlanta|13121
31145|Atlanta|13121
31146|Atlanta|13121
31150|Atlanta|13121
31156|Atlanta|13121
31169|Peachtree City|13113
31192|Atlanta|13121
31193|Atlanta|13121
31195|Atlanta|13121
31196|Atlanta|13121
31201|Macon|13021
31202|Macon|13021
31203|Macon|13021
31204|Macon|13021
31205|Macon|13021
31206|Macon|13021
31207|Macon|13021
31208|Macon|13021
31209|Macon|13021
31210|Macon|13021
31211|Macon|13021
31213|Macon|13021
31216|Macon|13021
31217|Macon|13021
31220|Macon|13021
31221|Macon|13021
31294|Macon|13021
31295|Macon|13021
31296|Macon|13021
31297|Macon|13021
31301|Allenhurst|13179
31302|Bloomingdale|13103
31303|Clyo|13103
31304|Crescent|13191
31305|Darien|13191
31307|Eden|13103
31308|Ellabell|13029
31309|Fleming|13179
31310|Hinesville|13179
31312|Guyton|13103
31313|Hinesville|13179
31314|Fort Stewart|13179
31315|Fort Stewart|13179
31316|Ludowici|13183
31318|Meldrim|13103
31319|Meridian|13191
31320|Midway|13179
31321|Pembroke|13029
31322|Pooler|13051
31323|Riceboro|13179
31324|Richmond Hill|13029
31326|Rincon|13103
31327|Sapelo Island|13191
31328|Tybee Island|13051
31329|Springfield|13103
31331|Townsend|13191
31333|Walthourville|13179
31401|Savannah|13051
31402|Savannah|13051
31403|Savannah|13051
31404|Savannah|13051
31405|Savannah|13051
31406|Savannah|13051
31407|Port Wentworth|13051
31408|Savannah|13051
31409|Savannah|13051
31410|Savannah|13051
31411|Savannah|13051
31412|Savannah|13051
31414|Savannah|13051
31415|Savannah|13051
31416|Savannah|13051
31418|Savannah|13051
31419|Savannah|13051
31420|Savannah|13051
31421|Savannah|13051
31501|Waycross|13299
31502|Waycross|13299
31503|Waycross|13299
31510|Alma|13005
31512|Ambrose|13069
31513|Baxley|13001
31515|Baxley|13001
31516|Blackshear|13229
31518|Bristol|13001
31519|Broxton|13069
31520|Brunswick|13127
31521|Brunswick|13127
31522|Saint Simons Island|13127
31523|Brunswick|13127
31524|Brunswick|13127
31525|Brunswick|13127
31527|Jekyll Island|13127
31532|Denton|13161
31533|Douglas|13069
31534|Douglas|13069
31535|Douglas|13069
31537|Folkston|13049
31539|Hazlehurst|13161
31542|Hoboken|13025
31543|Hortense|13025
31544|Jacksonville|13271
31545|Jesup|13305
31546|Jesup|13305
31547|Kings Bay|13039
31548|Kingsland|13039
31549|Lumber City|13271
31550|Manor|13299
31551|Mershon|13229
31552|Millwood|13299
31553|Nahunta|13025
31554|Nicholls|13069
31555|Odum|13305
31556|Offerman|13229
31557|Patterson|13229
31558|Saint Marys|13039
31560|Screven|13305
31561|Sea Island|13127
31562|Saint George|13049
31563|Surrency|13001
31564|Waresboro|13299
31565|Waverly|13039
31566|Waynesville|13025
31567|West Green|13069
31568|White Oak|13039
31569|Woodbine|13039
31598|Jesup|13305
31599|Jesup|13305
31601|Valdosta|13185
31602|Valdosta|13185
31603|Valdosta|13185
31604|Valdosta|13185
31605|Valdosta|13185
31606|Valdosta|13185
31620|Adel|13075
31622|Alapaha|13019
31623|Argyle|13065
31624|Axson|13003
31625|Barney|13027
31626|Boston|13275
31627|Cecil|13075
31629|Dixie|13027
31630|Du Pont|13065
31631|Fargo|13065
31632|Hahira|13185
31634|Homerville|13065
31635|Lakeland|13173
31636|Lake Park|13185
31637|Lenox|13075
31638|Morven|13027
31639|Nashville|13019
31641|Naylor|13185
31642|Pearson|13003
31643|Quitman|13027
31645|Ray City|13019
31647|Sparks|13075
31648|Statenville|13101
31649|Stockton|13173
31650|Willacoochee|13003
31698|Valdosta|13185
31699|Moody AFB|13185
31701|Albany|13095
31702|Albany|13095
31703|Albany|13095
31704|Albany|13095
31705|Albany|13095
31706|Albany|13095
31707|Albany|13095
31708|Albany|13095
31709|Americus|13261
31711|Andersonville|13261
31712|Arabi|13081
31714|Ashburn|13287
31716|Baconton|13205
31719|Americus|13261
31720|Barwick|13275
31721|Albany|13095
31722|Berlin|13071
31727|Brookfield|13277
31730|Camilla|13205
31733|Chula|13277
31735|Cobb|13261
31738|Coolidge|13275
31739|Cotton|13205
31743|De Soto|13261
31744|Doerun|13071
31747|Ellenton|13071
31749|Enigma|13019
31750|Fitzgerald|13017
31753|Funston|13071
31756|Hartsfield|13071
31757|Thomasville|13275
31758|Thomasville|13275
31760|Irwinville|13155
31763|Leesburg|13177
31764|Leslie|13261
31765|Meigs|13275
31768|Moultrie|13071
31769|Mystic|13155
31771|Norman Park|13071
31772|Oakfield|13321
31773|Ochlocknee|13275
31774|Ocilla|13155
31775|Omega|13277
31776|Moultrie|13071
31778|Pavo|13275
31779|Pelham|13205
31780|Plains|13261
31781|Poulan|13321
31782|Putney|13095
31783|Rebecca|13287
31784|Sale City|13205
31787|Smithville|13177
31788|Moultrie|13071
31789|Sumner|13321
31790|Sycamore|13287
31791|Sylvester|13321
31792|Thomasville|13275
31793|Tifton|13277
31794|Tifton|13277
31795|TY TY|13277
31796|Warwick|13321
31798|Wray|13155
31799|Thomasville|13275
31801|Box Springs|13197
31803|Buena Vista|13197
31804|Cataula|13145
31805|Cusseta|13053
31806|Ellaville|13249
31807|Ellerslie|13145
31808|Fortson|13145
31810|Geneva|13263
31811|Hamilton|13145
31812|Junction City|13263
31814|Louvale|13259
31815|Lumpkin|13259
31816|Manchester|13199
31820|Midland|13215
31821|Omaha|13259
31822|Pine Mountain|13145
31823|Pine Mountain Valley|13145
31824|Preston|13307
31825|Richland|13259
31826|Shiloh|13145
31827|Talbotton|13263
31829|Upatoi|13215
31830|Warm Springs|13199
31831|Waverly Hall|13145
31832|Weston|13307
31833|West Point|13285
31836|Woodland|13263
31901|Columbus|13215
31902|Columbus|13215
31903|Columbus|13215
31904|Columbus|13215
31905|Fort Benning|13053
31906|Columbus|13215
31907|Columbus|13215
31908|Columbus|13215
31909|Columbus|13215
31914|Columbus|13215
31917|Columbus|13215
31993|Columbus|13215
31995|Fort Benning|13053
31997|Columbus|13215
31998|Columbus|13215
31999|Columbus|13215
32003|Fleming Island|12019
32004|Ponte Vedra Beach|12109
32006|Fleming Island|12019
32007|Bostwick|12107
32008|Branford|12121
32009|Bryceville|12089
32011|Callahan|12089
32013|Day|12067
32024|Lake City|12023
32025|Lake City|12023
32030|Doctors Inlet|12019
32033|Elkton|12109
32034|Fernandina Beach|12089
32035|Fernandina Beach|12089
32038|Fort White|12023
32040|Glen Saint Mary|12003
32041|Yulee|12089
32042|Graham|12007
32043|Green Cove Springs|12019
32044|Hampton|12007
32046|Hilliard|12089
32050|Middleburg|12019
32052|Jasper|12047
32053|Jennings|12047
32054|Lake Butler|12125
32055|Lake City|12023
32056|Lake City|12023
32058|Lawtey|12007
32059|Lee|12079
32060|Live Oak|12121
32061|Lulu|12023
32062|Mc Alpin|12121
32063|Macclenny|12003
32064|Live Oak|12121
32065|Orange Park|12019
32066|Mayo|12067
32067|Orange Park|12019
32068|Middleburg|12019
32071|O Brien|12121
32073|Orange Park|12019
32079|Penney Farms|12019
32080|Saint Augustine|12109
32081|Ponte Vedra|12109
32082|Ponte Vedra Beach|12109
32083|Raiford|12125
32084|Saint Augustine|12109
32085|Saint Augustine|12109
32086|Saint Augustine|12109
32087|Sanderson|12003
32091|Starke|12007
32092|Saint Augustine|12109
32094|Wellborn|12121
32095|Saint Augustine|12109
32096|White Springs|12047
32097|Yulee|12089
32099|Jacksonville|12031
32102|Astor|12069
32105|Barberville|12127
32110|Bunnell|12035
32111|Candler|12083
32112|Crescent City|12107
32113|Citra|12083
32114|Daytona Beach|12127
32115|Daytona Beach|12127
32116|Daytona Beach|12127
32117|Daytona Beach|12127
32118|Daytona Beach|12127
32119|Daytona Beach|12127
32120|Daytona Beach|12127
32121|Daytona Beach|12127
32122|Daytona Beach|12127
32123|Port Orange|12127
32124|Daytona Beach|12127
32125|Daytona Beach|12127
32126|Daytona Beach|12127
32127|Port Orange|12127
32128|Port Orange|12127
32129|Port Orange|12127
32130|De Leon Springs|12127
32131|East Palatka|12107
32132|Edgewater|12127
32133|Eastlake Weir|12083
32134|Fort Mc Coy|12083
32135|Palm Coast|12035
32136|Flagler Beach|12035
32137|Palm Coast|12035
32138|Grandin|12107
32139|Georgetown|12107
32140|Florahome|12107
32141|Edgewater|12127
32142|Palm Coast|12035
32143|Palm Coast|12035
32145|Hastings|12109
32147|Hollister|12107
32148|Interlachen|12107
32149|Interlachen|12107
32157|Lake Como|12107
32158|Lady Lake|12069
32159|Lady Lake|12069
32160|Lake Geneva|12019
32162|The Villages|12119
32163|The Villages|12119
32164|Palm Coast|12035
32168|New Smyrna Beach|12127
32169|New Smyrna Beach|12127
32170|New Smyrna Beach|12127
32173|Ormond Beach|12127
32174|Ormond Beach|12127
32175|Ormond Beach|12127
32176|Ormond Beach|12127
32177|Palatka|12107
32178|Palatka|12107
32179|Ocklawaha|12083
32180|Pierson|12127
32181|Pomona Park|12107
32182|Orange Springs|12083
32183|Ocklawaha|12083
32185|Putnam Hall|12107
32187|San Mateo|12107
32189|Satsuma|12107
32190|Seville|12127
32192|Sparr|12083
32193|Welaka|12107
32195|Weirsdale|12083
32198|Daytona Beach|12127
32201|Jacksonville|12031
32202|Jacksonville|12031
32203|Jacksonville|12031
32204|Jacksonville|12031
32205|Jacksonville|12031
32206|Jacksonville|12031
32207|Jacksonville|12031
32208|Jacksonville|12031
32209|Jacksonville|12031
32210|Jacksonville|12031
32211|Jacksonville|12031
32212|Jacksonville|12031
32214|Jacksonville|12031
32216|Jacksonville|12031
32217|Jacksonville|12031
32218|Jacksonville|12031
32219|Jacksonville|12031
32220|Jacksonville|12031
32221|Jacksonville|12031
32222|Jacksonville|12031
32223|Jacksonville|12031
32224|Jacksonville|12031
32225|Jacksonville|12031
32226|Jacksonville|12031
32227|Jacksonville|12031
32228|Jacksonville|12031
32229|Jacksonville|12031
32231|Jacksonville|12031
32232|Jacksonville|12031
32233|Atlantic Beach|12031
32234|Jacksonville|12031
32235|Jacksonville|12031
32236|Jacksonville|12031
32238|Jacksonville|12031
32239|Jacksonville|12031
32240|Jacksonville Beach|12031
32241|Jacksonville|12031
32244|Jacksonville|12031
32245|Jacksonville|12031
32246|Jacksonville|12031
32247|Jacksonville|12031
32250|Jacksonville Beach|12031
32254|Jacksonville|12031
32255|Jacksonville|12031
32256|Jacksonville|12031
32257|Jacksonville|12031
32258|Jacksonville|12031
32259|Saint Johns|12109
32260|Jacksonville|12031
32266|Neptune Beach|12031
32277|Jacksonville|12031
32301|Tallahassee|12073
32302|Tallahassee|12073
32303|Tallahassee|12073
32304|Tallahassee|12073
32305|Tallahassee|12073
32306|Tallahassee|12073
32307|Tallahassee|12073
32308|Tallahassee|12073
32309|Tallahassee|12073
32310|Tallahassee|12073
32311|Tallahassee|12073
32312|Tallahassee|12073
32313|Tallahassee|12073
32314|Tallahassee|12073
32315|Tallahassee|12073
32316|Tallahassee|12073
32317|Tallahassee|12073
32318|Tallahassee|12073
32320|Apalachicola|12037
32321|Bristol|12077
32322|Carrabelle|12037
32323|Lanark Village|12037
32324|Chattahoochee|12039
32326|Crawfordville|12129
32327|Crawfordville|12129
32328|Eastpoint|12037
32329|Apalachicola|12037
32330|Greensboro|12039
32331|Greenville|12079
32332|Gretna|12039
32333|Havana|12039
32334|Hosford|12077
32335|Sumatra|12077
32336|Lamont|12065
32337|Lloyd|12065
32340|Madison|12079
32341|Madison|12079
32343|Midway|12039
32344|Monticello|12065
32345|Monticello|12065
32346|Panacea|12129
32347|Perry|12123
32348|Perry|12123
32350|Pinetta|12079
32351|Quincy|12039
32352|Quincy|12039
32353|Quincy|12039
32355|Saint Marks|12129
32356|Salem|12123
32357|Shady Grove|12123
32358|Sopchoppy|12129
32359|Steinhatchee|12123
32360|Telogia|12077
32361|Wacissa|12065
32362|Woodville|12073
32399|Tallahassee|12073
32401|Panama City|12005
32402|Panama City|12005
32403|Panama City|12005
32404|Panama City|12005
32405|Panama City|12005
32406|Panama City|12005
32407|Panama City Beach|12005
32408|Panama City|12005
32409|Panama City|12005
32410|Mexico Beach|12005
32411|Panama City|12005
32412|Panama City|12005
32413|Panama City Beach|12005
32417|Panama City|12005
32420|Alford|12063
32421|Altha|12013
32422|Argyle|12131
32423|Bascom|12063
32424|Blountstown|12013
32425|Bonifay|12059
32426|Campbellton|12063
32427|Caryville|12133
32428|Chipley|12133
32430|Clarksville|12013
32431|Cottondale|12063
32432|Cypress|12063
32433|Defuniak Springs|12131
32434|Mossy Head|12131
32435|Defuniak Springs|12131
32437|Ebro|12133
32438|Fountain|12005
32439|Freeport|12131
32440|Graceville|12063
32442|Grand Ridge|12063
32443|Greenwood|12063
32444|Lynn Haven|12005
32445|Malone|12063
32446|Marianna|12063
32447|Marianna|12063
32448|Marianna|12063
32449|Wewahitchka|12013
32452|Noma|12059
32455|Ponce De Leon|12131
32456|Port Saint Joe|12045
32457|Port Saint Joe|12045
32459|Santa Rosa Beach|12131
32460|Sneads|12063
32461|Inlet Beach|12131
32462|Vernon|12133
32463|Wausau|12133
32464|Westville|12059
32465|Wewahitchka|12045
32466|Youngstown|12005
32501|Pensacola|12033
32502|Pensacola|12033
32503|Pensacola|12033
32504|Pensacola|12033
32505|Pensacola|12033
32506|Pensacola|12033
32507|Pensacola|12033
32508|Pensacola|12033
32509|Pensacola|12033
32511|Pensacola|12033
32512|Pensacola|12033
32513|Pensacola|12033
32514|Pensacola|12033
32516|Pensacola|12033
32520|Pensacola|12033
32521|Pensacola|12033
32522|Pensacola|12033
32523|Pensacola|12033
32524|Pensacola|12033
32526|Pensacola|12033
32530|Bagdad|12113
32531|Baker|12091
32533|Cantonment|12033
32534|Pensacola|12033
32535|Century|12033
32536|Crestview|12091
32537|Milligan|12091
32538|Paxton|12131
32539|Crestview|12091
32540|Destin|12091
32541|Destin|12091
32542|Eglin AFB|12091
32544|Hurlburt Field|12091
32547|Fort Walton Beach|12091
32548|Fort Walton Beach|12091
32549|Fort Walton Beach|12091
32550|Miramar Beach|12131
32559|Pensacola|12033
32560|Gonzalez|12033
32561|Gulf Breeze|12113
32562|Gulf Breeze|12113
32563|Gulf Breeze|12113
32564|Holt|12091
32565|Jay|12113
32566|Navarre|12113
32567|Laurel Hill|12091
32568|Mc David|12033
32569|Mary Esther|12091
32570|Milton|12113
32571|Milton|12113
32572|Milton|12113
32577|Molino|12033
32578|Niceville|12091
32579|Shalimar|12091
32580|Valparaiso|12091
32583|Milton|12113
32588|Niceville|12091
32591|Pensacola|12033
32601|Gainesville|12001
32602|Gainesville|12001
32603|Gainesville|12001
32604|Gainesville|12001
32605|Gainesville|12001
32606|Gainesville|12001
32607|Gainesville|12001
32608|Gainesville|12001
32609|Gainesville|12001
32610|Gainesville|12001
32611|Gainesville|12001
32612|Gainesville|12001
32614|Gainesville|12001
32615|Alachua|12001
32616|Alachua|12001
32617|Anthony|12083
32618|Archer|12001
32619|Bell|12041
32621|Bronson|12075
32622|Brooker|12007
32625|Cedar Key|12075
32626|Chiefland|12075
32627|Gainesville|12001
32628|Cross City|12029
32631|Earleton|12001
32633|Evinston|12083
32634|Fairfield|12083
32635|Gainesville|12001
32639|Gulf Hammock|12075
32640|Hawthorne|12107
32641|Gainesville|12001
32643|High Springs|12001
32644|Chiefland|12075
32648|Horseshoe Beach|12029
32653|Gainesville|12001
32654|Island Grove|12001
32655|High Springs|12001
32656|Keystone Heights|12019
32658|La Crosse|12001
32662|Lochloosa|12001
32663|Lowell|12083
32664|Mc Intosh|12083
32666|Melrose|12107
32667|Micanopy|12001
32668|Morriston|12075
32669|Newberry|12001
32680|Old Town|12029
32681|Orange Lake|12083
32683|Otter Creek|12075
32686|Reddick|12083
32692|Suwannee|12029
32693|Trenton|12041
32694|Waldo|12001
32696|Williston|12075
32697|Worthington Springs|12125
32701|Altamonte Springs|12117
32702|Altoona|12069
32703|Apopka|12095
32704|Apopka|12095
32706|Cassadaga|12127
32707|Casselberry|12117
32708|Winter Springs|12117
32709|Christmas|12095
32710|Clarcona|12095
32712|Apopka|12095
32713|Debary|12127
32714|Altamonte Springs|12117
32715|Altamonte Springs|12117
32716|Altamonte Springs|12117
32718|Casselberry|12117
32719|Winter Springs|12117
32720|Deland|12127
32721|Deland|12127
32722|Glenwood|12127
32723|Deland|12127
32724|Deland|12127
32725|Deltona|12127
32726|Eustis|12069
32727|Eustis|12069
32728|Deltona|12127
32730|Casselberry|12117
32732|Geneva|12117
32733|Goldenrod|12095
32735|Grand Island|12069
32736|Eustis|12069
32738|Deltona|12127
32739|Deltona|12127
32744|Lake Helen|12127
32745|Mid Florida|12117
32746|Lake Mary|12117
32747|Lake Monroe|12117
32750|Longwood|12117
32751|Maitland|12095
32752|Longwood|12117
32753|Debary|12127
32754|Mims|12009
32756|Mount Dora|12069
32757|Mount Dora|12069
32759|Oak Hill|12127
32762|Oviedo|12117
32763|Orange City|12127
32764|Osteen|12127
32765|Oviedo|12117
32766|Oviedo|12117
32767|Paisley|12069
32768|Plymouth|12095
32771|Sanford|12117
32772|Sanford|12117
32773|Sanford|12117
32774|Orange City|12127
32775|Scottsmoor|12009
32776|Sorrento|12069
32777|Tangerine|12095
32778|Tavares|12069
32779|Longwood|12117
32780|Titusville|12009
32781|Titusville|12009
32783|Titusville|12009
32784|Umatilla|12069
32789|Winter Park|12095
32790|Winter Park|12095
32791|Longwood|12117
32792|Winter Park|12095
32793|Winter Park|12095
32794|Maitland|12095
32795|Lake Mary|12117
32796|Titusville|12009
32798|Zellwood|12095
32799|Mid Florida|12117
32801|Orlando|12095
32802|Orlando|12095
32803|Orlando|12095
32804|Orlando|12095
32805|Orlando|12095
32806|Orlando|12095
32807|Orlando|12095
32808|Orlando|12095
32809|Orlando|12095
32810|Orlando|12095
32811|Orlando|12095
32812|Orlando|12095
32814|Orlando|12095
32815|Orlando|12009
32816|Orlando|12095
32817|Orlando|12095
32818|Orlando|12095
32819|Orlando|12095
32820|Orlando|12095
32821|Orlando|12095
32822|Orlando|12095
32824|Orlando|12095
32825|Orlando|12095
32826|Orlando|12095
32827|Orlando|12095
32828|Orlando|12095
32829|Orlando|12095
32830|Orlando|12095
32831|Orlando|12095
32832|Orlando|12095
32833|Orlando|12095
32834|Orlando|12095
32835|Orlando|12095
32836|Orlando|12095
32837|Orlando|12095
32839|Orlando|12095
32853|Orlando|12095
32854|Orlando|12095
32855|Orlando|12095
32856|Orlando|12095
32857|Orlando|12095
32858|Orlando|12095
32859|Orlando|12095
32860|Orlando|12095
32861|Orlando|12095
32862|Orlando|12095
32867|Orlando|12095
32868|Orlando|12095
32869|Orlando|12095
32872|Orlando|12095
32877|Orlando|12095
32878|Orlando|12095
32885|Orlando|12095
32886|Orlando|12095
32887|Orlando|12095
32891|Orlando|12095
32896|Orlando|12095
32897|Orlando|12095
32899|Orlando|12009
32901|Melbourne|12009
32902|Melbourne|12009
32903|Indialantic|12009
32904|Melbourne|12009
32905|Palm Bay|12009
32906|Palm Bay|12009
32907|Palm Bay|12009
32908|Palm Bay|12009
32909|Palm Bay|12009
32910|Palm Bay|12009
32911|Palm Bay|12009
32912|Melbourne|12009
32919|Melbourne|12009
32920|Cape Canaveral|12009
32922|Cocoa|12009
32923|Cocoa|12009
32924|Cocoa|12009
32925|Patrick AFB|12009
32926|Cocoa|12009
32927|Cocoa|12009
32931|Cocoa Beach|12009
32932|Cocoa Beach|12009
32934|Melbourne|12009
32935|Melbourne|12009
32936|Melbourne|12009
32937|Satellite Beach|12009
32940|Melbourne|12009
32941|Melbourne|12009
32948|Fellsmere|12061
32949|Grant|12009
32950|Malabar|12009
32951|Melbourne Beach|12009
32952|Merritt Island|12009
32953|Merritt Island|12009
32954|Merritt Island|12009
32955|Rockledge|12009
32956|Rockledge|12009
32957|Roseland|12061
32958|Sebastian|12061
32959|Sharpes|12009
32960|Vero Beach|12061
32961|Vero Beach|12061
32962|Vero Beach|12061
32963|Vero Beach|12061
32964|Vero Beach|12061
32965|Vero Beach|12061
32966|Vero Beach|12061
32967|Vero Beach|12061
32968|Vero Beach|12061
32969|Vero Beach|12061
32970|Wabasso|12061
32971|Winter Beach|12061
32976|Sebastian|12009
32978|Sebastian|12061
33001|Long Key|12087
33002|Hialeah|12086
33004|Dania|12011
33008|Hallandale|12011
33009|Hallandale|12011
33010|Hialeah|12086
33011|Hialeah|12086
33012|Hialeah|12086
33013|Hialeah|12086
33014|Hialeah|12086
33015|Hialeah|12086
33016|Hialeah|12086
33017|Hialeah|12086
33018|Hialeah|12086
33019|Hollywood|12011
33020|Hollywood|12011
33021|Hollywood|12011
33022|Hollywood|12011
33023|Hollywood|12011
33024|Hollywood|12011
33025|Hollywood|12011
33026|Hollywood|12011
33027|Hollywood|12011
33028|Pembroke Pines|12011
33029|Hollywood|12011
33030|Homestead|12086
33031|Homestead|12086
33032|Homestead|12086
33033|Homestead|12086
33034|Homestead|12086
33035|Homestead|12086
33036|Islamorada|12087
33037|Key Largo|12087
33039|Homestead|12086
33040|Key West|12087
33041|Key West|12087
33042|Summerland Key|12087
33043|Big Pine Key|12087
33045|Key West|12087
33050|Marathon|12087
33051|Key Colony Beach|12087
33052|Marathon Shores|12087
33054|Opa Locka|12086
33055|Opa Locka|12086
33056|Miami Gardens|12086
33060|Pompano Beach|12011
33061|Pompano Beach|12011
33062|Pompano Beach|12011
33063|Pompano Beach|12011
33064|Pompano Beach|12011
33065|Coral Springs|12011
33066|Pompano Beach|12011
33067|Pompano Beach|12011
33068|Pompano Beach|12011
33069|Pompano Beach|12011
33070|Tavernier|12087
33071|Coral Springs|12011
33072|Pompano Beach|12011
33073|Pompano Beach|12011
33074|Pompano Beach|12011
33075|Coral Springs|12011
33076|Pompano Beach|12011
33077|Pompano Beach|12011
33081|Hollywood|12011
33082|Pembroke Pines|12011
33083|Hollywood|12011
33084|Hollywood|12011
33090|Homestead|12086
33092|Homestead|12086
33093|Margate|12011
33097|Coconut Creek|12011
33101|Miami|12086
33102|Miami|12086
33106|Miami|12086
33109|Miami Beach|12086
33111|Miami|12086
33112|Miami|12086
33114|Coral Gables|12086
33116|Miami|12086
33119|Miami Beach|12086
33122|Miami|12086
33124|Miami|12086
33125|Miami|12086
33126|Miami|12086
33127|Miami|12086
33128|Miami|12086
33129|Miami|12086
33130|Miami|12086
33131|Miami|12086
33132|Miami|12086
33133|Miami|12086
33134|Miami|12086
33135|Miami|12086
33136|Miami|12086
33137|Miami|12086
33138|Miami|12086
33139|Miami Beach|12086
33140|Miami Beach|12086
33141|Miami Beach|12086
33142|Miami|12086
33143|Miami|12086
33144|Miami|12086
33145|Miami|12086
33146|Miami|12086
33147|Miami|12086
33149|Key Biscayne|12086
33150|Miami|12086
33151|Miami|12086
33152|Miami|12086
33153|Miami|12086
33154|Miami Beach|12086
33155|Miami|12086
33156|Miami|12086
33157|Miami|12086
33158|Miami|12086
33160|North Miami Beach|12086
33161|Miami|12086
33162|Miami|12086
33163|Miami|12086
33164|Miami|12086
33165|Miami|12086
33166|Miami|12086
33167|Miami|12086
33168|Miami|12086
33169|Miami|12086
33170|Miami|12086
33172|Miami|12086
33173|Miami|12086
33174|Miami|12086
33175|Miami|12086
33176|Miami|12086
33177|Miami|12086
33178|Miami|12086
33179|Miami|12086
33180|Miami|12086
33181|Miami|12086
33182|Miami|12086
33183|Miami|12086
33184|Miami|12086
33185|Miami|12086
33186|Miami|12086
33187|Miami|12086
33188|Miami|12086
33189|Miami|12086
33190|Miami|12086
33191|Miami|12086
33192|Miami|12086
33193|Miami|12086
33194|Miami|12086
33195|Miami|12086
33196|Miami|12086
33197|Miami|12086
33198|Miami|12086
33199|Miami|12086
33206|Miami|12086
33222|Miami|12086
33231|Miami|12086
33233|Miami|12086
33234|Miami|12086
33238|Miami|12086
33239|Miami Beach|12086
33242|Miami|12086
33243|Miami|12086
33245|Miami|12086
33247|Miami|12086
33255|Miami|12086
33256|Miami|12086
33257|Miami|12086
33261|Miami|12086
33265|Miami|12086
33266|Miami|12086
33269|Miami|12086
33280|Miami|12086
33283|Miami|12086
33296|Miami|12086
33299|Miami|12086
33301|Fort Lauderdale|12011
33302|Fort Lauderdale|12011
33303|Fort Lauderdale|12011
33304|Fort Lauderdale|12011
33305|Fort Lauderdale|12011
33306|Fort Lauderdale|12011
33307|Fort Lauderdale|12011
33308|Fort Lauderdale|12011
33309|Fort Lauderdale|12011
33310|Fort Lauderdale|12011
33311|Fort Lauderdale|12011
33312|Fort Lauderdale|12011
33313|Fort Lauderdale|12011
33314|Fort Lauderdale|12011
33315|Fort Lauderdale|12011
33316|Fort Lauderdale|12011
33317|Fort Lauderdale|12011
33318|Fort Lauderdale|12011
33319|Fort Lauderdale|12011
33320|Fort Lauderdale|12011
33321|Fort Lauderdale|12011
33322|Fort Lauderdale|12011
33323|Fort Lauderdale|12011
33324|Fort Lauderdale|12011
33325|Fort Lauderdale|12011
33326|Fort Lauderdale|12011
33327|Fort Lauderdale|12011
33328|Fort Lauderdale|12011
33329|Fort Lauderdale|12011
33330|Fort Lauderdale|12011
33331|Fort Lauderdale|12011
33332|Fort Lauderdale|12011
33334|Fort Lauderdale|12011
33335|Fort Lauderdale|12011
33336|Fort Lauderdale|12011
33337|Fort Lauderdale|12011
33338|Fort Lauderdale|12011
33339|Fort Lauderdale|12011
33340|Fort Lauderdale|12011
33345|Fort Lauderdale|12011
33346|Fort Lauderdale|12011
33348|Fort Lauderdale|12011
33349|Fort Lauderdale|12011
33351|Fort Lauderdale|12011
33355|Fort Lauderdale|12011
33359|Fort Lauderdale|12011
33388|Plantation|12011
33394|Fort Lauderdale|12011
33401|West Palm Beach|12099
33402|West Palm Beach|12099
33403|West Palm Beach|12099
33404|West Palm Beach|12099
33405|West Palm Beach|12099
33406|West Palm Beach|12099
33407|West Palm Beach|12099
33408|North Palm Beach|12099
33409|West Palm Beach|12099
33410|Palm Beach Gardens|12099
33411|West Palm Beach|12099
33412|West Palm Beach|12099
33413|West Palm Beach|12099
33414|Wellington|12099
33415|West Palm Beach|12099
33416|West Palm Beach|12099
33417|West Palm Beach|12099
33418|Palm Beach Gardens|12099
33419|West Palm Beach|12099
33420|West Palm Beach|12099
33421|Royal Palm Beach|12099
33422|West Palm Beach|12099
33424|Boynton Beach|12099
33425|Boynton Beach|12099
33426|Boynton Beach|12099
33427|Boca Raton|12099
33428|Boca Raton|12099
33429|Boca Raton|12099
33430|Belle Glade|12099
33431|Boca Raton|12099
33432|Boca Raton|12099
33433|Boca Raton|12099
33434|Boca Raton|12099
33435|Boynton Beach|12099
33436|Boynton Beach|12099
33437|Boynton Beach|12099
33438|Canal Point|12099
33440|Clewiston|12051
33441|Deerfield Beach|12011
33442|Deerfield Beach|12011
33443|Deerfield Beach|12011
33444|Delray Beach|12099
33445|Delray Beach|12099
33446|Delray Beach|12099
33448|Delray Beach|12099
33449|Lake Worth|12099
33454|Greenacres|12099
33455|Hobe Sound|12085
33458|Jupiter|12099
33459|Lake Harbor|12099
33460|Lake Worth Beach|12099
33461|Lake Worth|12099
33462|Lake Worth|12099
33463|Lake Worth|12099
33464|Boca Raton|12099
33465|Lake Worth|12099
33466|Lake Worth|12099
33467|Lake Worth|12099
33468|Jupiter|12099
33469|Jupiter|12099
33470|Loxahatchee|12099
33471|Moore Haven|12043
33472|Boynton Beach|12099
33473|Boynton Beach|12099
33474|Boynton Beach|12099
33475|Hobe Sound|12085
33476|Pahokee|12099
33477|Jupiter|12099
33478|Jupiter|12099
33480|Palm Beach|12099
33481|Boca Raton|12099
33482|Delray Beach|12099
33483|Delray Beach|12099
33484|Delray Beach|12099
33486|Boca Raton|12099
33487|Boca Raton|12099
33488|Boca Raton|12099
33493|South Bay|12099
33496|Boca Raton|12099
33497|Boca Raton|12099
33498|Boca Raton|12099
33499|Boca Raton|12099
33503|Balm|12057
33508|Brandon|12057
33509|Brandon|12057
33510|Brandon|12057
33511|Brandon|12057
33513|Bushnell|12119
33514|Center Hill|12119
33521|Coleman|12119
33523|Dade City|12101
33524|Crystal Springs|12101
33525|Dade City|12101
33526|Dade City|12101
33527|Dover|12057
33530|Durant|12057
33534|Gibsonton|12057
33537|Lacoochee|12101
33538|Lake Panasoffkee|12119
33539|Zephyrhills|12101
33540|Zephyrhills|12101
33541|Zephyrhills|12101
33542|Zephyrhills|12101
33543|Wesley Chapel|12101
33544|Wesley Chapel|12101
33545|Wesley Chapel|12101
33547|Lithia|12057
33548|Lutz|12057
33549|Lutz|12057
33550|Mango|12057
33556|Odessa|12057
33558|Lutz|12057
33559|Lutz|12057
33563|Plant City|12057
33564|Plant City|12057
33565|Plant City|12057
33566|Plant City|12057
33567|Plant City|12057
33568|Riverview|12057
33569|Riverview|12057
33570|Ruskin|12057
33571|Sun City Center|12057
33572|Apollo Beach|12057
33573|Sun City Center|12057
33574|Saint Leo|12101
33575|Ruskin|12057
33576|San Antonio|12101
33578|Riverview|12057
33579|Riverview|12057
33583|Seffner|12057
33584|Seffner|12057
33585|Sumterville|12119
33586|Sun City|12057
33587|Sydney|12057
33592|Thonotosassa|12057
33593|Trilby|12101
33594|Valrico|12057
33595|Valrico|12057
33596|Valrico|12057
33597|Webster|12119
33598|Wimauma|12057
33601|Tampa|12057
33602|Tampa|12057
33603|Tampa|12057
33604|Tampa|12057
33605|Tampa|12057
33606|Tampa|12057
33607|Tampa|12057
33608|Tampa|12057
33609|Tampa|12057
33610|Tampa|12057
33611|Tampa|12057
33612|Tampa|12057
33613|Tampa|12057
33614|Tampa|12057
33615|Tampa|12057
33616|Tampa|12057
33617|Tampa|12057
33618|Tampa|12057
33619|Tampa|12057
33620|Tampa|12057
33621|Tampa|12057
33622|Tampa|12057
33623|Tampa|12057
33624|Tampa|12057
33625|Tampa|12057
33626|Tampa|12057
33629|Tampa|12057
33630|Tampa|12057
33631|Tampa|12057
33633|Tampa|12057
33634|Tampa|12057
33635|Tampa|12057
33637|Tampa|12057
33646|Tampa|12057
33647|Tampa|12057
33650|Tampa|12057
33655|Tampa|12057
33660|Tampa|12057
33664|Tampa|12057
33672|Tampa|12057
33673|Tampa|12057
33674|Tampa|12057
33675|Tampa|12057
33677|Tampa|12057
33679|Tampa|12057
33680|Tampa|12057
33681|Tampa|12057
33682|Tampa|12057
33684|Tampa|12057
33685|Tampa|12057
33686|Tampa|12057
33687|Tampa|12057
33688|Tampa|12057
33689|Tampa|12057
33694|Tampa|12057
33701|Saint Petersburg|12103
33702|Saint Petersburg|12103
33703|Saint Petersburg|12103
33704|Saint Petersburg|12103
33705|Saint Petersburg|12103
33706|Saint Petersburg|12103
33707|Saint Petersburg|12103
33708|Saint Petersburg|12103
33709|Saint Petersburg|12103
33710|Saint Petersburg|12103
33711|Saint Petersburg|12103
33712|Saint Petersburg|12103
33713|Saint Petersburg|12103
33714|Saint Petersburg|12103
33715|Saint Petersburg|12103
33716|Saint Petersburg|12103
33729|Saint Petersburg|12103
33730|Saint Petersburg|12103
33731|Saint Petersburg|12103
33732|Saint Petersburg|12103
33733|Saint Petersburg|12103
33734|Saint Petersburg|12103
33736|Saint Petersburg|12103
33738|Saint Petersburg|12103
33740|Saint Petersburg|12103
33741|Saint Petersburg|12103
33742|Saint Petersburg|12103
33743|Saint Petersburg|12103
33744|Bay Pines|12103
33747|Saint Petersburg|12103
33755|Clearwater|12103
33756|Clearwater|12103
33757|Clearwater|12103
33758|Clearwater|12103
33759|Clearwater|12103
33760|Clearwater|12103
33761|Clearwater|12103
33762|Clearwater|12103
33763|Clearwater|12103
33764|Clearwater|12103
33765|Clearwater|12103
33766|Clearwater|12103
33767|Clearwater Beach|12103
33769|Clearwater|12103
33770|Largo|12103
33771|Largo|12103
33772|Seminole|12103
33773|Largo|12103
33774|Largo|12103
33775|Seminole|12103
33776|Seminole|12103
33777|Seminole|12103
33778|Largo|12103
33779|Largo|12103
33780|Pinellas Park|12103
33781|Pinellas Park|12103
33782|Pinellas Park|12103
33784|Saint Petersburg|12103
33785|Indian Rocks Beach|12103
33786|Belleair Beach|12103
33801|Lakeland|12105
33802|Lakeland|12105
33803|Lakeland|12105
33804|Lakeland|12105
33805|Lakeland|12105
33806|Lakeland|12105
33807|Lakeland|12105
33809|Lakeland|12105
33810|Lakeland|12105
33811|Lakeland|12105
33812|Lakeland|12105
33813|Lakeland|12105
33815|Lakeland|12105
33820|Alturas|12105
33823|Auburndale|12105
33825|Avon Park|12055
33826|Avon Park|12055
33827|Babson Park|12105
33830|Bartow|12105
33831|Bartow|12105
33834|Bowling Green|12049
33835|Bradley|12105
33836|Davenport|12105
33837|Davenport|12105
33838|Dundee|12105
33839|Eagle Lake|12105
33840|Eaton Park|12105
33841|Fort Meade|12105
33843|Frostproof|12105
33844|Haines City|12105
33845|Haines City|12105
33846|Highland City|12105
33847|Homeland|12105
33848|Intercession City|12097
33849|Kathleen|12105
33850|Lake Alfred|12105
33851|Lake Hamilton|12105
33852|Lake Placid|12055
33853|Lake Wales|12105
33854|Lakeshore|12105
33855|Indian Lake Estates|12105
33856|Nalcrest|12105
33857|Lorida|12055
33858|Loughman|12105
33859|Lake Wales|12105
33860|Mulberry|12105
33862|Lake Placid|12055
33863|Nichols|12105
33865|Ona|12049
33867|River Ranch|12105
33868|Polk City|12105
33870|Sebring|12055
33871|Sebring|12055
33872|Sebring|12055
33873|Wauchula|12049
33875|Sebring|12055
33876|Sebring|12055
33877|Waverly|12105
33880|Winter Haven|12105
33881|Winter Haven|12105
33882|Winter Haven|12105
33883|Winter Haven|12105
33884|Winter Haven|12105
33885|Winter Haven|12105
33888|Winter Haven|12105
33890|Zolfo Springs|12049
33896|Davenport|12105
33897|Davenport|12105
33898|Lake Wales|12105
33901|Fort Myers|12071
33902|Fort Myers|12071
33903|North Fort Myers|12071
33904|Cape Coral|12071
33905|Fort Myers|12071
33906|Fort Myers|12071
33907|Fort Myers|12071
33908|Fort Myers|12071
33909|Cape Coral|12071
33910|Cape Coral|12071
33911|Fort Myers|12071
33912|Fort Myers|12071
33913|Fort Myers|12071
33914|Cape Coral|12071
33915|Cape Coral|12071
33916|Fort Myers|12071
33917|North Fort Myers|12071
33918|North Fort Myers|12071
33919|Fort Myers|12071
33920|Alva|12071
33921|Boca Grande|12071
33922|Bokeelia|12071
33924|Captiva|12071
33927|El Jobean|12015
33928|Estero|12071
33929|Estero|12071
33930|Felda|12051
33931|Fort Myers Beach|12071
33932|Fort Myers Beach|12071
33935|Labelle|12051
33936|Lehigh Acres|12071
33938|Murdock|12015
33944|Palmdale|12043
33945|Pineland|12071
33946|Placida|12015
33947|Rotonda West|12015
33948|Port Charlotte|12015
33949|Port Charlotte|12015
33950|Punta Gorda|12015
33951|Punta Gorda|12015
33952|Port Charlotte|12015
33953|Port Charlotte|12015
33954|Port Charlotte|12015
33955|Punta Gorda|12015
33956|Saint James City|12071
33957|Sanibel|12071
33960|Venus|12055
33965|Fort Myers|12071
33966|Fort Myers|12071
33967|Fort Myers|12071
33970|Lehigh Acres|12071
33971|Lehigh Acres|12071
33972|Lehigh Acres|12071
33973|Lehigh Acres|12071
33974|Lehigh Acres|12071
33975|Labelle|12051
33976|Lehigh Acres|12071
33980|Punta Gorda|12015
33981|Port Charlotte|12015
33982|Punta Gorda|12015
33983|Punta Gorda|12015
33990|Cape Coral|12071
33991|Cape Coral|12071
33993|Cape Coral|12071
33994|Fort Myers|12071
34101|Naples|12021
34102|Naples|12021
34103|Naples|12021
34104|Naples|12021
34105|Naples|12021
34106|Naples|12021
34107|Naples|12021
34108|Naples|12021
34109|Naples|12021
34110|Naples|12021
34112|Naples|12021
34113|Naples|12021
34114|Naples|12021
34116|Naples|12021
34117|Naples|12021
34119|Naples|12021
34120|Naples|12021
34133|Bonita Springs|12071
34134|Bonita Springs|12071
34135|Bonita Springs|12071
34136|Bonita Springs|12071
34137|Copeland|12021
34138|Chokoloskee|12021
34139|Everglades City|12021
34140|Goodland|12021
34141|Ochopee|12021
34142|Immokalee|12021
34143|Immokalee|12021
34145|Marco Island|12021
34146|Marco Island|12021
34201|Bradenton|12081
34202|Bradenton|12081
34203|Bradenton|12081
34204|Bradenton|12081
34205|Bradenton|12081
34206|Bradenton|12081
34207|Bradenton|12081
34208|Bradenton|12081
34209|Bradenton|12081
34210|Bradenton|12081
34211|Bradenton|12081
34212|Bradenton|12081
34215|Cortez|12081
34216|Anna Maria|12081
34217|Bradenton Beach|12081
34218|Holmes Beach|12081
34219|Parrish|12081
34220|Palmetto|12081
34221|Palmetto|12081
34222|Ellenton|12081
34223|Englewood|12115
34224|Englewood|12015
34228|Longboat Key|12115
34229|Osprey|12115
34230|Sarasota|12115
34231|Sarasota|12115
34232|Sarasota|12115
34233|Sarasota|12115
34234|Sarasota|12115
34235|Sarasota|12115
34236|Sarasota|12115
34237|Sarasota|12115
34238|Sarasota|12115
34239|Sarasota|12115
34240|Sarasota|12115
34241|Sarasota|12115
34242|Sarasota|12115
34243|Sarasota|12081
34249|Sarasota|12115
34250|Terra Ceia|12081
34251|Myakka City|12081
34260|Sarasota|12115
34264|Oneco|12081
34265|Arcadia|12027
34266|Arcadia|12027
34267|Fort Ogden|12027
34268|Nocatee|12027
34269|Arcadia|12027
34270|Tallevast|12081
34272|Laurel|12115
34274|Nokomis|12115
34275|Nokomis|12115
34276|Sarasota|12115
34277|Sarasota|12115
34280|Bradenton|12081
34281|Bradenton|12081
34282|Bradenton|12081
34284|Venice|12115
34285|Venice|12115
34286|North Port|12115
34287|North Port|12115
34288|North Port|12115
34289|North Port|12115
34290|North Port|12115
34291|North Port|12115
34292|Venice|12115
34293|Venice|12115
34295|Englewood|12115
34420|Belleview|12083
34421|Belleview|12083
34423|Crystal River|12017
34428|Crystal River|12017
34429|Crystal River|12017
34430|Dunnellon|12083
34431|Dunnellon|12083
34432|Dunnellon|12083
34433|Dunnellon|12017
34434|Dunnellon|12017
34436|Floral City|12017
34441|Hernando|12017
34442|Hernando|12017
34445|Holder|12017
34446|Homosassa|12017
34447|Homosassa Springs|12017
34448|Homosassa|12017
34449|Inglis|12075
34450|Inverness|12017
34451|Inverness|12017
34452|Inverness|12017
34453|Inverness|12017
34460|Lecanto|12017
34461|Lecanto|12017
34464|Beverly Hills|12017
34465|Beverly Hills|12017
34470|Ocala|12083
34471|Ocala|12083
34472|Ocala|12083
34473|Ocala|12083
34474|Ocala|12083
34475|Ocala|12083
34476|Ocala|12083
34477|Ocala|12083
34478|Ocala|12083
34479|Ocala|12083
34480|Ocala|12083
34481|Ocala|12083
34482|Ocala|12083
34483|Ocala|12083
34484|Oxford|12119
34487|Homosassa|12017
34488|Silver Springs|12083
34489|Silver Springs|12083
34491|Summerfield|12083
34492|Summerfield|12083
34498|Yankeetown|12075
34601|Brooksville|12053
34602|Brooksville|12053
34603|Brooksville|12053
34604|Brooksville|12053
34605|Brooksville|12053
34606|Spring Hill|12053
34607|Spring Hill|12053
34608|Spring Hill|12053
34609|Spring Hill|12053
34610|Spring Hill|12101
34611|Spring Hill|12053
34613|Brooksville|12053
34614|Brooksville|12053
34636|Istachatta|12053
34637|Land O Lakes|12101
34638|Land O Lakes|12101
34639|Land O Lakes|12101
34652|New Port Richey|12101
34653|New Port Richey|12101
34654|New Port Richey|12101
34655|New Port Richey|12101
34656|New Port Richey|12101
34660|Ozona|12103
34661|Nobleton|12053
34667|Hudson|12101
34668|Port Richey|12101
34669|Hudson|12101
34673|Port Richey|12101
34674|Hudson|12101
34677|Oldsmar|12103
34679|Aripeka|12101
34680|Elfers|12101
34681|Crystal Beach|12103
34682|Palm Harbor|12103
34683|Palm Harbor|12103
34684|Palm Harbor|12103
34685|Palm Harbor|12103
34688|Tarpon Springs|12103
34689|Tarpon Springs|12103
34690|Holiday|12101
34691|Holiday|12101
34692|Holiday|12101
34695|Safety Harbor|12103
34697|Dunedin|12103
34698|Dunedin|12103
34705|Astatula|12069
34711|Clermont|12069
34712|Clermont|12069
34713|Clermont|12069
34714|Clermont|12069
34715|Clermont|12069
34729|Ferndale|12069
34731|Fruitland Park|12069
34734|Gotha|12095
34736|Groveland|12069
34737|Howey In The Hills|12069
34739|Kenansville|12097
34740|Killarney|12095
34741|Kissimmee|12097
34742|Kissimmee|12097
34743|Kissimmee|12097
34744|Kissimmee|12097
34745|Kissimmee|12097
34746|Kissimmee|12097
34747|Kissimmee|12097
34748|Leesburg|12069
34749|Leesburg|12069
34753|Mascotte|12069
34755|Minneola|12069
34756|Montverde|12069
34758|Kissimmee|12097
34759|Kissimmee|12105
34760|Oakland|12095
34761|Ocoee|12095
34762|Okahumpka|12069
34769|Saint Cloud|12097
34770|Saint Cloud|12097
34771|Saint Cloud|12097
34772|Saint Cloud|12097
34773|Saint Cloud|12097
34777|Winter Garden|12095
34778|Winter Garden|12095
34785|Wildwood|12119
34786|Windermere|12095
34787|Winter Garden|12095
34788|Leesburg|12069
34789|Leesburg|12069
34797|Yalaha|12069
34945|Fort Pierce|12111
34946|Fort Pierce|12111
34947|Fort Pierce|12111
34948|Fort Pierce|12111
34949|Fort Pierce|12111
34950|Fort Pierce|12111
34951|Fort Pierce|12111
34952|Port Saint Lucie|12111
34953|Port Saint Lucie|12111
34954|Fort Pierce|12111
34956|Indiantown|12085
34957|Jensen Beach|12085
34958|Jensen Beach|12085
34972|Okeechobee|12093
34973|Okeechobee|12093
34974|Okeechobee|12093
34979|Fort Pierce|12111
34981|Fort Pierce|12111
34982|Fort Pierce|12111
34983|Port Saint Lucie|12111
34984|Port Saint Lucie|12111
34985|Port Saint Lucie|12111
34986|Port Saint Lucie|12111
34987|Port Saint Lucie|12111
34988|Port Saint Lucie|12111
34990|Palm City|12085
34991|Palm City|12085
34992|Port Salerno|12085
34994|Stuart|12085
34995|Stuart|12085
34996|Stuart|12085
34997|Stuart|12085
35004|Moody|01115
35005|Adamsville|01073
35006|Adger|01073
35007|Alabaster|01117
35010|Alexander City|01123
35011|Alexander City|01123
35013|Allgood|01009
35014|Alpine|01121
35015|Alton|01073
35016|Arab|01095
35019|Baileyton|01043
35020|Bessemer|01073
35021|Bessemer|01073
35022|Bessemer|01073
35023|Bessemer|01073
35031|Blountsville|01009
35032|Bon Air|01121
35033|Bremen|01043
35034|Brent|01007
35035|Brierfield|01007
35036|Brookside|01073
35038|Burnwell|01127
35040|Calera|01117
35042|Centreville|01007
35043|Chelsea|01117
35044|Childersburg|01121
35045|Clanton|01021
35046|Clanton|01021
35048|Clay|01073
35049|Cleveland|01009
35051|Columbiana|01117
35052|Cook Springs|01115
35053|Crane Hill|01043
35054|Cropwell|01115
35055|Cullman|01043
35056|Cullman|01043
35057|Cullman|01043
35058|Cullman|01043
35060|Docena|01073
35061|Dolomite|01073
35062|Dora|01073
35063|Empire|01127
35064|Fairfield|01073
35068|Fultondale|01073
35070|Garden City|01043
35071|Gardendale|01073
35072|Goodwater|01037
35073|Graysville|01073
35074|Green Pond|01007
35077|Hanceville|01043
35078|Harpersville|01117
35079|Hayden|01009
35080|Helena|01117
35082|Hollins|01027
35083|Holly Pond|01043
35085|Jemison|01021
35087|Joppa|01043
35089|Kellyton|01037
35091|Kimberly|01073
35094|Leeds|01073
35096|Lincoln|01121
35097|Locust Fork|01009
35098|Logan|01043
35111|Mc Calla|01125
35112|Margaret|01115
35114|Alabaster|01117
35115|Montevallo|01117
35116|Morris|01073
35117|Mount Olive|01073
35118|Mulga|01073
35119|New Castle|01073
35120|Odenville|01115
35121|Oneonta|01009
35123|Palmerdale|01073
35124|Pelham|01117
35125|Pell City|01115
35126|Pinson|01073
35127|Pleasant Grove|01073
35128|Pell City|01115
35130|Quinton|01127
35131|Ragland|01115
35133|Remlap|01009
35135|Riverside|01115
35136|Rockford|01037
35137|Saginaw|01117
35139|Sayre|01073
35142|Shannon|01073
35143|Shelby|01117
35144|Siluria|01117
35146|Springville|01115
35147|Sterrett|01117
35148|Sumiton|01127
35149|Sycamore|01121
35150|Sylacauga|01121
35151|Sylacauga|01121
35160|Talladega|01121
35161|Talladega|01121
35171|Thorsby|01021
35172|Trafford|01009
35173|Trussville|01073
35175|Union Grove|01095
35176|Vandiver|01117
35178|Vincent|01117
35179|Vinemont|01043
35180|Warrior|01073
35181|Watson|01073
35182|Wattsville|01115
35183|Weogufka|01037
35184|West Blocton|01007
35185|Westover|01117
35186|Wilsonville|01117
35187|Wilton|01117
35188|Woodstock|01007
35201|Birmingham|01073
35202|Birmingham|01073
35203|Birmingham|01073
35204|Birmingham|01073
35205|Birmingham|01073
35206|Birmingham|01073
35207|Birmingham|01073
35208|Birmingham|01073
35209|Birmingham|01073
35210|Birmingham|01073
35211|Birmingham|01073
35212|Birmingham|01073
35213|Birmingham|01073
35214|Birmingham|01073
35215|Birmingham|01073
35216|Birmingham|01073
35217|Birmingham|01073
35218|Birmingham|01073
35219|Birmingham|01073
35220|Birmingham|01073
35221|Birmingham|01073
35222|Birmingham|01073
35223|Birmingham|01073
35224|Birmingham|01073
35226|Birmingham|01073
35228|Birmingham|01073
35229|Birmingham|01073
35231|Birmingham|01073
35232|Birmingham|01073
35233|Birmingham|01073
35234|Birmingham|01073
35235|Birmingham|01073
35236|Birmingham|01073
35237|Birmingham|01073
35238|Birmingham|01073
35242|Birmingham|01117
35243|Birmingham|01073
35244|Birmingham|01073
35246|Birmingham|01073
35249|Birmingham|01073
35253|Birmingham|01073
35254|Birmingham|01073
35255|Birmingham|01073
35259|Birmingham|01073
35260|Birmingham|01073
35261|Birmingham|01073
35266|Birmingham|01073
35270|Birmingham|01069
35282|Birmingham|01073
35283|Birmingham|01073
35285|Birmingham|01073
35287|Birmingham|01073
35288|Birmingham|01073
35290|Birmingham|01073
35291|Birmingham|01073
35292|Birmingham|01073
35293|Birmingham|01073
35294|Birmingham|01073
35295|Birmingham|01073
35296|Birmingham|01073
35297|Birmingham|01073
35298|Birmingham|01073
35401|Tuscaloosa|01125
35402|Tuscaloosa|01125
35403|Tuscaloosa|01125
35404|Tuscaloosa|01125
35405|Tuscaloosa|01125
35406|Tuscaloosa|01125
35407|Tuscaloosa|01125
35440|Abernant|01125
35441|Akron|01065
35442|Aliceville|01107
35443|Boligee|01063
35444|Brookwood|01125
35446|Buhl|01125
35447|Carrollton|01107
35448|Clinton|01063
35449|Coaling|01125
35452|Coker|01125
35453|Cottondale|01125
35456|Duncanville|01125
35457|Echola|01125
35458|Elrod|01125
35459|Emelle|01119
35460|Epes|01119
35461|Ethelsville|01107
35462|Eutaw|01063
35463|Fosters|01125
35464|Gainesville|01119
35466|Gordo|01107
35469|Knoxville|01063
35470|Livingston|01119
35471|Mc Shan|01107
35473|Northport|01125
35474|Moundville|01065
35475|Northport|01125
35476|Northport|01125
35477|Panola|01119
35478|Peterson|01125
35480|Ralph|01125
35481|Reform|01107
35482|Samantha|01125
35486|Tuscaloosa|01125
35487|Tuscaloosa|01125
35490|Vance|01125
35491|West Greene|01063
35501|Jasper|01127
35502|Jasper|01127
35503|Jasper|01127
35504|Jasper|01127
35540|Addison|01133
35541|Arley|01133
35542|Bankston|01057
35543|Bear Creek|01093
35544|Beaverton|01075
35545|Belk|01057
35546|Berry|01057
35548|Brilliant|01093
35549|Carbon Hill|01127
35550|Cordova|01127
35551|Delmar|01133
35552|Detroit|01075
35553|Double Springs|01133
35554|Eldridge|01057
35555|Fayette|01057
35559|Glen Allen|01057
35560|Goodsprings|01127
35563|Guin|01093
35564|Hackleburg|01093
35565|Haleyville|01133
35570|Hamilton|01093
35571|Hodges|01059
35572|Houston|01133
35573|Kansas|01127
35574|Kennedy|01075
35575|Lynn|01133
35576|Millport|01075
35577|Natural Bridge|01133
35578|Nauvoo|01127
35579|Oakman|01127
35580|Parrish|01127
35581|Phil Campbell|01059
35582|Red Bay|01059
35584|Sipsey|01127
35585|Spruce Pine|01059
35586|Sulligent|01075
35587|Townley|01127
35592|Vernon|01075
35593|Vina|01059
35594|Winfield|01093
35601|Decatur|01103
35602|Decatur|01103
35603|Decatur|01103
35609|Decatur|01103
35610|Anderson|01077
35611|Athens|01083
35612|Athens|01083
35613|Athens|01083
35614|Athens|01083
35615|Belle Mina|01083
35616|Cherokee|01033
35617|Cloverdale|01077
35618|Courtland|01079
35619|Danville|01103
35620|Elkmont|01083
35621|Eva|01103
35622|Falkville|01103
35630|Florence|01077
35631|Florence|01077
35632|Florence|01077
35633|Florence|01077
35634|Florence|01077
35640|Hartselle|01103
35643|Hillsboro|01079
35645|Killen|01077
35646|Leighton|01033
35647|Lester|01083
35648|Lexington|01077
35649|Mooresville|01083
35650|Moulton|01079
35651|Mount Hope|01079
35652|Rogersville|01077
35653|Russellville|01059
35654|Russellville|01059
35660|Sheffield|01033
35661|Muscle Shoals|01033
35662|Muscle Shoals|01033
35670|Somerville|01103
35671|Tanner|01083
35672|Town Creek|01079
35673|Trinity|01103
35674|Tuscumbia|01033
35677|Waterloo|01077
35699|Decatur|01103
35739|Ardmore|01083
35740|Bridgeport|01071
35741|Brownsboro|01089
35742|Capshaw|01083
35744|Dutton|01071
35745|Estillfork|01071
35746|Fackler|01071
35747|Grant|01095
35748|Gurley|01089
35749|Harvest|01089
35750|Hazel Green|01089
35751|Hollytree|01071
35752|Hollywood|01071
35754|Laceys Spring|01103
35755|Langston|01095
35756|Madison|01083
35757|Madison|01089
35758|Madison|01089
35759|Meridianville|01089
35760|New Hope|01089
35761|New Market|01089
35762|Normal|01089
35763|Owens Cross Roads|01089
35764|Paint Rock|01071
35765|Pisgah|01071
35766|Princeton|01071
35767|Ryland|01089
35768|Scottsboro|01071
35769|Scottsboro|01071
35771|Section|01071
35772|Stevenson|01071
35773|Toney|01089
35774|Trenton|01071
35775|Valhermoso Springs|01103
35776|Woodville|01071
35801|Huntsville|01089
35802|Huntsville|01089
35803|Huntsville|01089
35804|Huntsville|01089
35805|Huntsville|01089
35806|Huntsville|01089
35807|Huntsville|01089
35808|Huntsville|01089
35809|Huntsville|01089
35810|Huntsville|01089
35811|Huntsville|01089
35812|Huntsville|01089
35813|Huntsville|01089
35814|Huntsville|01089
35815|Huntsville|01089
35816|Huntsville|01089
35824|Huntsville|01089
35893|Huntsville|01089
35894|Huntsville|01089
35895|Huntsville|01089
35896|Huntsville|01089
35897|Huntsville|01089
35898|Huntsville|01089
35899|Huntsville|01089
35901|Gadsden|01055
35902|Gadsden|01055
35903|Gadsden|01055
35904|Gadsden|01055
35905|Gadsden|01055
35906|Rainbow City|01055
35907|Gadsden|01055
35950|Albertville|01095
35951|Albertville|01095
35952|Altoona|01055
35953|Ashville|01115
35954|Attalla|01055
35956|Boaz|01055
35957|Boaz|01095
35958|Bryant|01071
35959|Cedar Bluff|01019
35960|Centre|01019
35961|Collinsville|01049
35962|Crossville|01049
35963|Dawson|01049
35964|Douglas|01095
35966|Flat Rock|01071
35967|Fort Payne|01049
35968|Fort Payne|01049
35971|Fyffe|01049
35972|Gallant|01055
35973|Gaylesville|01019
35974|Geraldine|01049
35975|Groveoak|01049
35976|Guntersville|01095
35978|Henagar|01049
35979|Higdon|01049
35980|Horton|01095
35981|Ider|01049
35983|Leesburg|01019
35984|Mentone|01049
35986|Rainsville|01049
35987|Steele|01115
35988|Sylvania|01049
35989|Valley Head|01049
35990|Walnut Grove|01055
36003|Autaugaville|01001
36005|Banks|01109
36006|Billingsley|01001
36008|Booth|01001
36009|Brantley|01041
36010|Brundidge|01109
36013|Cecil|01101
36015|Chapman|01013
36016|Clayton|01005
36017|Clio|01005
36020|Coosada|01051
36022|Deatsville|01051
36023|East Tallassee|01123
36024|Eclectic|01051
36025|Elmore|01051
36026|Equality|01037
36027|Eufaula|01005
36028|Dozier|01039
36029|Fitzpatrick|01011
36030|Forest Home|01013
36031|Fort Davis|01087
36032|Fort Deposit|01085
36033|Georgiana|01013
36034|Glenwood|01109
36035|Goshen|01109
36036|Grady|01101
36037|Greenville|01013
36038|Gantt|01039
36039|Hardaway|01087
36040|Hayneville|01085
36041|Highland Home|01041
36042|Honoraville|01041
36043|Hope Hull|01101
36045|Kent|01051
36046|Lapine|01041
36047|Letohatchee|01085
36048|Louisville|01005
36049|Luverne|01041
36051|Marbury|01001
36052|Mathews|01101
36053|Midway|01011
36054|Millbrook|01051
36057|Mount Meigs|01101
36061|Perote|01011
36062|Petrey|01041
36064|Pike Road|01101
36065|Pine Level|01101
36066|Prattville|01001
36067|Prattville|01001
36068|Prattville|01001
36069|Ramer|01101
36071|Rutledge|01041
36072|Eufaula|01005
36075|Shorter|01087
36078|Tallassee|01051
36079|Troy|01109
36080|Titus|01051
36081|Troy|01109
36082|Troy|01109
36083|Tuskegee|01087
36087|Tuskegee Institute|01087
36088|Tuskegee Institute|01087
36089|Union Springs|01011
36091|Verbena|01021
36092|Wetumpka|01051
36093|Wetumpka|01051
36101|Montgomery|01101
36102|Montgomery|01101
36103|Montgomery|01101
36104|Montgomery|01101
36105|Montgomery|01101
36106|Montgomery|01101
36107|Montgomery|01101
36108|Montgomery|01101
36109|Montgomery|01101
36110|Montgomery|01101
36111|Montgomery|01101
36112|Montgomery|01101
36113|Montgomery|01101
36114|Montgomery|01101
36115|Montgomery|01101
36116|Montgomery|01101
36117|Montgomery|01101
36118|Montgomery|01101
36119|Montgomery|01101
36120|Montgomery|01101
36121|Montgomery|01101
36123|Montgomery|01101
36124|Montgomery|01101
36125|Montgomery|01101
36130|Montgomery|01101
36131|Montgomery|01101
36132|Montgomery|01101
36135|Montgomery|01101
36140|Montgomery|01101
36141|Montgomery|01101
36142|Montgomery|01101
36177|Montgomery|01101
36191|Montgomery|01101
36201|Anniston|01015
36202|Anniston|01015
36203|Oxford|01015
36204|Anniston|01015
36205|Anniston|01015
36206|Anniston|01015
36207|Anniston|01015
36250|Alexandria|01015
36251|Ashland|01027
36253|Bynum|01015
36254|Choccolocco|01015
36255|Cragford|01027
36256|Daviston|01123
36257|De Armanville|01015
36258|Delta|01027
36260|Eastaboga|01015
36261|Edwardsville|01029
36262|Fruithurst|01029
36263|Graham|01111
36264|Heflin|01029
36265|Jacksonville|01015
36266|Lineville|01027
36267|Millerville|01027
36268|Munford|01121
36269|Muscadine|01029
36271|Ohatchee|01015
36272|Piedmont|01015
36273|Ranburne|01029
36274|Roanoke|01111
36275|Spring Garden|01019
36276|Wadley|01111
36277|Weaver|01015
36278|Wedowee|01111
36279|Wellington|01015
36280|Woodland|01111
36301|Dothan|01069
36302|Dothan|01069
36303|Dothan|01069
36304|Dothan|01069
36305|Dothan|01069
36310|Abbeville|01067
36311|Ariton|01045
36312|Ashford|01069
36313|Bellwood|01061
36314|Black|01061
36316|Chancellor|01061
36317|Clopton|01067
36318|Coffee Springs|01061
36319|Columbia|01069
36320|Cottonwood|01069
36321|Cowarts|01069
36322|Daleville|01045
36323|Elba|01031
36330|Enterprise|01031
36331|Enterprise|01031
36340|Geneva|01061
36343|Gordon|01069
36344|Hartford|01061
36345|Headland|01067
36346|Jack|01031
36349|Malvern|01061
36350|Midland City|01045
36351|New Brockton|01031
36352|Newton|01069
36353|Newville|01067
36360|Ozark|01045
36361|Ozark|01045
36362|Fort Rucker|01045
36370|Pansey|01069
36371|Pinckard|01045
36373|Shorterville|01067
36374|Skipperville|01045
36375|Slocomb|01061
36376|Webb|01069
36401|Evergreen|01035
36420|Andalusia|01039
36421|Andalusia|01039
36425|Beatrice|01099
36426|Brewton|01053
36427|Brewton|01053
36429|Brooklyn|01035
36432|Castleberry|01035
36435|Coy|01131
36436|Dickinson|01025
36439|Excel|01099
36441|Flomaton|01053
36442|Florala|01039
36444|Franklin|01099
36445|Frisco City|01099
36446|Fulton|01025
36449|Uriah|01099
36451|Grove Hill|01025
36453|Kinston|01039
36454|Lenox|01035
36455|Lockhart|01039
36456|Mc Kenzie|01013
36457|Megargel|01099
36458|Mexia|01099
36460|Monroeville|01099
36461|Monroeville|01099
36467|Opp|01039
36470|Perdue Hill|01099
36471|Peterman|01099
36473|Range|01035
36474|Red Level|01039
36475|Repton|01035
36476|River Falls|01039
36477|Samson|01061
36480|Uriah|01099
36481|Vredenburgh|01099
36482|Whatley|01025
36483|Wing|01039
36502|Atmore|01053
36503|Atmore|01053
36504|Atmore|01053
36505|Axis|01097
36507|Bay Minette|01003
36509|Bayou La Batre|01097
36511|Bon Secour|01003
36512|Bucks|01097
36513|Calvert|01129
36518|Chatom|01129
36521|Chunchula|01097
36522|Citronelle|01097
36523|Coden|01097
36524|Coffeeville|01025
36525|Creola|01097
36526|Daphne|01003
36527|Daphne|01003
36528|Dauphin Island|01097
36529|Deer Park|01129
36530|Elberta|01003
36532|Fairhope|01003
36533|Fairhope|01003
36535|Foley|01003
36536|Foley|01003
36538|Frankville|01129
36539|Fruitdale|01129
36540|Gainestown|01025
36541|Grand Bay|01097
36542|Gulf Shores|01003
36543|Huxford|01053
36544|Irvington|01097
36545|Jackson|01025
36547|Gulf Shores|01003
36548|Leroy|01129
36549|Lillian|01003
36550|Little River|01003
36551|Loxley|01003
36553|Mc Intosh|01129
36555|Magnolia Springs|01003
36556|Malcolm|01129
36558|Millry|01129
36559|Montrose|01003
36560|Mount Vernon|01097
36561|Orange Beach|01003
36562|Perdido|01003
36564|Point Clear|01003
36567|Robertsdale|01003
36568|Saint Elmo|01097
36569|Saint Stephens|01129
36571|Saraland|01097
36572|Satsuma|01097
36574|Seminole|01003
36575|Semmes|01097
36576|Silverhill|01003
36577|Spanish Fort|01003
36578|Stapleton|01003
36579|Stockton|01003
36580|Summerdale|01003
36581|Sunflower|01129
36582|Theodore|01097
36583|Tibbie|01129
36584|Vinegar Bend|01129
36585|Wagarville|01129
36587|Wilmer|01097
36590|Theodore|01097
36601|Mobile|01097
36602|Mobile|01097
36603|Mobile|01097
36604|Mobile|01097
36605|Mobile|01097
36606|Mobile|01097
36607|Mobile|01097
36608|Mobile|01097
36609|Mobile|01097
36610|Mobile|01097
36611|Mobile|01097
36612|Mobile|01097
36613|Eight Mile|01097
36615|Mobile|01097
36616|Mobile|01097
36617|Mobile|01097
36618|Mobile|01097
36619|Mobile|01097
36628|Mobile|01097
36633|Mobile|01097
36640|Mobile|01097
36641|Mobile|01097
36644|Mobile|01097
36652|Mobile|01097
36660|Mobile|01097
36663|Mobile|01097
36670|Mobile|01097
36671|Mobile|01097
36675|Mobile|01097
36685|Mobile|01097
36688|Mobile|01097
36689|Mobile|01097
36691|Mobile|01097
36693|Mobile|01097
36695|Mobile|01097
36701|Selma|01047
36702|Selma|01047
36703|Selma|01047
36720|Alberta|01131
36722|Arlington|01131
36723|Boykin|01131
36726|Camden|01131
36727|Campbell|01025
36728|Catherine|01131
36732|Demopolis|01091
36736|Dixons Mills|01091
36738|Faunsdale|01091
36740|Forkland|01063
36741|Furman|01131
36742|Gallion|01091
36744|Greensboro|01065
36745|Jefferson|01091
36748|Linden|01091
36749|Jones|01001
36750|Maplesville|01021
36751|Lower Peach Tree|01099
36752|Lowndesboro|01085
36753|Mc Williams|01099
36754|Magnolia|01091
36756|Marion|01105
36758|Plantersville|01047
36759|Marion Junction|01047
36761|Minter|01047
36763|Myrtlewood|01091
36764|Nanafalia|01091
36765|Newbern|01065
36766|Oak Hill|01131
36767|Orrville|01047
36768|Pine Apple|01131
36769|Pine Hill|01131
36773|Safford|01047
36775|Sardis|01047
36776|Sawyerville|01065
36782|Sweet Water|01091
36783|Thomaston|01091
36784|Thomasville|01025
36785|Tyler|01085
36786|Uniontown|01105
36790|Stanton|01021
36792|Randolph|01007
36793|Lawley|01007
36801|Opelika|01081
36802|Opelika|01081
36803|Opelika|01081
36804|Opelika|01081
36830|Auburn|01081
36831|Auburn|01081
36832|Auburn|01081
36849|Auburn University|01081
36850|Camp Hill|01123
36851|Cottonton|01113
36852|Cusseta|01081
36853|Dadeville|01123
36854|Valley|01017
36855|Five Points|01017
36856|Fort Mitchell|01113
36858|Hatchechubbee|01113
36859|Holy Trinity|01113
36860|Hurtsboro|01113
36861|Jacksons Gap|01123
36862|Lafayette|01017
36863|Lanett|01017
36865|Loachapoka|01081
36866|Notasulga|01087
36867|Phenix City|01113
36868|Phenix City|01113
36869|Phenix City|01113
36870|Phenix City|01081
36871|Pittsview|01113
36872|Valley|01017
36874|Salem|01081
36875|Seale|01113
36877|Smiths Station|01081
36879|Waverly|01081
36901|Bellamy|01119
36904|Butler|01023
36907|Cuba|01119
36908|Gilbertown|01023
36910|Jachin|01023
36912|Lisman|01023
36913|Melvin|01023
36915|Needham|01023
36916|Pennington|01023
36919|Silas|01023
36921|Toxey|01023
36922|Ward|01023
36925|York|01119
37010|Adams|47125
37011|Antioch|47037
37012|Alexandria|47041
37013|Antioch|47037
37014|Arrington|47187
37015|Ashland City|47021
37016|Auburntown|47015
37018|Beechgrove|47031
37019|Belfast|47117
37020|Bell Buckle|47003
37022|Bethpage|47165
37023|Big Rock|47161
37024|Brentwood|47187
37025|Bon Aqua|47081
37026|Bradyville|47015
37027|Brentwood|47187
37028|Bumpus Mills|47161
37029|Burns|47043
37030|Carthage|47159
37031|Castalian Springs|47165
37032|Cedar Hill|47147
37033|Centerville|47081
37034|Chapel Hill|47117
37035|Chapmansboro|47021
37036|Charlotte|47043
37037|Christiana|47149
37040|Clarksville|47125
37041|Clarksville|47125
37042|Clarksville|47125
37043|Clarksville|47125
37044|Clarksville|47125
37046|College Grove|47187
37047|Cornersville|47117
37048|Cottontown|47165
37049|Cross Plains|47147
37050|Cumberland City|47161
37051|Cumberland Furnace|47043
37052|Cunningham|47125
37055|Dickson|47043
37056|Dickson|47043
37057|Dixon Springs|47159
37058|Dover|47161
37059|Dowelltown|47041
37060|Eagleville|47149
37061|Erin|47083
37062|Fairview|47187
37063|Fosterville|47149
37064|Franklin|47187
37065|Franklin|47187
37066|Gallatin|47165
37067|Franklin|47187
37068|Franklin|47187
37069|Franklin|47187
37070|Goodlettsville|47037
37071|Gladeville|47189
37072|Goodlettsville|47037
37073|Greenbrier|47147
37074|Hartsville|47169
37075|Hendersonville|47165
37076|Hermitage|47037
37077|Hendersonville|47165
37078|Hurricane Mills|47085
37079|Indian Mound|47161
37080|Joelton|47037
37082|Kingston Springs|47021
37083|Lafayette|47111
37085|Lascassas|47149
37086|La Vergne|47149
37087|Lebanon|47189
37088|Lebanon|47189
37089|La Vergne|47149
37090|Lebanon|47189
37091|Lewisburg|47117
37095|Liberty|47041
37096|Linden|47135
37097|Lobelville|47135
37098|Lyles|47081
37101|Mc Ewen|47085
37110|Mcminnville|47177
37111|Mcminnville|47177
37115|Madison|47037
37116|Madison|47037
37118|Milton|47149
37119|Mitchellville|47165
37121|Mount Juliet|47189
37122|Mount Juliet|47189
37127|Murfreesboro|47149
37128|Murfreesboro|47149
37129|Murfreesboro|47149
37130|Murfreesboro|47149
37131|Murfreesboro|47149
37132|Murfreesboro|47149
37133|Murfreesboro|47149
37134|New Johnsonville|47085
37135|Nolensville|47187
37136|Norene|47189
37137|Nunnelly|47081
37138|Old Hickory|47037
37140|Only|47081
37141|Orlinda|47147
37142|Palmyra|47125
37143|Pegram|47021
37144|Petersburg|47103
37145|Pleasant Shade|47159
37146|Pleasant View|47021
37148|Portland|47165
37149|Readyville|47015
37150|Red Boiling Springs|47111
37151|Riddleton|47159
37152|Ridgetop|47147
37153|Rockvale|47149
37160|Shelbyville|47003
37161|Shelbyville|47003
37162|Shelbyville|47003
37165|Slayden|47043
37166|Smithville|47041
37167|Smyrna|47149
37171|Southside|47125
37172|Springfield|47147
37174|Spring Hill|47187
37175|Stewart|47083
37178|Tennessee Ridge|47083
37179|Thompsons Station|47187
37180|Unionville|47003
37181|Vanleer|47043
37183|Wartrace|47003
37184|Watertown|47189
37185|Waverly|47085
37186|Westmoreland|47165
37187|White Bluff|47043
37188|White House|47147
37189|Whites Creek|47037
37190|Woodbury|47015
37191|Woodlawn|47125
37201|Nashville|47037
37202|Nashville|47037
37203|Nashville|47037
37204|Nashville|47037
37205|Nashville|47037
37206|Nashville|47037
37207|Nashville|47037
37208|Nashville|47037
37209|Nashville|47037
37210|Nashville|47037
37211|Nashville|47037
37212|Nashville|47037
37213|Nashville|47037
37214|Nashville|47037
37215|Nashville|47037
37216|Nashville|47037
37217|Nashville|47037
37218|Nashville|47037
37219|Nashville|47037
37220|Nashville|47037
37221|Nashville|47037
37222|Nashville|47037
37224|Nashville|47037
37227|Nashville|47037
37228|Nashville|47037
37229|Nashville|47037
37230|Nashville|47037
37232|Nashville|47037
37234|Nashville|47037
37235|Nashville|47037
37236|Nashville|47037
37238|Nashville|47037
37240|Nashville|47037
37241|Nashville|47037
37242|Nashville|47037
37243|Nashville|47037
37244|Nashville|47037
37246|Nashville|47037
37250|Nashville|47037
37301|Altamont|47061
37302|Apison|47065
37303|Athens|47107
37304|Bakewell|47065
37305|Beersheba Springs|47061
37306|Belvidere|47051
37307|Benton|47139
37308|Birchwood|47065
37309|Calhoun|47107
37310|Charleston|47011
37311|Cleveland|47011
37312|Cleveland|47011
37313|Coalmont|47061
37314|Coker Creek|47123
37315|Collegedale|47065
37316|Conasauga|47139
37317|Copperhill|47139
37318|Cowan|47051
37320|Cleveland|47011
37321|Dayton|47143
37322|Decatur|47121
37323|Cleveland|47011
37324|Decherd|47051
37325|Delano|47139
37326|Ducktown|47139
37327|Dunlap|47153
37328|Elora|47103
37329|Englewood|47107
37330|Estill Springs|47051
37331|Etowah|47107
37332|Evensville|47143
37333|Farner|47139
37334|Fayetteville|47103
37335|Flintville|47103
37336|Georgetown|47011
37337|Grandview|47143
37338|Graysville|47143
37339|Gruetli Laager|47061
37340|Guild|47115
37341|Harrison|47065
37342|Hillsboro|47031
37343|Hixson|47065
37345|Huntland|47051
37347|Jasper|47115
37348|Kelso|47103
37349|Manchester|47031
37350|Lookout Mountain|47065
37351|Lupton City|47065
37352|Lynchburg|47127
37353|Mc Donald|47011
37354|Madisonville|47123
37355|Manchester|47031
37356|Monteagle|47061
37357|Morrison|47177
37359|Mulberry|47103
37360|Normandy|47031
37361|Ocoee|47139
37362|Old Fort|47139
37363|Ooltewah|47065
37364|Cleveland|47011
37365|Palmer|47061
37366|Pelham|47061
37367|Pikeville|47007
37369|Reliance|47139
37370|Riceville|47107
37371|Athens|47107
37373|Sale Creek|47065
37374|Sequatchie|47115
37375|Sewanee|47051
37376|Sherwood|47051
37377|Signal Mountain|47065
37378|Smartt|47177
37379|Soddy Daisy|47065
37380|South Pittsburg|47115
37381|Spring City|47143
37382|Summitville|47031
37383|Sewanee|47051
37384|Soddy Daisy|47065
37385|Tellico Plains|47123
37387|Tracy City|47061
37388|Tullahoma|47031
37389|Arnold AFB|47031
37391|Turtletown|47139
37394|Viola|47177
37396|Whiteside|47115
37397|Whitwell|47115
37398|Winchester|47051
37401|Chattanooga|47065
37402|Chattanooga|47065
37403|Chattanooga|47065
37404|Chattanooga|47065
37405|Chattanooga|47065
37406|Chattanooga|47065
37407|Chattanooga|47065
37408|Chattanooga|47065
37409|Chattanooga|47065
37410|Chattanooga|47065
37411|Chattanooga|47065
37412|Chattanooga|47065
37414|Chattanooga|47065
37415|Chattanooga|47065
37416|Chattanooga|47065
37419|Chattanooga|47065
37421|Chattanooga|47065
37422|Chattanooga|47065
37424|Chattanooga|47065
37450|Chattanooga|47065
37501|Memphis|47157
37544|Memphis|47157
37601|Johnson City|47179
37602|Johnson City|47179
37604|Johnson City|47179
37605|Johnson City|47179
37614|Johnson City|47179
37615|Johnson City|47179
37616|Afton|47059
37617|Blountville|47163
37618|Bluff City|47163
37620|Bristol|47163
37621|Bristol|47163
37625|Bristol|47163
37640|Butler|47091
37641|Chuckey|47059
37642|Church Hill|47073
37643|Elizabethton|47019
37644|Elizabethton|47019
37645|Mount Carmel|47073
37650|Erwin|47171
37656|Fall Branch|47179
37657|Flag Pond|47171
37658|Hampton|47019
37659|Jonesborough|47179
37660|Kingsport|47163
37662|Kingsport|47163
37663|Kingsport|47163
37664|Kingsport|47163
37665|Kingsport|47163
37669|Kingsport|47163
37680|Laurel Bloomery|47091
37681|Limestone|47179
37682|Milligan College|47019
37683|Mountain City|47091
37684|Mountain Home|47179
37686|Piney Flats|47163
37687|Roan Mountain|47019
37688|Shady Valley|47091
37690|Telford|47179
37691|Trade|47091
37692|Unicoi|47171
37694|Watauga|47019
37699|Piney Flats|47163
37701|Alcoa|47009
37705|Andersonville|47001
37707|Arthur|47025
37708|Bean Station|47057
37709|Blaine|47057
37710|Briceville|47001
37711|Bulls Gap|47073
37713|Bybee|47029
37714|Caryville|47013
37715|Clairfield|47025
37716|Clinton|47001
37717|Clinton|47001
37719|Coalfield|47129
37721|Corryton|47093
37722|Cosby|47029
37723|Crab Orchard|47035
37724|Cumberland Gap|47025
37725|Dandridge|47089
37726|Deer Lodge|47129
37727|Del Rio|47029
37729|Duff|47013
37730|Eagan|47025
37731|Eidson|47073
37732|Elgin|47151
37733|Rugby|47129
37737|Friendsville|47009
37738|Gatlinburg|47155
37742|Greenback|47105
37743|Greeneville|47059
37744|Greeneville|47059
37745|Greeneville|47059
37748|Harriman|47145
37752|Harrogate|47025
37753|Hartford|47029
37754|Heiskell|47001
37755|Helenwood|47151
37756|Huntsville|47151
37757|Jacksboro|47013
37760|Jefferson City|47089
37762|Jellico|47013
37763|Kingston|47145
37764|Kodak|47155
37765|Kyles Ford|47067
37766|La Follette|47013
37769|Rocky Top|47001
37770|Lancing|47129
37771|Lenoir City|47105
37772|Lenoir City|47105
37773|Lone Mountain|47025
37774|Loudon|47105
37777|Louisville|47009
37778|Lowland|47063
37779|Luttrell|47173
37801|Maryville|47009
37802|Maryville|47009
37803|Maryville|47009
37804|Maryville|47009
37806|Mascot|47093
37807|Maynardville|47173
37809|Midway|47059
37810|Mohawk|47059
37811|Mooresburg|47073
37813|Morristown|47063
37814|Morristown|47063
37815|Morristown|47063
37816|Morristown|47063
37818|Mosheim|47059
37819|Newcomb|47013
37820|New Market|47089
37821|Newport|47029
37822|Newport|47029
37824|New Tazewell|47025
37825|New Tazewell|47025
37826|Niota|47107
37828|Norris|47001
37829|Oakdale|47129
37830|Oak Ridge|47001
37831|Oak Ridge|47001
37840|Oliver Springs|47145
37841|Oneida|47151
37843|Parrottsville|47029
37845|Petros|47129
37846|Philadelphia|47105
37847|Pioneer|47151
37848|Powder Springs|47057
37849|Powell|47093
37851|Pruden|47025
37852|Robbins|47151
37853|Rockford|47009
37854|Rockwood|47145
37857|Rogersville|47073
37860|Russellville|47063
37861|Rutledge|47057
37862|Sevierville|47155
37863|Pigeon Forge|47155
37864|Sevierville|47155
37865|Seymour|47155
37866|Sharps Chapel|47173
37867|Shawanee|47025
37868|Pigeon Forge|47155
37869|Sneedville|47067
37870|Speedwell|47025
37871|Strawberry Plains|47089
37872|Sunbright|47129
37873|Surgoinsville|47073
37874|Sweetwater|47123
37876|Sevierville|47155
37877|Talbott|47063
37878|Tallassee|47009
37879|Tazewell|47025
37880|Ten Mile|47121
37881|Thorn Hill|47057
37882|Townsend|47009
37885|Vonore|47123
37886|Walland|47009
37887|Wartburg|47129
37888|Washburn|47057
37890|White Pine|47089
37891|Whitesburg|47063
37892|Winfield|47151
37901|Knoxville|47093
37902|Knoxville|47093
37909|Knoxville|47093
37912|Knoxville|47093
37914|Knoxville|47093
37915|Knoxville|47093
37916|Knoxville|47093
37917|Knoxville|47093
37918|Knoxville|47093
37919|Knoxville|47093
37920|Knoxville|47093
37921|Knoxville|47093
37922|Knoxville|47093
37923|Knoxville|47093
37924|Knoxville|47093
37927|Knoxville|47093
37928|Knoxville|47093
37929|Knoxville|47093
37930|Knoxville|47093
37931|Knoxville|47093
37932|Knoxville|47093
37933|Knoxville|47093
37934|Farragut|47093
37938|Knoxville|47093
37939|Knoxville|47093
37940|Knoxville|47093
37950|Knoxville|47093
37995|Knoxville|47093
37996|Knoxville|47093
37997|Knoxville|47093
37998|Knoxville|47093
38001|Alamo|47033
38002|Arlington|47157
38004|Atoka|47167
38006|Bells|47033
38007|Bogota|47045
38008|Bolivar|47069
38010|Braden|47047
38011|Brighton|47167
38012|Brownsville|47075
38014|Brunswick|47157
38015|Burlison|47167
38016|Cordova|47157
38017|Collierville|47157
38018|Cordova|47157
38019|Covington|47167
38021|Crockett Mills|47033
38023|Drummonds|47167
38024|Dyersburg|47045
38025|Dyersburg|47045
38027|Collierville|47157
38028|Eads|47047
38029|Ellendale|47157
38030|Finley|47045
38034|Friendship|47033
38036|Gallaway|47047
38037|Gates|47097
38039|Grand Junction|47069
38040|Halls|47097
38041|Henning|47097
38042|Hickory Valley|47069
38044|Hornsby|47069
38045|Laconia|47047
38046|La Grange|47047
38047|Lenox|47045
38048|Macon|47047
38049|Mason|47167
38050|Maury City|47033
38052|Middleton|47069
38053|Millington|47157
38054|Millington|47157
38055|Millington|47157
38057|Moscow|47047
38058|Munford|47167
38059|Newbern|47045
38060|Oakland|47047
38061|Pocahontas|47069
38063|Ripley|47097
38066|Rossville|47047
38067|Saulsbury|47069
38068|Somerville|47047
38069|Stanton|47075
38070|Tigrett|47045
38071|Tipton|47167
38075|Whiteville|47069
38076|Williston|47047
38077|Wynnburg|47095
38079|Tiptonville|47095
38080|Ridgely|47095
38083|Millington|47157
38088|Cordova|47157
38101|Memphis|47157
38103|Memphis|47157
38104|Memphis|47157
38105|Memphis|47157
38106|Memphis|47157
38107|Memphis|47157
38108|Memphis|47157
38109|Memphis|47157
38111|Memphis|47157
38112|Memphis|47157
38113|Memphis|47157
38114|Memphis|47157
38115|Memphis|47157
38116|Memphis|47157
38117|Memphis|47157
38118|Memphis|47157
38119|Memphis|47157
38120|Memphis|47157
38122|Memphis|47157
38124|Memphis|47157
38125|Memphis|47157
38126|Memphis|47157
38127|Memphis|47157
38128|Memphis|47157
38130|Memphis|47157
38131|Memphis|47157
38132|Memphis|47157
38133|Memphis|47157
38134|Memphis|47157
38135|Memphis|47157
38136|Memphis|47157
38137|Memphis|47157
38138|Germantown|47157
38139|Germantown|47157
38141|Memphis|47157
38145|Memphis|47157
38148|Memphis|47157
38150|Memphis|47157
38151|Memphis|47157
38152|Memphis|47157
38157|Memphis|47157
38159|Memphis|47157
38161|Memphis|47157
38163|Memphis|47157
38166|Memphis|47157
38167|Memphis|47157
38168|Memphis|47157
38173|Memphis|47157
38174|Memphis|47157
38175|Memphis|47157
38177|Memphis|47157
38181|Memphis|47157
38182|Memphis|47157
38183|Germantown|47157
38184|Memphis|47157
38186|Memphis|47157
38187|Memphis|47157
38188|Memphis|47157
38190|Memphis|47157
38193|Memphis|47157
38194|Memphis|47157
38197|Memphis|47157
38201|Mc Kenzie|47017
38220|Atwood|47017
38221|Big Sandy|47005
38222|Buchanan|47079
38223|Como|47079
38224|Cottage Grove|47079
38225|Dresden|47183
38226|Dukedom|47183
38229|Gleason|47183
38230|Greenfield|47183
38231|Henry|47079
38232|Hornbeak|47131
38233|Kenton|47053
38235|Mc Lemoresville|47017
38236|Mansfield|47079
38237|Martin|47183
38238|Martin|47183
38240|Obion|47131
38241|Palmersville|47183
38242|Paris|47079
38251|Puryear|47079
38253|Rives|47131
38254|Samburg|47131
38255|Sharon|47183
38256|Springville|47079
38257|South Fulton|47131
38258|Trezevant|47017
38259|Trimble|47045
38260|Troy|47131
38261|Union City|47131
38271|Woodland Mills|47131
38281|Union City|47131
38301|Jackson|47113
38302|Jackson|47113
38303|Jackson|47113
38305|Jackson|47113
38308|Jackson|47113
38310|Adamsville|47109
38311|Bath Springs|47039
38313|Beech Bluff|47113
38314|Jackson|47113
38315|Bethel Springs|47109
38316|Bradford|47053
38317|Bruceton|47017
38318|Buena Vista|47017
38320|Camden|47005
38321|Cedar Grove|47017
38324|Clarksburg|47017
38326|Counce|47071
38327|Crump|47071
38328|Darden|47077
38329|Decaturville|47039
38330|Dyer|47053
38331|Eaton|47053
38332|Enville|47023
38333|Eva|47005
38334|Finger|47109
38336|Fruitvale|47033
38337|Gadsden|47033
38338|Gibson|47053
38339|Guys|47109
38340|Henderson|47023
38341|Holladay|47005
38342|Hollow Rock|47017
38343|Humboldt|47053
38344|Huntingdon|47017
38345|Huron|47077
38346|Idlewild|47053
38347|Jacks Creek|47023
38348|Lavinia|47017
38351|Lexington|47077
38352|Luray|47023
38355|Medina|47053
38356|Medon|47113
38357|Michie|47109
38358|Milan|47053
38359|Milledgeville|47109
38361|Morris Chapel|47071
38362|Oakfield|47113
38363|Parsons|47039
38365|Pickwick Dam|47071
38366|Pinson|47113
38367|Ramer|47109
38368|Reagan|47077
38369|Rutherford|47053
38370|Saltillo|47071
38371|Sardis|47077
38372|Savannah|47071
38374|Scotts Hill|47077
38375|Selmer|47109
38376|Shiloh|47071
38377|Silerton|47069
38378|Spring Creek|47113
38379|Stantonville|47109
38380|Sugar Tree|47039
38381|Toone|47069
38382|Trenton|47053
38387|Westport|47017
38388|Wildersville|47077
38389|Yorkville|47053
38390|Yuma|47017
38391|Denmark|47113
38392|Mercer|47113
38393|Chewalla|47109
38401|Columbia|47119
38402|Columbia|47119
38425|Clifton|47181
38449|Ardmore|47055
38450|Collinwood|47181
38451|Culleoka|47119
38452|Cypress Inn|47181
38453|Dellrose|47103
38454|Duck River|47081
38455|Elkton|47055
38456|Ethridge|47099
38457|Five Points|47099
38459|Frankewing|47103
38460|Goodspring|47055
38461|Hampshire|47119
38462|Hohenwald|47101
38463|Iron City|47181
38464|Lawrenceburg|47099
38468|Leoma|47099
38469|Loretto|47099
38471|Lutts|47181
38472|Lynnville|47055
38473|Minor Hill|47055
38474|Mount Pleasant|47119
38475|Olivehill|47071
38476|Primm Springs|47187
38477|Prospect|47055
38478|Pulaski|47055
38481|Saint Joseph|47099
38482|Santa Fe|47119
38483|Summertown|47099
38485|Waynesboro|47181
38486|Westpoint|47099
38487|Williamsport|47119
38488|Taft|47103
38501|Cookeville|47141
38502|Cookeville|47141
38503|Cookeville|47141
38504|Allardt|47049
38505|Cookeville|47141
38506|Cookeville|47141
38541|Allons|47133
38542|Allred|47133
38543|Alpine|47133
38544|Baxter|47141
38545|Bloomington Springs|47087
38547|Brush Creek|47159
38548|Buffalo Valley|47141
38549|Byrdstown|47137
38550|Campaign|47177
38551|Celina|47027
38552|Chestnut Mound|47159
38553|Clarkrange|47049
38554|Crawford|47133
38555|Crossville|47035
38556|Jamestown|47049
38557|Crossville|47035
38558|Crossville|47035
38559|Doyle|47185
38560|Elmwood|47159
38562|Gainesboro|47087
38563|Gordonsville|47159
38564|Granville|47087
38565|Grimsley|47049
38567|Hickman|47159
38568|Hilham|47133
38569|Lancaster|47159
38570|Livingston|47133
38571|Crossville|47035
38572|Crossville|47035
38573|Monroe|47133
38574|Monterey|47141
38575|Moss|47027
38577|Pall Mall|47137
38578|Pleasant Hill|47035
38579|Quebeck|47185
38580|Rickman|47133
38581|Rock Island|47177
38582|Silver Point|47141
38583|Sparta|47185
38585|Spencer|47175
38587|Walling|47185
38588|Whitleyville|47087
38589|Wilder|47133
38601|Abbeville|28071
38602|Arkabutla|28137
38603|Ashland|28009
38606|Batesville|28107
38609|Marks|28119
38610|Blue Mountain|28139
38611|Byhalia|28093
38614|Clarksdale|28027
38617|Coahoma|28027
38618|Coldwater|28137
38619|Como|28107
38620|Courtland|28107
38621|Crenshaw|28107
38622|Crowder|28119
38623|Darling|28119
38625|Dumas|28139
38626|Dundee|28143
38627|Etta|28145
38628|Sledge|28119
38629|Falkner|28139
38630|Farrell|28027
38631|Friars Point|28027
38632|Hernando|28033
38633|Hickory Flat|28009
38634|Holly Springs|28093
38635|Holly Springs|28093
38637|Horn Lake|28033
38638|Independence|28137
38639|Jonestown|28027
38641|Lake Cormorant|28033
38642|Lamar|28009
38643|Lambert|28119
38644|Lula|28027
38645|Lyon|28027
38646|Marks|28119
38647|Michigan City|28009
38649|Mount Pleasant|28093
38650|Myrtle|28145
38651|Nesbit|28033
38652|New Albany|28145
38654|Olive Branch|28033
38655|Oxford|28071
38658|Pope|28107
38659|Potts Camp|28093
38661|Red Banks|28093
38663|Ripley|28139
38664|Robinsonville|28143
38665|Sarah|28137
38666|Sardis|28107
38668|Senatobia|28137
38669|Sherard|28027
38670|Sledge|28119
38671|Southaven|28033
38672|Southaven|28033
38673|Taylor|28071
38674|Tiplersville|28139
38675|Memphis Stc|28071
38676|Tunica|28143
38677|University|28071
38679|Victoria|28093
38680|Walls|28033
38683|Walnut|28139
38685|Waterford|28093
38686|Walls|28033
38701|Greenville|28151
38702|Greenville|28011
38703|Greenville|28151
38704|Greenville|28055
38720|Alligator|28027
38721|Anguilla|28125
38722|Arcola|28151
38723|Avon|28151
38725|Benoit|28011
38726|Beulah|28011
38730|Boyle|28011
38731|Chatham|28151
38732|Cleveland|28011
38733|Cleveland|28011
38736|Doddsville|28133
38737|Drew|28133
38738|Parchman|28133
38739|Dublin|28027
38740|Duncan|28011
38744|Glen Allan|28151
38745|Grace|28055
38746|Gunnison|28011
38748|Hollandale|28151
38749|Indianola|28133
38751|Indianola|28133
38753|Inverness|28133
38754|Isola|28053
38756|Leland|28151
38759|Merigold|28011
38760|Metcalfe|28151
38761|Moorhead|28133
38762|Mound Bayou|28011
38764|Pace|28011
38765|Panther Burn|28125
38767|Rena Lara|28027
38768|Rome|28133
38769|Rosedale|28011
38771|Ruleville|28133
38772|Scott|28011
38773|Shaw|28011
38774|Shelby|28011
38776|Stoneville|28151
38778|Sunflower|28133
38780|Wayside|28151
38781|Winstonville|28011
38782|Winterville|28151
38801|Tupelo|28081
38802|Tupelo|28081
38803|Tupelo|28081
38804|Tupelo|28081
38820|Algoma|28115
38821|Amory|28095
38824|Baldwyn|28117
38825|Becker|28095
38826|Belden|28081
38827|Belmont|28141
38828|Blue Springs|28145
38829|Booneville|28117
38833|Burnsville|28141
38834|Corinth|28003
38835|Corinth|28003
38838|Dennis|28141
38839|Derma|28013
38841|Ecru|28115
38843|Fulton|28057
38844|Gattman|28095
38846|Glen|28003
38847|Golden|28057
38848|Greenwood Springs|28095
38849|Guntown|28081
38850|Houlka|28017
38851|Houston|28017
38852|Iuka|28141
38855|Mantachie|28057
38856|Marietta|28057
38857|Mooreville|28081
38858|Nettleton|28095
38859|New Site|28117
38860|Okolona|28017
38862|Plantersville|28081
38863|Pontotoc|28115
38864|Randolph|28115
38865|Rienzi|28003
38866|Saltillo|28081
38868|Shannon|28081
38869|Sherman|28115
38870|Smithville|28095
38871|Thaxton|28115
38873|Tishomingo|28141
38874|Toccopola|28115
38875|Trebloc|28017
38876|Tremont|28057
38877|Van Vleet|28017
38878|Vardaman|28013
38879|Verona|28081
38880|Wheeler|28117
38901|Grenada|28043
38902|Grenada|28043
38913|Banner|28013
38914|Big Creek|28013
38915|Bruce|28013
38916|Calhoun City|28013
38917|Carrollton|28015
38920|Cascilla|28135
38921|Charleston|28135
38922|Coffeeville|28161
38923|Coila|28015
38924|Cruger|28051
38925|Duck Hill|28097
38926|Elliott|28043
38927|Enid|28135
38928|Glendora|28135
38929|Gore Springs|28043
38930|Greenwood|28083
38935|Greenwood|28083
38940|Holcomb|28043
38941|Itta Bena|28083
38943|Mc Carley|28015
38944|Minter City|28083
38945|Greenwood|28083
38946|Morgan City|28083
38947|North Carrollton|28015
38948|Oakland|28161
38949|Paris|28071
38950|Philipp|28135
38951|Pittsboro|28013
38952|Schlater|28083
38953|Scobey|28135
38954|Sidon|28083
38955|Slate Spring|28155
38957|Sumner|28135
38958|Swan Lake|28083
38959|Swiftown|28083
38960|Tie Plant|28043
38961|Tillatoba|28161
38962|Tippo|28135
38963|Tutwiler|28135
38964|Vance|28119
38965|Water Valley|28161
38966|Webb|28135
38967|Winona|28097
39038|Belzoni|28053
39039|Benton|28163
39040|Bentonia|28163
39041|Bolton|28049
39042|Brandon|28121
39043|Brandon|28121
39044|Braxton|28127
39045|Camden|28089
39046|Canton|28089
39047|Brandon|28121
39051|Carthage|28079
39054|Cary|28125
39056|Clinton|28049
39057|Conehatta|28101
39058|Clinton|28049
39059|Crystal Springs|28029
39060|Clinton|28049
39061|Delta City|28125
39062|D LO|28127
39063|Durant|28051
39066|Edwards|28049
39067|Ethel|28007
39069|Fayette|28063
39071|Flora|28089
39073|Florence|28121
39074|Forest|28123
39077|Gallman|28029
39078|Georgetown|28029
39079|Goodman|28051
39080|Harperville|28123
39081|Fayette|28063
39082|Harrisville|28127
39083|Hazlehurst|28029
39086|Hermanville|28021
39087|Hillsboro|28123
39088|Holly Bluff|28163
39090|Kosciusko|28007
39092|Lake|28123
39094|Lena|28079
39095|Lexington|28051
39096|Lorman|28021
39097|Louise|28053
39098|Ludlow|28123
39107|Mc Adams|28007
39108|Mc Cool|28007
39109|Madden|28079
39110|Madison|28089
39111|Magee|28127
39113|Mayersville|28055
39114|Mendenhall|28127
39115|Midnight|28053
39116|Mize|28129
39117|Morton|28123
39119|Mount Olive|28031
39120|Natchez|28001
39121|Natchez|28001
39122|Natchez|28001
39130|Madison|28089
39140|Newhebron|28077
39144|Pattison|28021
39145|Pelahatchie|28121
39146|Pickens|28051
39148|Piney Woods|28121
39149|Pinola|28127
39150|Port Gibson|28021
39151|Puckett|28121
39152|Pulaski|28129
39153|Raleigh|28129
39154|Raymond|28049
39156|Redwood|28149
39157|Ridgeland|28089
39158|Ridgeland|28089
39159|Rolling Fork|28125
39160|Sallis|28007
39161|Sandhill|28121
39162|Satartia|28163
39163|Sharon|28089
39165|Sibley|28001
39166|Silver City|28053
39167|Star|28121
39168|Taylorsville|28129
39169|Tchula|28051
39170|Terry|28049
39171|Thomastown|28079
39173|Tinsley|28163
39174|Tougaloo|28089
39175|Utica|28049
39176|Vaiden|28015
39177|Valley Park|28055
39179|Vaughan|28163
39180|Vicksburg|28149
39181|Vicksburg|28149
39182|Vicksburg|28149
39183|Vicksburg|28149
39189|Walnut Grove|28079
39190|Washington|28001
39191|Wesson|28029
39192|West|28007
39193|Whitfield|28121
39194|Yazoo City|28163
39201|Jackson|28049
39202|Jackson|28049
39203|Jackson|28049
39204|Jackson|28049
39205|Jackson|28049
39206|Jackson|28049
39207|Jackson|28049
39208|Pearl|28121
39209|Jackson|28049
39210|Jackson|28049
39211|Jackson|28049
39212|Jackson|28049
39213|Jackson|28049
39215|Jackson|28049
39216|Jackson|28049
39217|Jackson|28049
39218|Richland|28121
39225|Jackson|28049
39232|Flowood|28121
39236|Jackson|28049
39250|Jackson|28049
39269|Jackson|28049
39271|Jackson|28049
39272|Byram|28049
39282|Jackson|28049
39283|Jackson|28049
39284|Jackson|28049
39286|Jackson|28049
39288|Pearl|28121
39289|Jackson|28049
39296|Jackson|28049
39298|Jackson|28049
39301|Meridian|28075
39302|Meridian|28075
39303|Meridian|28075
39304|Meridian|28075
39305|Meridian|28075
39307|Meridian|28075
39309|Meridian|28075
39320|Bailey|28075
39322|Buckatunna|28153
39323|Chunky|28101
39324|Clara|28153
39325|Collinsville|28075
39326|Daleville|28075
39327|Decatur|28101
39328|De Kalb|28069
39330|Enterprise|28023
39332|Hickory|28101
39335|Lauderdale|28075
39336|Lawrence|28101
39337|Little Rock|28101
39338|Louin|28061
39339|Louisville|28159
39341|Macon|28103
39342|Marion|28075
39345|Newton|28101
39346|Noxapater|28159
39347|Pachuta|28061
39348|Paulding|28061
39350|Philadelphia|28099
39352|Porterville|28069
39354|Preston|28069
39355|Quitman|28023
39356|Rose Hill|28061
39358|Scooba|28069
39359|Sebastopol|28123
39360|Shubuta|28023
39361|Shuqualak|28103
39362|State Line|28153
39363|Stonewall|28023
39364|Toomsuba|28075
39365|Union|28099
39366|Vossburg|28061
39367|Waynesboro|28153
39401|Hattiesburg|28035
39402|Hattiesburg|28073
39403|Hattiesburg|28035
39404|Hattiesburg|28035
39406|Hattiesburg|28035
39407|Hattiesburg|28035
39421|Bassfield|28065
39422|Bay Springs|28061
39423|Beaumont|28111
39425|Brooklyn|28035
39426|Carriere|28109
39427|Carson|28065
39428|Collins|28031
39429|Columbia|28091
39436|Eastabuchie|28067
39437|Ellisville|28067
39439|Heidelberg|28061
39440|Laurel|28067
39441|Laurel|28067
39442|Laurel|28067
39443|Laurel|28067
39451|Leakesville|28041
39452|Lucedale|28039
39455|Lumberton|28073
39456|Mc Lain|28041
39457|Mc Neill|28109
39459|Moselle|28067
39460|Moss|28061
39461|Neely|28041
39462|New Augusta|28111
39463|Nicholson|28109
39464|Ovett|28067
39465|Petal|28035
39466|Picayune|28109
39470|Poplarville|28109
39474|Prentiss|28065
39475|Purvis|28073
39476|Richton|28111
39477|Sandersville|28067
39478|Sandy Hook|28091
39479|Seminary|28031
39480|Soso|28067
39481|Stringer|28061
39482|Sumrall|28073
39483|Foxworth|28091
39501|Gulfport|28047
39502|Gulfport|28047
39503|Gulfport|28047
39505|Gulfport|28047
39506|Gulfport|28047
39507|Gulfport|28047
39520|Bay Saint Louis|28045
39521|Bay Saint Louis|28045
39522|Stennis Space Center|28045
39525|Diamondhead|28045
39529|Stennis Space Center|28045
39530|Biloxi|28047
39531|Biloxi|28047
39532|Biloxi|28047
39533|Biloxi|28047
39534|Biloxi|28047
39535|Biloxi|28047
39540|Diberville|28047
39552|Escatawpa|28059
39553|Gautier|28059
39555|Hurley|28059
39556|Kiln|28045
39558|Lakeshore|28045
39560|Long Beach|28047
39561|Mc Henry|28131
39562|Moss Point|28059
39563|Moss Point|28059
39564|Ocean Springs|28059
39565|Vancleave|28059
39566|Ocean Springs|28059
39567|Pascagoula|28059
39568|Pascagoula|28059
39569|Pascagoula|28059
39571|Pass Christian|28047
39572|Pearlington|28045
39573|Perkinston|28131
39574|Saucier|28047
39576|Waveland|28045
39577|Wiggins|28131
39581|Pascagoula|28059
39595|Pascagoula|28059
39601|Brookhaven|28085
39602|Brookhaven|28085
39603|Brookhaven|28085
39629|Bogue Chitto|28085
39630|Bude|28037
39631|Centreville|28157
39632|Chatawa|28113
39633|Crosby|28157
39635|Fernwood|28113
39638|Gloster|28005
39641|Jayess|28147
39643|Kokomo|28091
39645|Liberty|28005
39647|Mc Call Creek|28037
39648|Mccomb|28113
39649|Mccomb|28113
39652|Magnolia|28113
39653|Meadville|28037
39654|Monticello|28077
39656|Oak Vale|28065
39657|Osyka|28113
39661|Roxie|28037
39662|Ruth|28085
39663|Silver Creek|28077
39664|Smithdale|28005
39665|Sontag|28077
39666|Summit|28113
39667|Tylertown|28147
39668|Union Church|28063
39669|Woodville|28157
39701|Columbus|28087
39702|Columbus|28087
39703|Columbus|28087
39704|Columbus|28087
39705|Columbus|28087
39710|Columbus|28087
39730|Aberdeen|28095
39735|Ackerman|28019
39736|Artesia|28087
39737|Bellefontaine|28155
39739|Brooksville|28103
39740|Caledonia|28087
39741|Cedarbluff|28025
39743|Crawford|28087
39744|Eupora|28155
39745|French Camp|28019
39746|Hamilton|28095
39747|Kilmichael|28097
39750|Maben|28155
39751|Mantee|28155
39752|Mathiston|28155
39753|Mayhew|28087
39754|Montpelier|28025
39755|Pheba|28025
39756|Prairie|28025
39759|Starkville|28105
39760|Starkville|28105
39762|Mississippi State|28105
39766|Steens|28087
39767|Stewart|28155
39769|Sturgis|28105
39771|Walthall|28155
39772|Weir|28019
39773|West Point|28025
39776|Woodland|28017
39813|Arlington|13037
39815|Attapulgus|13087
39817|Bainbridge|13087
39818|Bainbridge|13087
39819|Bainbridge|13087
39823|Blakely|13099
39824|Bluffton|13061
39825|Brinson|13087
39826|Bronwood|13273
39827|Cairo|13131
39828|Cairo|13131
39829|Calvary|13131
39832|Cedar Springs|13099
39834|Climax|13087
39836|Coleman|13243
39837|Colquitt|13201
39840|Cuthbert|13243
39841|Damascus|13099
39842|Dawson|13273
39845|Donalsonville|13253
39846|Edison|13037
39851|Fort Gaines|13061
39852|Fowlstown|13087
39854|Georgetown|13239
39859|Iron City|13253
39861|Jakin|13099
39862|Leary|13037
39866|Morgan|13037
39867|Morris|13061
39870|Newton|13007
39877|Parrott|13273
39885|Sasser|13273
39886|Shellman|13243
39897|Whigham|13131
39901|Atlanta|13121
40003|Bagdad|21211
40004|Bardstown|21179
40006|Bedford|21223
40007|Bethlehem|21103
40008|Bloomfield|21179
40009|Bradfordsville|21155
40010|Buckner|21185
40011|Campbellsburg|21103
40012|Chaplin|21179
40013|Coxs Creek|21179
40014|Crestwood|21185
40018|Eastwood|21111
40019|Eminence|21103
40020|Fairfield|21179
40022|Finchville|21211
40023|Fisherville|21111
40025|Glenview|21111
40026|Goshen|21185
40027|Harrods Creek|21111
40031|La Grange|21185
40032|La Grange|21185
40033|Lebanon|21155
40036|Lockport|21103
40037|Loretto|21155
40040|Mackville|21229
40041|Masonic Home|21111
40045|Milton|21223
40046|Mount Eden|21215
40047|Mount Washington|21029
40048|Nazareth|21179
40049|Nerinx|21155
40050|New Castle|21103
40051|New Haven|21179
40052|New Hope|21179
40055|Pendleton|21103
40056|Pewee Valley|21185
40057|Pleasureville|21103
40058|Port Royal|21103
40059|Prospect|21111
40060|Raywick|21155
40061|Saint Catharine|21229
40062|Saint Francis|21155
40063|Saint Mary|21155
40065|Shelbyville|21211
40066|Shelbyville|21211
40067|Simpsonville|21211
40068|Smithfield|21103
40069|Springfield|21229
40070|Sulphur|21103
40071|Taylorsville|21215
40075|Turners Station|21103
40076|Waddy|21211
40077|Westport|21185
40078|Willisburg|21229
40104|Battletown|21163
40107|Boston|21179
40108|Brandenburg|21163
40109|Brooks|21029
40110|Clermont|21029
40111|Cloverport|21027
40115|Custer|21027
40117|Ekron|21163
40118|Fairdale|21111
40119|Falls Of Rough|21085
40121|Fort Knox|21093
40122|Fort Knox|21093
40129|Hillview|21029
40140|Garfield|21027
40142|Guston|21163
40143|Hardinsburg|21027
40144|Harned|21027
40145|Hudson|21027
40146|Irvington|21027
40150|Lebanon Junction|21029
40152|Mc Daniels|21027
40153|Mc Quady|21027
40155|Muldraugh|21163
40157|Payneville|21163
40159|Radcliff|21093
40160|Radcliff|21093
40161|Rhodelia|21163
40162|Rineyville|21093
40165|Shepherdsville|21029
40166|Shepherdsville|21029
40170|Stephensport|21027
40171|Union Star|21027
40175|Vine Grove|21093
40176|Webster|21027
40177|West Point|21093
40178|Westview|21027
40201|Louisville|21111
40202|Louisville|21111
40203|Louisville|21111
40204|Louisville|21111
40205|Louisville|21111
40206|Louisville|21111
40207|Louisville|21111
40208|Louisville|21111
40209|Louisville|21111
40210|Louisville|21111
40211|Louisville|21111
40212|Louisville|21111
40213|Louisville|21111
40214|Louisville|21111
40215|Louisville|21111
40216|Louisville|21111
40217|Louisville|21111
40218|Louisville|21111
40219|Louisville|21111
40220|Louisville|21111
40221|Louisville|21111
40222|Louisville|21111
40223|Louisville|21111
40224|Louisville|21111
40225|Louisville|21111
40228|Louisville|21111
40229|Louisville|21111
40231|Louisville|21111
40232|Louisville|21111
40233|Louisville|21111
40241|Louisville|21111
40242|Louisville|21111
40243|Louisville|21111
40245|Louisville|21111
40250|Louisville|21111
40251|Louisville|21111
40252|Louisville|21111
40253|Louisville|21111
40255|Louisville|21111
40256|Louisville|21111
40257|Louisville|21111
40258|Louisville|21111
40259|Louisville|21111
40261|Louisville|21111
40266|Louisville|21111
40268|Louisville|21111
40269|Louisville|21111
40270|Louisville|21111
40272|Louisville|21111
40280|Louisville|21111
40281|Louisville|21111
40282|Louisville|21111
40283|Louisville|21111
40285|Louisville|21111
40287|Louisville|21111
40289|Louisville|21111
40290|Louisville|21111
40291|Louisville|21111
40292|Louisville|21111
40293|Louisville|21111
40294|Louisville|21111
40295|Louisville|21111
40296|Louisville|21111
40297|Louisville|21111
40298|Louisville|21111
40299|Louisville|21111
40310|Burgin|21167
40311|Carlisle|21181
40312|Clay City|21197
40313|Clearfield|21205
40316|Denniston|21165
40317|Elliottville|21205
40319|Farmers|21205
40322|Frenchburg|21165
40324|Georgetown|21209
40328|Gravel Switch|21155
40330|Harrodsburg|21167
40334|Hope|21173
40336|Irvine|21065
40337|Jeffersonville|21173
40339|Keene|21113
40340|Nicholasville|21113
40342|Lawrenceburg|21005
40346|Means|21165
40347|Midway|21239
40348|Millersburg|21017
40350|Moorefield|21181
40351|Morehead|21205
40353|Mount Sterling|21173
40355|New Liberty|21187
40356|Nicholasville|21113
40357|North Middletown|21017
40358|Olympia|21011
40359|Owenton|21187
40360|Owingsville|21011
40361|Paris|21017
40362|Paris|21017
40363|Perry Park|21187
40370|Sadieville|21209
40371|Salt Lick|21011
40372|Salvisa|21167
40374|Sharpsburg|21011
40376|Slade|21197
40379|Stamping Ground|21209
40380|Stanton|21197
40383|Versailles|21239
40384|Versailles|21239
40385|Waco|21151
40387|Wellington|21165
40390|Wilmore|21113
40391|Winchester|21049
40392|Winchester|21049
40402|Annville|21109
40403|Berea|21151
40404|Berea|21151
40405|Bighill|21109
40409|Brodhead|21203
40410|Bryantsville|21079
40419|Crab Orchard|21137
40422|Danville|21021
40423|Danville|21021
40434|Gray Hawk|21109
40437|Hustonville|21137
40440|Junction City|21021
40442|Kings Mountain|21137
40444|Lancaster|21079
40445|Livingston|21203
40447|Mc Kee|21109
40448|Mc Kinney|21137
40452|Mitchellsburg|21021
40456|Mount Vernon|21203
40460|Orlando|21203
40461|Paint Lick|21151
40464|Parksville|21021
40468|Perryville|21021
40472|Ravenna|21065
40473|Renfro Valley|21203
40475|Richmond|21151
40476|Richmond|21151
40481|Sandgap|21109
40484|Stanford|21137
40486|Tyner|21109
40488|Waneta|21109
40489|Waynesburg|21137
40492|Wildie|21203
40502|Lexington|21067
40503|Lexington|21067
40504|Lexington|21067
40505|Lexington|21067
40506|Lexington|21067
40507|Lexington|21067
40508|Lexington|21067
40509|Lexington|21067
40510|Lexington|21067
40511|Lexington|21067
40512|Lexington|21067
40513|Lexington|21067
40514|Lexington|21067
40515|Lexington|21067
40516|Lexington|21067
40517|Lexington|21067
40522|Lexington|21067
40523|Lexington|21067
40524|Lexington|21067
40526|Lexington|21067
40533|Lexington|21067
40536|Lexington|21067
40544|Lexington|21067
40546|Lexington|21067
40550|Lexington|21067
40555|Lexington|21067
40574|Lexington|21067
40575|Lexington|21067
40576|Lexington|21067
40577|Lexington|21067
40578|Lexington|21067
40579|Lexington|21067
40580|Lexington|21067
40581|Lexington|21067
40582|Lexington|21067
40583|Lexington|21067
40588|Lexington|21067
40591|Lexington|21067
40598|Lexington|21067
40601|Frankfort|21073
40602|Frankfort|21073
40603|Frankfort|21073
40604|Frankfort|21073
40618|Frankfort|21073
40619|Frankfort|21073
40620|Frankfort|21073
40621|Frankfort|21073
40622|Frankfort|21073
40701|Corbin|21235
40702|Corbin|21235
40724|Bush|21125
40729|East Bernstadt|21125
40730|Emlyn|21235
40734|Gray|21121
40737|Keavy|21125
40740|Lily|21125
40741|London|21125
40742|London|21125
40743|London|21125
40744|London|21125
40745|London|21125
40750|London|21125
40755|Pittsburg|21125
40759|Rockholds|21235
40763|Siler|21235
40769|Williamsburg|21235
40771|Woodbine|21121
40801|Ages Brookside|21095
40803|Asher|21131
40806|Baxter|21095
40807|Benham|21095
40808|Big Laurel|21095
40810|Bledsoe|21095
40813|Calvin|21013
40815|Cawood|21095
40816|Chappell|21131
40818|Coalgood|21095
40819|Coldiron|21095
40820|Cranks|21095
40823|Cumberland|21095
40824|Dayhoit|21095
40826|Eolia|21133
40827|Essie|21131
40828|Evarts|21095
40829|Grays Knob|21095
40830|Gulston|21095
40831|Harlan|21095
40840|Helton|21131
40843|Holmes Mill|21095
40844|Hoskinston|21131
40845|Hulen|21013
40847|Kenvir|21095
40849|Lejunior|21095
40854|Loyall|21095
40855|Lynch|21095
40856|Miracle|21013
40858|Mozelle|21131
40862|Partridge|21133
40863|Pathfork|21095
40865|Putney|21095
40868|Stinnett|21131
40870|Totz|21095
40873|Wallins Creek|21095
40874|Warbranch|21131
40902|Arjay|21013
40903|Artemus|21121
40906|Barbourville|21121
40913|Beverly|21051
40914|Big Creek|21051
40915|Bimble|21121
40921|Bryants Store|21121
40923|Cannon|21121
40927|Closplint|21095
40930|Dewitt|21121
40932|Fall Rock|21051
40935|Flat Lick|21121
40939|Fourmile|21013
40940|Frakes|21235
40941|Garrard|21051
40943|Girdler|21121
40944|Goose Rock|21051
40946|Green Road|21121
40949|Heidrick|21121
40951|Hima|21051
40953|Hinkle|21121
40955|Ingram|21013
40958|Kettle Island|21013
40962|Manchester|21051
40964|Mary Alice|21095
40965|Middlesboro|21013
40972|Oneida|21051
40977|Pineville|21013
40979|Roark|21131
40981|Saul|21193
40982|Scalf|21121
40983|Sextons Creek|21051
40988|Stoney Fork|21013
40995|Trosper|21121
40997|Walker|21121
41001|Alexandria|21037
41002|Augusta|21023
41003|Berry|21097
41004|Brooksville|21023
41005|Burlington|21015
41006|Butler|21191
41007|California|21037
41008|Carrollton|21041
41010|Corinth|21081
41011|Covington|21117
41012|Covington|21117
41014|Covington|21117
41015|Latonia|21117
41016|Covington|21117
41017|Ft Mitchell|21117
41018|Erlanger|21117
41019|Covington|21117
41021|Hebron|21015
41022|Florence|21015
41025|Erlanger|21117
41030|Crittenden|21081
41031|Cynthiana|21097
41033|De Mossville|21191
41034|Dover|21161
41035|Dry Ridge|21081
41037|Elizaville|21069
41039|Ewing|21069
41040|Falmouth|21191
41041|Flemingsburg|21069
41042|Florence|21015
41043|Foster|21023
41044|Germantown|21023
41045|Ghent|21041
41046|Glencoe|21077
41048|Hebron|21015
41049|Hillsboro|21069
41051|Independence|21117
41052|Jonesville|21081
41053|Kenton|21117
41054|Mason|21081
41055|Mayslick|21161
41056|Maysville|21161
41059|Melbourne|21037
41061|Milford|21023
41062|Minerva|21161
41063|Morning View|21117
41064|Mount Olivet|21201
41071|Newport|21037
41072|Newport|21037
41073|Bellevue|21037
41074|Dayton|21037
41075|Fort Thomas|21037
41076|Newport|21037
41080|Petersburg|21015
41081|Plummers Landing|21069
41083|Sanders|21041
41085|Silver Grove|21037
41086|Sparta|21077
41091|Union|21015
41092|Verona|21015
41093|Wallingford|21069
41094|Walton|21015
41095|Warsaw|21077
41096|Washington|21161
41097|Williamstown|21081
41098|Worthville|21187
41099|Newport|21037
41101|Ashland|21019
41102|Ashland|21019
41105|Ashland|21019
41114|Ashland|21019
41121|Argillite|21089
41124|Blaine|21127
41128|Carter|21043
41129|Catlettsburg|21019
41132|Denton|21043
41135|Emerson|21135
41139|Flatwoods|21089
41141|Garrison|21135
41142|Grahn|21043
41143|Grayson|21043
41144|Greenup|21089
41146|Hitchins|21043
41149|Isonville|21063
41159|Martha|21127
41160|Mazie|21127
41164|Olive Hill|21043
41166|Quincy|21135
41168|Rush|21019
41169|Russell|21089
41171|Sandy Hook|21063
41173|Soldier|21043
41174|South Portsmouth|21089
41175|South Shore|21089
41179|Vanceburg|21135
41180|Webbville|21127
41181|Willard|21043
41183|Worthington|21089
41189|Tollesboro|21135
41201|Adams|21127
41203|Beauty|21159
41204|Boons Camp|21115
41214|Debord|21159
41216|East Point|21071
41219|Flatgap|21115
41222|Hagerhill|21115
41224|Inez|21159
41226|Keaton|21115
41230|Louisa|21127
41231|Lovely|21159
41232|Lowmansville|21127
41234|Meally|21115
41238|Oil Springs|21115
41240|Paintsville|21115
41250|Pilgrim|21159
41254|River|21115
41255|Sitka|21115
41256|Staffordsville|21115
41257|Stambaugh|21115
41260|Thelma|21115
41262|Tomahawk|21159
41263|Tutor Key|21115
41264|Ulysses|21127
41265|Van Lear|21115
41267|Warfield|21159
41268|West Van Lear|21115
41271|Williamsport|21115
41274|Wittensville|21115
41301|Campton|21237
41310|Bays|21025
41311|Beattyville|21129
41314|Booneville|21189
41317|Clayhole|21025
41332|Hazel Green|21237
41339|Jackson|21025
41347|Lone|21129
41348|Lost Creek|21025
41351|Mistletoe|21189
41352|Mize|21175
41360|Pine Ridge|21237
41364|Ricetown|21189
41365|Rogers|21237
41366|Rousseau|21025
41367|Rowdy|21193
41368|Saint Helens|21129
41385|Vancleve|21025
41386|Vincent|21189
41390|Whick|21025
41397|Zoe|21129
41408|Cannel City|21175
41413|Crockett|21175
41421|Elkfork|21175
41425|Ezel|21175
41426|Falcon|21153
41451|Malone|21175
41464|Royalton|21153
41465|Salyersville|21153
41472|West Liberty|21175
41477|Wrigley|21175
41501|Pikeville|21195
41502|Pikeville|21195
41503|South Williamson|21195
41512|Ashcamp|21195
41513|Belcher|21195
41514|Belfry|21195
41517|Burdine|21133
41519|Canada|21195
41520|Dorton|21195
41522|Elkhorn City|21195
41524|Fedscreek|21195
41526|Fords Branch|21195
41527|Forest Hills|21195
41528|Freeburn|21195
41531|Hardy|21195
41534|Hellier|21195
41535|Huddy|21195
41537|Jenkins|21133
41538|Jonancy|21195
41539|Kimper|21195
41540|Lick Creek|21195
41542|Lookout|21195
41543|Mc Andrews|21195
41544|Mc Carr|21195
41547|Majestic|21195
41548|Mouthcard|21195
41549|Myra|21195
41553|Phelps|21195
41554|Phyllis|21195
41555|Pinsonfork|21195
41557|Raccoon|21195
41558|Ransom|21195
41559|Regina|21195
41560|Robinson Creek|21195
41561|Rockhouse|21195
41562|Shelbiana|21195
41563|Shelby Gap|21195
41564|Sidney|21195
41566|Steele|21195
41567|Stone|21195
41568|Stopover|21195
41571|Varney|21195
41572|Virgie|21195
41601|Allen|21071
41602|Auxier|21071
41603|Banner|21071
41604|Beaver|21071
41605|Betsy Layne|21071
41606|Bevinsville|21071
41607|Blue River|21071
41612|Bypro|21071
41615|Dana|21071
41616|David|21071
41619|Drift|21071
41621|Dwale|21071
41622|Eastern|21071
41630|Garrett|21071
41631|Grethel|21071
41632|Gunlock|21153
41635|Harold|21071
41636|Hi Hat|21071
41640|Hueysville|21071
41642|Ivel|21071
41643|Lackey|21119
41645|Langley|21071
41647|Mc Dowell|21071
41649|Martin|21071
41650|Melvin|21071
41651|Minnie|21071
41653|Prestonsburg|21071
41655|Printer|21071
41659|Stanville|21071
41660|Teaberry|21071
41663|Tram|21071
41666|Wayland|21071
41667|Weeksbury|21071
41669|Wheelwright|21071
41701|Hazard|21193
41702|Hazard|21193
41712|Ary|21193
41713|Avawam|21193
41714|Bear Branch|21131
41719|Bonnyman|21193
41721|Buckhorn|21193
41722|Bulan|21193
41723|Busy|21193
41725|Carrie|21119
41727|Chavies|21193
41729|Combs|21193
41731|Cornettsville|21193
41735|Delphia|21193
41736|Dice|21193
41739|Dwarf|21193
41740|Emmalena|21119
41743|Fisty|21119
41745|Gays Creek|21193
41746|Happy|21193
41749|Hyden|21131
41751|Jeff|21193
41754|Krypton|21193
41759|Sassafras|21119
41760|Scuddy|21193
41762|Sizerock|21131
41763|Slemp|21193
41764|Smilax|21131
41766|Thousandsticks|21131
41772|Vest|21119
41773|Vicco|21193
41774|Viper|21193
41775|Wendover|21131
41776|Wooton|21131
41777|Yeaddiss|21131
41778|Yerkes|21193
41804|Blackey|21133
41810|Cromona|21133
41812|Deane|21133
41815|Ermine|21133
41817|Garner|21119
41819|Gordon|21133
41821|Hallie|21133
41822|Hindman|21119
41824|Isom|21133
41825|Jackhorn|21133
41826|Jeremiah|21133
41828|Kite|21119
41831|Leburn|21119
41832|Letcher|21133
41833|Linefork|21133
41834|Littcarr|21119
41835|Mc Roberts|21133
41836|Mallie|21119
41837|Mayking|21133
41838|Millstone|21133
41839|Mousie|21119
41840|Neon|21133
41843|Pine Top|21119
41844|Pippa Passes|21119
41845|Premium|21133
41847|Redfox|21119
41848|Roxana|21133
41849|Seco|21133
41855|Thornton|21133
41858|Whitesburg|21133
41859|Dema|21119
41861|Raven|21119
41862|Topmost|21119
42001|Paducah|21145
42002|Paducah|21145
42003|Paducah|21145
42020|Almo|21035
42021|Arlington|21039
42022|Bandana|21007
42023|Bardwell|21039
42024|Barlow|21007
42025|Benton|21157
42027|Boaz|21083
42028|Burna|21139
42029|Calvert City|21157
42031|Clinton|21105
42032|Columbus|21105
42033|Crayne|21055
42035|Cunningham|21039
42036|Dexter|21035
42037|Dycusburg|21055
42038|Eddyville|21143
42039|Fancy Farm|21083
42040|Farmington|21083
42041|Fulton|21075
42044|Gilbertsville|21157
42045|Grand Rivers|21139
42047|Hampton|21139
42048|Hardin|21157
42049|Hazel|21035
42050|Hickman|21075
42051|Hickory|21083
42053|Kevil|21145
42054|Kirksey|21035
42055|Kuttawa|21143
42056|La Center|21007
42058|Ledbetter|21139
42060|Lovelaceville|21007
42061|Lowes|21083
42063|Lynnville|21083
42064|Marion|21055
42066|Mayfield|21083
42069|Melber|21083
42070|Milburn|21039
42071|Murray|21035
42076|New Concord|21035
42078|Salem|21139
42079|Sedalia|21083
42081|Smithland|21139
42082|Symsonia|21083
42083|Tiline|21139
42085|Water Valley|21083
42086|West Paducah|21145
42087|Wickliffe|21007
42088|Wingo|21083
42101|Bowling Green|21227
42102|Bowling Green|21227
42103|Bowling Green|21227
42104|Bowling Green|21227
42120|Adolphus|21003
42122|Alvaton|21227
42123|Austin|21009
42124|Beaumont|21169
42127|Cave City|21009
42128|Bowling Green|21227
42129|Edmonton|21169
42130|Eighty Eight|21009
42131|Etoile|21009
42133|Fountain Run|21171
42134|Franklin|21213
42135|Franklin|21213
42140|Gamaliel|21171
42141|Glasgow|21009
42142|Glasgow|21009
42151|Hestand|21171
42152|Hiseville|21009
42153|Holland|21003
42154|Knob Lick|21169
42156|Lucas|21009
42157|Mount Hermon|21171
42159|Oakland|21227
42160|Park City|21009
42163|Rocky Hill|21061
42164|Scottsville|21003
42166|Summer Shade|21169
42167|Tompkinsville|21171
42170|Woodburn|21227
42171|Smiths Grove|21227
42201|Aberdeen|21031
42202|Adairville|21141
42204|Allensville|21219
42206|Auburn|21141
42207|Bee Spring|21061
42210|Brownsville|21061
42211|Cadiz|21221
42214|Center|21169
42215|Cerulean|21047
42216|Clifty|21219
42217|Crofton|21047
42219|Dunbar|21031
42220|Elkton|21219
42221|Fairview|21219
42223|Fort Campbell|21047
42232|Gracey|21047
42234|Guthrie|21219
42236|Herndon|21047
42240|Hopkinsville|21047
42241|Hopkinsville|21047
42252|Jetson|21031
42254|La Fayette|21047
42256|Lewisburg|21141
42259|Mammoth Cave|21061
42261|Morgantown|21031
42262|Oak Grove|21047
42265|Olmstead|21141
42266|Pembroke|21047
42273|Rochester|21031
42274|Rockfield|21227
42275|Roundhill|21031
42276|Russellville|21141
42280|Sharon Grove|21219
42285|Sweeden|21061
42286|Trenton|21219
42288|Woodbury|21031
42301|Owensboro|21059
42302|Owensboro|21059
42303|Owensboro|21059
42304|Owensboro|21059
42320|Beaver Dam|21183
42321|Beech Creek|21177
42322|Beech Grove|21149
42323|Beechmont|21177
42324|Belton|21177
42325|Bremen|21177
42326|Browder|21177
42327|Calhoun|21149
42328|Centertown|21183
42330|Central City|21177
42332|Cleaton|21177
42333|Cromwell|21183
42334|Curdsville|21101
42337|Drakesboro|21177
42338|Dundee|21183
42339|Dunmor|21177
42343|Fordsville|21183
42344|Graham|21177
42345|Greenville|21177
42347|Hartford|21183
42348|Hawesville|21091
42349|Horse Branch|21183
42350|Island|21149
42351|Lewisport|21091
42352|Livermore|21149
42354|Mc Henry|21183
42355|Maceo|21059
42356|Maple Mount|21059
42361|Olaton|21183
42364|Hawesville|21091
42366|Philpot|21059
42367|Powderly|21177
42368|Reynolds Station|21183
42369|Rockport|21183
42370|Rosine|21183
42371|Rumsey|21149
42372|Sacramento|21149
42374|South Carrollton|21177
42376|Utica|21059
42377|West Louisville|21059
42378|Whitesville|21059
42402|Baskett|21101
42404|Clay|21233
42406|Corydon|21101
42408|Dawson Springs|21107
42409|Dixon|21233
42410|Earlington|21107
42411|Fredonia|21033
42413|Hanson|21107
42419|Henderson|21101
42420|Henderson|21101
42431|Madisonville|21107
42436|Manitou|21107
42437|Morganfield|21225
42440|Mortons Gap|21107
42441|Nebo|21107
42442|Nortonville|21107
42444|Poole|21233
42445|Princeton|21033
42450|Providence|21233
42451|Reed|21101
42452|Robards|21101
42453|Saint Charles|21107
42455|Sebree|21233
42456|Slaughters|21233
42457|Smith Mills|21101
42458|Spottsville|21101
42459|Sturgis|21225
42460|Sullivan|21225
42461|Uniontown|21225
42462|Waverly|21225
42463|Wheatcroft|21233
42464|White Plains|21107
42501|Somerset|21199
42502|Somerset|21199
42503|Somerset|21199
42516|Bethelridge|21045
42518|Bronston|21199
42519|Burnside|21199
42528|Dunnville|21045
42533|Ferguson|21199
42539|Liberty|21045
42541|Middleburg|21045
42544|Nancy|21199
42553|Science Hill|21199
42558|Tateville|21199
42564|West Somerset|21199
42565|Windsor|21045
42566|Yosemite|21045
42567|Eubank|21199
42602|Albany|21053
42603|Alpha|21053
42629|Jamestown|21207
42631|Marshes Siding|21147
42633|Monticello|21231
42634|Parkers Lake|21147
42635|Pine Knot|21147
42638|Revelo|21147
42642|Russell Springs|21207
42647|Stearns|21147
42649|Strunk|21147
42653|Whitley City|21147
42701|Elizabethtown|21093
42702|Elizabethtown|21093
42712|Big Clifty|21085
42713|Bonnieville|21099
42715|Breeding|21001
42716|Buffalo|21123
42717|Burkesville|21057
42718|Campbellsville|21217
42719|Campbellsville|21217
42720|Cane Valley|21001
42721|Caneyville|21085
42722|Canmer|21099
42724|Cecilia|21093
42726|Clarkson|21085
42728|Columbia|21001
42729|Cub Run|21099
42732|Eastview|21093
42733|Elk Horn|21217
42740|Glendale|21093
42741|Glens Fork|21001
42742|Gradyville|21001
42743|Greensburg|21087
42746|Hardyville|21099
42748|Hodgenville|21123
42749|Horse Cave|21099
42753|Knifley|21001
42754|Leitchfield|21085
42755|Leitchfield|21085
42757|Magnolia|21099
42758|Mannsville|21217
42759|Marrowbone|21057
42762|Millwood|21085
42764|Mount Sherman|21087
42765|Munfordville|21099
42776|Sonora|21093
42782|Summersville|21087
42784|Upton|21093
42788|White Mills|21093
43001|Alexandria|39089
43002|Amlin|39049
43003|Ashley|39041
43004|Blacklick|39049
43005|Bladensburg|39083
43006|Brinkhaven|39075
43007|Broadway|39159
43008|Buckeye Lake|39089
43009|Cable|39021
43010|Catawba|39023
43011|Centerburg|39083
43013|Croton|39089
43014|Danville|39083
43015|Delaware|39041
43016|Dublin|39049
43017|Dublin|39049
43018|Etna|39089
43019|Fredericktown|39083
43021|Galena|39041
43022|Gambier|39083
43023|Granville|39089
43025|Hebron|39089
43026|Hilliard|39049
43027|Homer|39089
43028|Howard|39083
43029|Irwin|39097
43030|Jacksontown|39089
43031|Johnstown|39089
43032|Kilbourne|39041
43033|Kirkersville|39089
43035|Lewis Center|39041
43036|Magnetic Springs|39159
43037|Martinsburg|39083
43040|Marysville|39159
43041|Marysville|39159
43044|Mechanicsburg|39021
43045|Milford Center|39159
43046|Millersport|39045
43047|Mingo|39021
43048|Mount Liberty|39083
43050|Mount Vernon|39083
43054|New Albany|39049
43055|Newark|39089
43056|Heath|39089
43058|Newark|39089
43060|North Lewisburg|39021
43061|Ostrander|39041
43062|Pataskala|39089
43064|Plain City|39097
43065|Powell|39041
43066|Radnor|39041
43067|Raymond|39159
43068|Reynoldsburg|39049
43069|Reynoldsburg|39049
43070|Rosewood|39021
43071|Saint Louisville|39089
43072|Saint Paris|39021
43073|Summit Station|39089
43074|Sunbury|39041
43076|Thornville|39127
43077|Unionville Center|39159
43078|Urbana|39021
43080|Utica|39089
43081|Westerville|39049
43082|Westerville|39041
43083|Westville|39021
43084|Woodstock|39021
43085|Columbus|39049
43086|Westerville|39049
43093|Newark|39089
43101|Adelphi|39141
43102|Amanda|39045
43103|Ashville|39129
43105|Baltimore|39045
43106|Bloomingburg|39047
43107|Bremen|39045
43109|Brice|39049
43110|Canal Winchester|39049
43111|Carbon Hill|39073
43112|Carroll|39045
43113|Circleville|39129
43115|Clarksburg|39141
43116|Commercial Point|39129
43117|Derby|39129
43119|Galloway|39049
43123|Grove City|39049
43125|Groveport|39049
43126|Harrisburg|39049
43127|Haydenville|39073
43128|Jeffersonville|39047
43130|Lancaster|39045
43135|Laurelville|39073
43136|Lithopolis|39045
43137|Lockbourne|39129
43138|Logan|39073
43140|London|39097
43142|Milledgeville|39047
43143|Mount Sterling|39097
43144|Murray City|39073
43145|New Holland|39129
43146|Orient|39129
43147|Pickerington|39045
43148|Pleasantville|39045
43149|Rockbridge|39073
43150|Rushville|39045
43151|Sedalia|39097
43152|South Bloomingville|39073
43153|South Solon|39097
43154|Stoutsville|39045
43155|Sugar Grove|39045
43156|Tarlton|39129
43157|Thurston|39045
43158|Union Furnace|39073
43160|Washington Court House|39047
43162|West Jefferson|39097
43164|Williamsport|39129
43194|Lockbourne|39049
43195|Groveport|39049
43199|Groveport|39049
43201|Columbus|39049
43202|Columbus|39049
43203|Columbus|39049
43204|Columbus|39049
43205|Columbus|39049
43206|Columbus|39049
43207|Columbus|39049
43209|Columbus|39049
43210|Columbus|39049
43211|Columbus|39049
43212|Columbus|39049
43213|Columbus|39049
43214|Columbus|39049
43215|Columbus|39049
43216|Columbus|39049
43217|Columbus|39049
43218|Columbus|39049
43219|Columbus|39049
43220|Columbus|39049
43221|Columbus|39049
43222|Columbus|39049
43223|Columbus|39049
43224|Columbus|39049
43226|Columbus|39049
43227|Columbus|39049
43228|Columbus|39049
43229|Columbus|39049
43230|Columbus|39049
43231|Columbus|39049
43232|Columbus|39049
43234|Columbus|39049
43235|Columbus|39049
43236|Columbus|39049
43240|Columbus|39041
43251|Columbus|39049
43260|Columbus|39049
43266|Columbus|39049
43268|Columbus|39049
43270|Columbus|39049
43271|Columbus|39049
43272|Columbus|39049
43279|Columbus|39049
43287|Columbus|39049
43291|Columbus|39049
43301|Marion|39101
43302|Marion|39101
43310|Belle Center|39091
43311|Bellefontaine|39091
43314|Caledonia|39101
43315|Cardington|39117
43316|Carey|39175
43317|Chesterville|39117
43318|De Graff|39091
43319|East Liberty|39091
43320|Edison|39117
43321|Fulton|39117
43322|Green Camp|39101
43323|Harpster|39175
43324|Huntsville|39091
43325|Iberia|39117
43326|Kenton|39065
43330|Kirby|39175
43331|Lakeview|39091
43332|La Rue|39101
43333|Lewistown|39091
43334|Marengo|39117
43335|Martel|39101
43336|Middleburg|39091
43337|Morral|39101
43338|Mount Gilead|39117
43340|Mount Victory|39065
43341|New Bloomington|39101
43342|Prospect|39101
43343|Quincy|39091
43344|Richwood|39159
43345|Ridgeway|39065
43346|Roundhead|39065
43347|Rushsylvania|39091
43348|Russells Point|39091
43349|Shauck|39117
43350|Sparta|39117
43351|Upper Sandusky|39175
43356|Waldo|39101
43357|West Liberty|39091
43358|West Mansfield|39091
43359|Wharton|39175
43360|Zanesfield|39091
43402|Bowling Green|39173
43403|Bowling Green|39173
43406|Bradner|39173
43407|Burgoon|39143
43408|Clay Center|39123
43410|Clyde|39143
43412|Curtice|39095
43413|Cygnet|39173
43414|Dunbridge|39173
43416|Elmore|39123
43420|Fremont|39143
43430|Genoa|39123
43431|Gibsonburg|39143
43432|Graytown|39123
43433|Gypsum|39123
43434|Harbor View|39095
43435|Helena|39143
43436|Isle Saint George|39123
43437|Jerry City|39173
43438|Kelleys Island|39043
43439|Lacarne|39123
43440|Lakeside Marblehead|39123
43441|Lemoyne|39173
43442|Lindsey|39143
43443|Luckey|39173
43445|Martin|39123
43446|Middle Bass|39123
43447|Millbury|39173
43449|Oak Harbor|39123
43450|Pemberville|39173
43451|Portage|39173
43452|Port Clinton|39123
43456|Put In Bay|39123
43457|Risingsun|39173
43458|Rocky Ridge|39123
43460|Rossford|39173
43462|Rudolph|39173
43463|Stony Ridge|39173
43464|Vickery|39143
43465|Walbridge|39173
43466|Wayne|39173
43467|West Millgrove|39173
43468|Williston|39123
43469|Woodville|39143
43501|Alvordton|39171
43502|Archbold|39051
43504|Berkey|39095
43505|Blakeslee|39171
43506|Bryan|39171
43510|Colton|39069
43511|Custar|39173
43512|Defiance|39039
43515|Delta|39051
43516|Deshler|39069
43517|Edgerton|39171
43518|Edon|39171
43519|Evansport|39039
43520|Farmer|39039
43521|Fayette|39051
43522|Grand Rapids|39173
43523|Grelton|39069
43524|Hamler|39069
43525|Haskins|39173
43526|Hicksville|39039
43527|Holgate|39069
43528|Holland|39095
43529|Hoytville|39173
43530|Jewell|39039
43531|Kunkle|39171
43532|Liberty Center|39069
43533|Lyons|39051
43534|Mc Clure|39069
43535|Malinta|39069
43536|Mark Center|39039
43537|Maumee|39095
43540|Metamora|39051
43541|Milton Center|39173
43542|Monclova|39095
43543|Montpelier|39171
43545|Napoleon|39069
43547|Neapolis|39095
43548|New Bavaria|39069
43549|Ney|39039
43550|Okolona|39069
43551|Perrysburg|39173
43552|Perrysburg|39173
43553|Pettisville|39051
43554|Pioneer|39171
43555|Ridgeville Corners|39069
43556|Sherwood|39039
43557|Stryker|39171
43558|Swanton|39051
43560|Sylvania|39095
43565|Tontogany|39173
43566|Waterville|39095
43567|Wauseon|39051
43569|Weston|39173
43570|West Unity|39171
43571|Whitehouse|39095
43601|Toledo|39095
43603|Toledo|39095
43604|Toledo|39095
43605|Toledo|39095
43606|Toledo|39095
43607|Toledo|39095
43608|Toledo|39095
43609|Toledo|39095
43610|Toledo|39095
43611|Toledo|39095
43612|Toledo|39095
43613|Toledo|39095
43614|Toledo|39095
43615|Toledo|39095
43616|Oregon|39095
43617|Toledo|39095
43619|Northwood|39173
43620|Toledo|39095
43623|Toledo|39095
43635|Toledo|39095
43652|Toledo|39095
43654|Toledo|39095
43656|Toledo|39095
43657|Toledo|39095
43659|Toledo|39095
43660|Toledo|39095
43661|Toledo|39095
43666|Toledo|39095
43667|Toledo|39095
43681|Toledo|39095
43682|Toledo|39095
43697|Toledo|39095
43699|Toledo|39095
43701|Zanesville|39119
43702|Zanesville|39119
43711|Ava|39121
43713|Barnesville|39013
43716|Beallsville|39111
43717|Belle Valley|39121
43718|Belmont|39013
43719|Bethesda|39013
43720|Blue Rock|39119
43721|Brownsville|39089
43722|Buffalo|39059
43723|Byesville|39059
43724|Caldwell|39121
43725|Cambridge|39059
43727|Chandlersville|39119
43728|Chesterhill|39115
43730|Corning|39127
43731|Crooksville|39127
43732|Cumberland|39059
43733|Derwent|39059
43734|Duncan Falls|39119
43735|East Fultonham|39119
43736|Fairview|39059
43738|Fultonham|39119
43739|Glenford|39127
43740|Gratiot|39089
43746|Hopewell|39119
43747|Jerusalem|39111
43748|Junction City|39127
43749|Kimbolton|39059
43750|Kipling|39059
43752|Laings|39111
43754|Lewisville|39111
43755|Lore City|39059
43756|Mcconnelsville|39115
43757|Malaga|39111
43758|Malta|39115
43759|Morristown|39013
43760|Mount Perry|39127
43761|Moxahala|39127
43762|New Concord|39119
43764|New Lexington|39127
43766|New Straitsville|39127
43767|Norwich|39119
43768|Old Washington|39059
43771|Philo|39119
43772|Pleasant City|39059
43773|Quaker City|39059
43777|Roseville|39119
43778|Salesville|39059
43779|Sarahsville|39121
43780|Senecaville|39059
43782|Shawnee|39127
43783|Somerset|39127
43786|Stafford|39111
43787|Stockport|39115
43788|Summerfield|39121
43791|White Cottage|39119
43793|Woodsfield|39111
43802|Adamsville|39119
43803|Bakersville|39031
43804|Baltic|39075
43805|Blissfield|39031
43811|Conesville|39031
43812|Coshocton|39031
43821|Dresden|39119
43822|Frazeysburg|39119
43824|Fresno|39031
43828|Keene|39031
43830|Nashport|39119
43832|Newcomerstown|39157
43836|Plainfield|39031
43837|Port Washington|39157
43840|Stone Creek|39157
43842|Trinway|39119
43843|Walhonding|39031
43844|Warsaw|39031
43845|West Lafayette|39031
43901|Adena|39081
43902|Alledonia|39013
43903|Amsterdam|39081
43905|Barton|39013
43906|Bellaire|39013
43907|Cadiz|39067
43908|Bergholz|39081
43909|Blaine|39013
43910|Bloomingdale|39081
43912|Bridgeport|39013
43913|Brilliant|39081
43914|Cameron|39111
43915|Clarington|39111
43916|Colerain|39013
43917|Dillonvale|39081
43920|East Liverpool|39029
43925|East Springfield|39081
43926|Empire|39081
43927|Fairpoint|39013
43928|Glencoe|39013
43930|Hammondsville|39081
43931|Hannibal|39111
43932|Irondale|39081
43933|Jacobsburg|39013
43934|Lansing|39013
43935|Martins Ferry|39013
43937|Maynard|39013
43938|Mingo Junction|39081
43939|Mount Pleasant|39081
43940|Neffs|39013
43941|Piney Fork|39081
43942|Powhatan Point|39013
43943|Rayland|39081
43944|Richmond|39081
43945|Salineville|39029
43946|Sardis|39111
43947|Shadyside|39013
43948|Smithfield|39081
43950|Saint Clairsville|39013
43951|Lafferty|39013
43952|Steubenville|39081
43953|Steubenville|39081
43961|Stratton|39081
43962|Summitville|39029
43963|Tiltonsville|39081
43964|Toronto|39081
43967|Warnock|39013
43968|Wellsville|39029
43970|Wolf Run|39081
43971|Yorkville|39081
43972|Bannock|39013
43973|Freeport|39067
43974|Harrisville|39067
43976|Hopedale|39067
43977|Flushing|39013
43981|New Athens|39067
43983|Piedmont|39013
43984|New Rumley|39067
43985|Holloway|39013
43986|Jewett|39067
43988|Scio|39067
44001|Amherst|39093
44003|Andover|39007
44004|Ashtabula|39007
44005|Ashtabula|39007
44010|Austinburg|39007
44011|Avon|39093
44012|Avon Lake|39093
44017|Berea|39035
44021|Burton|39055
44022|Chagrin Falls|39035
44023|Chagrin Falls|39055
44024|Chardon|39055
44026|Chesterland|39055
44028|Columbia Station|39093
44030|Conneaut|39007
44032|Dorset|39007
44033|East Claridon|39055
44035|Elyria|39093
44036|Elyria|39093
44039|North Ridgeville|39093
44040|Gates Mills|39035
44041|Geneva|39007
44044|Grafton|39093
44045|Grand River|39085
44046|Huntsburg|39055
44047|Jefferson|39007
44048|Kingsville|39007
44049|Kipton|39093
44050|Lagrange|39093
44052|Lorain|39093
44053|Lorain|39093
44054|Sheffield Lake|39093
44055|Lorain|39093
44056|Macedonia|39153
44057|Madison|39085
44060|Mentor|39085
44061|Mentor|39085
44062|Middlefield|39055
44064|Montville|39055
44065|Newbury|39055
44067|Northfield|39153
44068|North Kingsville|39007
44070|North Olmsted|39035
44072|Novelty|39055
44073|Novelty|39055
44074|Oberlin|39093
44076|Orwell|39007
44077|Painesville|39085
44080|Parkman|39055
44081|Perry|39085
44082|Pierpont|39007
44084|Rock Creek|39007
44085|Rome|39007
44086|Thompson|39055
44087|Twinsburg|39153
44088|Unionville|39007
44089|Vermilion|39043
44090|Wellington|39093
44092|Wickliffe|39085
44093|Williamsfield|39007
44094|Willoughby|39085
44095|Eastlake|39085
44096|Willoughby|39085
44097|Eastlake|39085
44099|Windsor|39007
44101|Cleveland|39035
44102|Cleveland|39035
44103|Cleveland|39035
44104|Cleveland|39035
44105|Cleveland|39035
44106|Cleveland|39035
44107|Lakewood|39035
44108|Cleveland|39035
44109|Cleveland|39035
44110|Cleveland|39035
44111|Cleveland|39035
44112|Cleveland|39035
44113|Cleveland|39035
44114|Cleveland|39035
44115|Cleveland|39035
44116|Rocky River|39035
44117|Euclid|39035
44118|Cleveland|39035
44119|Cleveland|39035
44120|Cleveland|39035
44121|Cleveland|39035
44122|Beachwood|39035
44123|Euclid|39035
44124|Cleveland|39035
44125|Cleveland|39035
44126|Cleveland|39035
44127|Cleveland|39035
44128|Cleveland|39035
44129|Cleveland|39035
44130|Cleveland|39035
44131|Independence|39035
44132|Euclid|39035
44133|North Royalton|39035
44134|Cleveland|39035
44135|Cleveland|39035
44136|Strongsville|39035
44137|Maple Heights|39035
44138|Olmsted Falls|39035
44139|Solon|39035
44140|Bay Village|39035
44141|Brecksville|39035
44142|Brookpark|39035
44143|Cleveland|39035
44144|Cleveland|39035
44145|Westlake|39035
44146|Bedford|39035
44147|Broadview Heights|39035
44149|Strongsville|39035
44181|Cleveland|39035
44188|Cleveland|39035
44190|Cleveland|39035
44191|Cleveland|39035
44192|Cleveland|39035
44193|Cleveland|39035
44194|Cleveland|39035
44195|Cleveland|39035
44197|Cleveland|39035
44198|Cleveland|39035
44199|Cleveland|39035
44201|Atwater|39133
44202|Aurora|39133
44203|Barberton|39153
44210|Bath|39153
44211|Brady Lake|39133
44212|Brunswick|39103
44214|Burbank|39169
44215|Chippewa Lake|39103
44216|Clinton|39153
44217|Creston|39169
44221|Cuyahoga Falls|39153
44222|Cuyahoga Falls|39153
44223|Cuyahoga Falls|39153
44224|Stow|39153
44230|Doylestown|39169
44231|Garrettsville|39133
44232|Green|39153
44233|Hinckley|39103
44234|Hiram|39133
44235|Homerville|39103
44236|Hudson|39153
44237|Hudson|39153
44240|Kent|39133
44241|Streetsboro|39133
44242|Kent|39133
44243|Kent|39133
44250|Lakemore|39153
44251|Westfield Center|39103
44253|Litchfield|39103
44254|Lodi|39103
44255|Mantua|39133
44256|Medina|39103
44258|Medina|39103
44260|Mogadore|39133
44262|Munroe Falls|39153
44264|Peninsula|39153
44265|Randolph|39133
44266|Ravenna|39133
44270|Rittman|39169
44272|Rootstown|39133
44273|Seville|39103
44274|Sharon Center|39103
44275|Spencer|39103
44276|Sterling|39169
44278|Tallmadge|39153
44280|Valley City|39103
44281|Wadsworth|39103
44282|Wadsworth|39103
44285|Wayland|39133
44286|Richfield|39153
44287|West Salem|39169
44288|Windham|39133
44301|Akron|39153
44302|Akron|39153
44303|Akron|39153
44304|Akron|39153
44305|Akron|39153
44306|Akron|39153
44307|Akron|39153
44308|Akron|39153
44309|Akron|39153
44310|Akron|39153
44311|Akron|39153
44312|Akron|39153
44313|Akron|39153
44314|Akron|39153
44315|Akron|39153
44316|Akron|39153
44317|Akron|39153
44319|Akron|39153
44320|Akron|39153
44321|Akron|39153
44325|Akron|39153
44326|Akron|39153
44328|Akron|39153
44333|Akron|39153
44334|Fairlawn|39153
44372|Akron|39153
44396|Akron|39153
44398|Akron|39153
44401|Berlin Center|39099
44402|Bristolville|39155
44403|Brookfield|39155
44404|Burghill|39155
44405|Campbell|39099
44406|Canfield|39099
44408|Columbiana|39029
44410|Cortland|39155
44411|Deerfield|39133
44412|Diamond|39133
44413|East Palestine|39029
44415|Elkton|39029
44416|Ellsworth|39099
44417|Farmdale|39155
44418|Fowler|39155
44420|Girard|39155
44422|Greenford|39099
44423|Hanoverton|39029
44424|Hartford|39155
44425|Hubbard|39155
44427|Kensington|39029
44428|Kinsman|39155
44429|Lake Milton|39099
44430|Leavittsburg|39155
44431|Leetonia|39029
44432|Lisbon|39029
44436|Lowellville|39099
44437|Mc Donald|39155
44438|Masury|39155
44439|Mesopotamia|39155
44440|Mineral Ridge|39155
44441|Negley|39029
44442|New Middletown|39099
44443|New Springfield|39099
44444|Newton Falls|39155
44445|New Waterford|39029
44446|Niles|39155
44449|North Benton|39099
44450|North Bloomfield|39155
44451|North Jackson|39099
44452|North Lima|39099
44453|Orangeville|39155
44454|Petersburg|39099
44455|Rogers|39029
44460|Salem|39029
44470|Southington|39155
44471|Struthers|39099
44473|Vienna|39155
44481|Warren|39155
44482|Warren|39155
44483|Warren|39155
44484|Warren|39155
44485|Warren|39155
44486|Warren|39155
44490|Washingtonville|39029
44491|West Farmington|39155
44492|West Point|39029
44493|Winona|39029
44501|Youngstown|39099
44502|Youngstown|39099
44503|Youngstown|39099
44504|Youngstown|39099
44505|Youngstown|39099
44506|Youngstown|39099
44507|Youngstown|39099
44509|Youngstown|39099
44510|Youngstown|39099
44511|Youngstown|39099
44512|Youngstown|39099
44513|Youngstown|39099
44514|Youngstown|39099
44515|Youngstown|39099
44555|Youngstown|39099
44601|Alliance|39151
44606|Apple Creek|39169
44607|Augusta|39019
44608|Beach City|39151
44609|Beloit|39099
44610|Berlin|39075
44611|Big Prairie|39075
44612|Bolivar|39157
44613|Brewster|39151
44614|Canal Fulton|39151
44615|Carrollton|39019
44617|Charm|39075
44618|Dalton|39169
44619|Damascus|39029
44620|Dellroy|39019
44621|Dennison|39157
44622|Dover|39157
44624|Dundee|39075
44625|East Rochester|39029
44626|East Sparta|39151
44627|Fredericksburg|39169
44628|Glenmont|39075
44629|Gnadenhutten|39157
44630|Greentown|39151
44632|Hartville|39151
44633|Holmesville|39075
44634|Homeworth|39029
44636|Kidron|39169
44637|Killbuck|39075
44638|Lakeville|39075
44639|Leesville|39019
44640|Limaville|39151
44641|Louisville|39151
44643|Magnolia|39151
44644|Malvern|39019
44645|Marshallville|39169
44646|Massillon|39151
44647|Massillon|39151
44648|Massillon|39151
44650|Maximo|39151
44651|Mechanicstown|39019
44652|Middlebranch|39151
44653|Midvale|39157
44654|Millersburg|39075
44656|Mineral City|39157
44657|Minerva|39151
44659|Mount Eaton|39169
44660|Mount Hope|39075
44661|Nashville|39075
44662|Navarre|39151
44663|New Philadelphia|39157
44665|North Georgetown|39029
44666|North Lawrence|39151
44667|Orrville|39169
44669|Paris|39151
44670|Robertsville|39151
44671|Sandyville|39157
44672|Sebring|39099
44675|Sherrodsville|39019
44676|Shreve|39169
44677|Smithville|39169
44678|Somerdale|39157
44679|Stillwater|39067
44680|Strasburg|39157
44681|Sugarcreek|39157
44682|Tuscarawas|39157
44683|Uhrichsville|39157
44685|Uniontown|39153
44687|Walnut Creek|39075
44688|Waynesburg|39151
44689|Wilmot|39151
44690|Winesburg|39075
44691|Wooster|39169
44693|Deersville|39067
44695|Bowerston|39019
44697|Zoar|39157
44699|Tippecanoe|39067
44701|Canton|39151
44702|Canton|39151
44703|Canton|39151
44704|Canton|39151
44705|Canton|39151
44706|Canton|39151
44707|Canton|39151
44708|Canton|39151
44709|Canton|39151
44710|Canton|39151
44711|Canton|39151
44714|Canton|39151
44718|Canton|39151
44720|North Canton|39151
44721|Canton|39151
44730|East Canton|39151
44735|Canton|39151
44750|Canton|39151
44767|Canton|39151
44799|Canton|39151
44802|Alvada|39147
44804|Arcadia|39063
44805|Ashland|39005
44807|Attica|39147
44809|Bascom|39147
44811|Bellevue|39143
44813|Bellville|39139
44814|Berlin Heights|39043
44815|Bettsville|39147
44816|Birmingham|39043
44817|Bloomdale|39173
44818|Bloomville|39147
44820|Bucyrus|39033
44822|Butler|39139
44824|Castalia|39043
44825|Chatfield|39033
44826|Collins|39077
44827|Crestline|39033
44828|Flat Rock|39147
44830|Fostoria|39147
44833|Galion|39033
44836|Green Springs|39147
44837|Greenwich|39077
44838|Hayesville|39005
44839|Huron|39043
44840|Jeromesville|39005
44841|Kansas|39147
44842|Loudonville|39005
44843|Lucas|39139
44844|Mc Cutchenville|39175
44845|Melmore|39147
44846|Milan|39043
44847|Monroeville|39077
44848|Nankin|39005
44849|Nevada|39175
44850|New Haven|39077
44851|New London|39077
44853|New Riegel|39147
44854|New Washington|39033
44855|North Fairfield|39077
44856|North Robinson|39033
44857|Norwalk|39077
44859|Nova|39005
44860|Oceola|39033
44861|Old Fort|39147
44862|Ontario|39139
44864|Perrysville|39005
44865|Plymouth|39077
44866|Polk|39005
44867|Republic|39147
44870|Sandusky|39043
44871|Sandusky|39043
44874|Savannah|39005
44875|Shelby|39139
44878|Shiloh|39139
44880|Sullivan|39005
44881|Sulphur Springs|39033
44882|Sycamore|39175
44883|Tiffin|39147
44887|Tiro|39033
44888|Willard|39077
44889|Wakeman|39077
44890|Willard|39077
44901|Mansfield|39139
44902|Mansfield|39139
44903|Mansfield|39139
44904|Mansfield|39139
44905|Mansfield|39139
44906|Mansfield|39139
44907|Mansfield|39139
45001|Addyston|39061
45002|Cleves|39061
45003|College Corner|39135
45004|Collinsville|39017
45005|Franklin|39165
45011|Hamilton|39017
45012|Hamilton|39017
45013|Hamilton|39017
45014|Fairfield|39017
45015|Hamilton|39017
45018|Fairfield|39017
45030|Harrison|39061
45032|Harveysburg|39165
45033|Hooven|39061
45034|Kings Mills|39165
45036|Lebanon|39165
45039|Maineville|39165
45040|Mason|39165
45041|Miamitown|39061
45042|Middletown|39017
45044|Middletown|39017
45050|Monroe|39017
45051|Mount Saint Joseph|39061
45052|North Bend|39061
45053|Okeana|39017
45054|Oregonia|39165
45055|Overpeck|39017
45056|Oxford|39017
45061|Ross|39017
45062|Seven Mile|39017
45063|Shandon|39017
45064|Somerville|39017
45065|South Lebanon|39165
45066|Springboro|39165
45067|Trenton|39017
45068|Waynesville|39165
45069|West Chester|39017
45070|West Elkton|39135
45071|West Chester|39017
45101|Aberdeen|39015
45102|Amelia|39025
45103|Batavia|39025
45105|Bentonville|39001
45106|Bethel|39025
45107|Blanchester|39027
45111|Camp Dennison|39061
45112|Chilo|39025
45113|Clarksville|39027
45114|Cuba|39027
45115|Decatur|39015
45118|Fayetteville|39015
45119|Feesburg|39015
45120|Felicity|39025
45121|Georgetown|39015
45122|Goshen|39025
45123|Greenfield|39071
45130|Hamersville|39015
45131|Higginsport|39015
45132|Highland|39071
45133|Hillsboro|39071
45135|Leesburg|39071
45140|Loveland|39025
45142|Lynchburg|39071
45144|Manchester|39001
45146|Martinsville|39027
45147|Miamiville|39025
45148|Midland|39027
45150|Milford|39025
45152|Morrow|39165
45153|Moscow|39025
45154|Mount Orab|39015
45155|Mowrystown|39071
45156|Neville|39025
45157|New Richmond|39025
45158|Newtonsville|39025
45159|New Vienna|39027
45160|Owensville|39025
45162|Pleasant Plain|39165
45164|Port William|39027
45166|Reesville|39027
45167|Ripley|39015
45168|Russellville|39015
45169|Sabina|39027
45171|Sardinia|39015
45172|Sinking Spring|39071
45174|Terrace Park|39061
45176|Williamsburg|39025
45177|Wilmington|39027
45201|Cincinnati|39061
45202|Cincinnati|39061
45203|Cincinnati|39061
45204|Cincinnati|39061
45205|Cincinnati|39061
45206|Cincinnati|39061
45207|Cincinnati|39061
45208|Cincinnati|39061
45209|Cincinnati|39061
45211|Cincinnati|39061
45212|Cincinnati|39061
45213|Cincinnati|39061
45214|Cincinnati|39061
45215|Cincinnati|39061
45216|Cincinnati|39061
45217|Cincinnati|39061
45218|Cincinnati|39061
45219|Cincinnati|39061
45220|Cincinnati|39061
45221|Cincinnati|39061
45222|Cincinnati|39061
45223|Cincinnati|39061
45224|Cincinnati|39061
45225|Cincinnati|39061
45226|Cincinnati|39061
45227|Cincinnati|39061
45229|Cincinnati|39061
45230|Cincinnati|39061
45231|Cincinnati|39061
45232|Cincinnati|39061
45233|Cincinnati|39061
45234|Cincinnati|39061
45235|Cincinnati|39061
45236|Cincinnati|39061
45237|Cincinnati|39061
45238|Cincinnati|39061
45239|Cincinnati|39061
45240|Cincinnati|39061
45241|Cincinnati|39061
45242|Cincinnati|39061
45243|Cincinnati|39061
45244|Cincinnati|39061
45245|Cincinnati|39025
45246|Cincinnati|39061
45247|Cincinnati|39061
45248|Cincinnati|39061
45249|Cincinnati|39061
45250|Cincinnati|39061
45251|Cincinnati|39061
45252|Cincinnati|39061
45253|Cincinnati|39061
45254|Cincinnati|39061
45255|Cincinnati|39061
45258|Cincinnati|39061
45262|Cincinnati|39061
45263|Cincinnati|39061
45264|Cincinnati|39061
45267|Cincinnati|39061
45268|Cincinnati|39061
45269|Cincinnati|39061
45270|Cincinnati|39061
45271|Cincinnati|39061
45273|Cincinnati|39061
45274|Cincinnati|39061
45275|Cincinnati|39061
45277|Cincinnati|39061
45280|Cincinnati|39061
45296|Cincinnati|39061
45298|Cincinnati|39061
45299|Cincinnati|39061
45301|Alpha|39057
45302|Anna|39149
45303|Ansonia|39037
45304|Arcanum|39037
45305|Bellbrook|39057
45306|Botkins|39149
45307|Bowersville|39057
45308|Bradford|39037
45309|Brookville|39113
45310|Burkettsville|39107
45311|Camden|39135
45312|Casstown|39109
45314|Cedarville|39057
45315|Clayton|39113
45316|Clifton|39057
45317|Conover|39021
45318|Covington|39109
45319|Donnelsville|39023
45320|Eaton|39135
45321|Eldorado|39135
45322|Englewood|39113
45323|Enon|39023
45324|Fairborn|39057
45325|Farmersville|39113
45326|Fletcher|39109
45327|Germantown|39113
45328|Gettysburg|39037
45330|Gratis|39135
45331|Greenville|39037
45332|Hollansburg|39037
45333|Houston|39149
45334|Jackson Center|39149
45335|Jamestown|39057
45336|Kettlersville|39149
45337|Laura|39109
45338|Lewisburg|39135
45339|Ludlow Falls|39109
45340|Maplewood|39149
45341|Medway|39023
45342|Miamisburg|39113
45343|Miamisburg|39113
45344|New Carlisle|39023
45345|New Lebanon|39113
45346|New Madison|39037
45347|New Paris|39135
45348|New Weston|39037
45349|North Hampton|39023
45350|North Star|39037
45351|Osgood|39037
45352|Palestine|39037
45353|Pemberton|39149
45354|Phillipsburg|39113
45356|Piqua|39109
45358|Pitsburg|39037
45359|Pleasant Hill|39109
45360|Port Jefferson|39149
45361|Potsdam|39109
45362|Rossburg|39037
45363|Russia|39149
45365|Sidney|39149
45367|Sidney|39149
45368|South Charleston|39023
45369|South Vienna|39023
45370|Spring Valley|39057
45371|Tipp City|39109
45372|Tremont City|39023
45373|Troy|39109
45374|Troy|39109
45377|Vandalia|39113
45378|Verona|39135
45380|Versailles|39037
45381|West Alexandria|39135
45382|West Manchester|39135
45383|West Milton|39109
45384|Wilberforce|39057
45385|Xenia|39057
45387|Yellow Springs|39057
45388|Yorkshire|39037
45389|Christiansburg|39021
45390|Union City|39037
45401|Dayton|39113
45402|Dayton|39113
45403|Dayton|39113
45404|Dayton|39113
45405|Dayton|39113
45406|Dayton|39113
45409|Dayton|39113
45410|Dayton|39113
45412|Dayton|39113
45413|Dayton|39113
45414|Dayton|39113
45415|Dayton|39113
45416|Dayton|39113
45417|Dayton|39113
45419|Dayton|39113
45420|Dayton|39113
45422|Dayton|39113
45423|Dayton|39113
45424|Dayton|39113
45426|Dayton|39113
45428|Dayton|39113
45429|Dayton|39113
45430|Dayton|39057
45431|Dayton|39113
45432|Dayton|39057
45433|Dayton|39057
45434|Dayton|39057
45435|Dayton|39057
45437|Dayton|39113
45439|Dayton|39113
45440|Dayton|39113
45441|Dayton|39113
45448|Dayton|39113
45449|Dayton|39113
45458|Dayton|39113
45459|Dayton|39113
45469|Dayton|39113
45470|Dayton|39113
45475|Dayton|39113
45479|Dayton|39113
45481|Dayton|39113
45482|Dayton|39113
45490|Dayton|39113
45501|Springfield|39023
45502|Springfield|39023
45503|Springfield|39023
45504|Springfield|39023
45505|Springfield|39023
45506|Springfield|39023
45601|Chillicothe|39141
45612|Bainbridge|39141
45613|Beaver|39131
45614|Bidwell|39053
45616|Blue Creek|39001
45617|Bourneville|39141
45618|Cherry Fork|39001
45619|Chesapeake|39087
45620|Cheshire|39053
45621|Coalton|39079
45622|Creola|39163
45623|Crown City|39053
45624|Cynthiana|39131
45628|Frankfort|39141
45629|Franklin Furnace|39145
45630|Friendship|39145
45631|Gallipolis|39053
45633|Hallsville|39141
45634|Hamden|39163
45636|Haverhill|39145
45638|Ironton|39087
45640|Jackson|39079
45642|Jasper|39131
45643|Kerr|39053
45644|Kingston|39141
45645|Kitts Hill|39087
45646|Latham|39131
45647|Londonderry|39141
45648|Lucasville|39145
45650|Lynx|39001
45651|Mc Arthur|39163
45652|Mc Dermott|39145
45653|Minford|39145
45654|New Plymouth|39163
45656|Oak Hill|39079
45657|Otway|39145
45658|Patriot|39053
45659|Pedro|39087
45660|Peebles|39001
45661|Piketon|39131
45662|Portsmouth|39145
45663|West Portsmouth|39145
45669|Proctorville|39087
45671|Rarden|39145
45672|Ray|39079
45673|Richmond Dale|39141
45674|Rio Grande|39053
45675|Rock Camp|39087
45677|Scioto Furnace|39145
45678|Scottown|39087
45679|Seaman|39001
45680|South Point|39087
45681|South Salem|39141
45682|South Webster|39145
45683|Stockdale|39131
45684|Stout|39145
45685|Thurman|39053
45686|Vinton|39053
45687|Wakefield|39131
45688|Waterloo|39087
45690|Waverly|39131
45692|Wellston|39079
45693|West Union|39001
45694|Wheelersburg|39145
45695|Wilkesville|39163
45696|Willow Wood|39087
45697|Winchester|39001
45698|Zaleski|39163
45699|Lucasville|39145
45701|Athens|39009
45710|Albany|39009
45711|Amesville|39009
45712|Barlow|39167
45713|Bartlett|39167
45714|Belpre|39167
45715|Beverly|39167
45716|Buchtel|39009
45717|Carbondale|39009
45719|Chauncey|39009
45720|Chester|39105
45721|Coal Run|39167
45723|Coolville|39009
45724|Cutler|39167
45727|Dexter City|39121
45729|Fleming|39167
45732|Glouster|39009
45734|Graysville|39111
45735|Guysville|39009
45739|Hockingport|39009
45740|Jacksonville|39009
45741|Langsville|39105
45742|Little Hocking|39167
45743|Long Bottom|39105
45744|Lowell|39167
45745|Lower Salem|39167
45746|Macksburg|39167
45750|Marietta|39167
45760|Middleport|39105
45761|Millfield|39009
45764|Nelsonville|39009
45766|New Marshfield|39009
45767|New Matamoras|39167
45768|Newport|39167
45769|Pomeroy|39105
45770|Portland|39105
45771|Racine|39105
45772|Reedsville|39105
45773|Reno|39167
45775|Rutland|39105
45776|Shade|39105
45777|Sharpsburg|39009
45778|Stewart|39009
45779|Syracuse|39105
45780|The Plains|39009
45782|Trimble|39009
45783|Tuppers Plains|39105
45784|Vincent|39167
45786|Waterford|39167
45787|Watertown|39167
45788|Whipple|39167
45789|Wingett Run|39167
45801|Lima|39003
45802|Lima|39003
45804|Lima|39003
45805|Lima|39003
45806|Lima|39003
45807|Lima|39003
45808|Beaverdam|39003
45809|Gomer|39003
45810|Ada|39065
45812|Alger|39065
45813|Antwerp|39125
45814|Arlington|39063
45815|Belmore|39137
45816|Benton Ridge|39063
45817|Bluffton|39003
45819|Buckland|39011
45820|Cairo|39003
45821|Cecil|39125
45822|Celina|39107
45826|Chickasaw|39107
45827|Cloverdale|39137
45828|Coldwater|39107
45830|Columbus Grove|39137
45831|Continental|39137
45832|Convoy|39161
45833|Delphos|39003
45835|Dola|39065
45836|Dunkirk|39065
45837|Dupont|39137
45838|Elgin|39161
45839|Findlay|39063
45840|Findlay|39063
45841|Jenera|39063
45843|Forest|39065
45844|Fort Jennings|39137
45845|Fort Loramie|39149
45846|Fort Recovery|39107
45848|Glandorf|39137
45849|Grover Hill|39125
45850|Harrod|39003
45851|Haviland|39125
45853|Kalida|39137
45854|Lafayette|39003
45855|Latty|39125
45856|Leipsic|39137
45858|Mc Comb|39063
45859|Mc Guffey|39065
45860|Maria Stein|39107
45861|Melrose|39125
45862|Mendon|39107
45863|Middle Point|39161
45864|Miller City|39137
45865|Minster|39011
45866|Montezuma|39107
45867|Mount Blanchard|39063
45868|Mount Cory|39063
45869|New Bremen|39011
45870|New Hampshire|39011
45871|New Knoxville|39011
45872|North Baltimore|39173
45873|Oakwood|39125
45874|Ohio City|39161
45875|Ottawa|39137
45876|Ottoville|39137
45877|Pandora|39137
45879|Paulding|39125
45880|Payne|39125
45881|Rawson|39063
45882|Rockford|39107
45883|Saint Henry|39107
45884|Saint Johns|39011
45885|Saint Marys|39011
45886|Scott|39161
45887|Spencerville|39003
45888|Uniopolis|39011
45889|Van Buren|39063
45890|Vanlue|39063
45891|Van Wert|39161
45893|Vaughnsville|39137
45894|Venedocia|39161
45895|Wapakoneta|39011
45896|Waynesfield|39011
45897|Williamstown|39063
45898|Willshire|39161
45899|Wren|39161
45999|Cincinnati|39061
46001|Alexandria|18095
46011|Anderson|18095
46012|Anderson|18095
46013|Anderson|18095
46014|Anderson|18095
46015|Anderson|18095
46016|Anderson|18095
46017|Anderson|18095
46018|Anderson|18095
46030|Arcadia|18057
46031|Atlanta|18057
46032|Carmel|18057
46033|Carmel|18057
46034|Cicero|18057
46035|Colfax|18023
46036|Elwood|18095
46037|Fishers|18057
46038|Fishers|18057
46039|Forest|18023
46040|Fortville|18059
46041|Frankfort|18023
46044|Frankton|18095
46045|Goldsmith|18159
46047|Hobbs|18159
46048|Ingalls|18095
46049|Kempton|18159
46050|Kirklin|18023
46051|Lapel|18095
46052|Lebanon|18011
46055|Mccordsville|18059
46056|Markleville|18095
46057|Michigantown|18023
46058|Mulberry|18023
46060|Noblesville|18057
46061|Noblesville|18057
46062|Noblesville|18057
46063|Orestes|18095
46064|Pendleton|18095
46065|Rossville|18023
46067|Sedalia|18023
46068|Sharpsville|18159
46069|Sheridan|18057
46070|Summitville|18095
46071|Thorntown|18011
46072|Tipton|18159
46074|Westfield|18057
46075|Whitestown|18011
46076|Windfall|18159
46077|Zionsville|18011
46082|Carmel|18057
46085|Fishers|18057
46102|Advance|18011
46103|Amo|18063
46104|Arlington|18139
46105|Bainbridge|18133
46106|Bargersville|18081
46107|Beech Grove|18097
46110|Boggstown|18145
46111|Brooklyn|18109
46112|Brownsburg|18063
46113|Camby|18097
46115|Carthage|18139
46117|Charlottesville|18059
46118|Clayton|18063
46120|Cloverdale|18133
46121|Coatesville|18133
46122|Danville|18063
46123|Avon|18063
46124|Edinburgh|18081
46125|Eminence|18109
46126|Fairland|18145
46127|Falmouth|18139
46128|Fillmore|18133
46129|Finly|18059
46130|Fountaintown|18145
46131|Franklin|18081
46133|Glenwood|18041
46135|Greencastle|18133
46140|Greenfield|18059
46142|Greenwood|18081
46143|Greenwood|18081
46144|Gwynneville|18145
46146|Homer|18139
46147|Jamestown|18011
46148|Knightstown|18065
46149|Lizton|18063
46150|Manilla|18139
46151|Martinsville|18109
46154|Maxwell|18059
46155|Mays|18139
46156|Milroy|18139
46157|Monrovia|18109
46158|Mooresville|18109
46160|Morgantown|18013
46161|Morristown|18145
46162|Needham|18081
46163|New Palestine|18059
46164|Nineveh|18081
46165|North Salem|18063
46166|Paragon|18109
46167|Pittsboro|18063
46168|Plainfield|18063
46170|Putnamville|18133
46171|Reelsville|18133
46172|Roachdale|18133
46173|Rushville|18139
46175|Russellville|18133
46176|Shelbyville|18145
46180|Stilesville|18063
46181|Trafalgar|18081
46182|Waldron|18145
46183|West Newton|18097
46184|Whiteland|18081
46186|Wilkinson|18059
46201|Indianapolis|18097
46202|Indianapolis|18097
46203|Indianapolis|18097
46204|Indianapolis|18097
46205|Indianapolis|18097
46206|Indianapolis|18097
46207|Indianapolis|18097
46208|Indianapolis|18097
46209|Indianapolis|18097
46213|Indianapolis|18097
46214|Indianapolis|18097
46216|Indianapolis|18097
46217|Indianapolis|18097
46218|Indianapolis|18097
46219|Indianapolis|18097
46220|Indianapolis|18097
46221|Indianapolis|18097
46222|Indianapolis|18097
46224|Indianapolis|18097
46225|Indianapolis|18097
46226|Indianapolis|18097
46227|Indianapolis|18097
46228|Indianapolis|18097
46229|Indianapolis|18097
46230|Indianapolis|18097
46231|Indianapolis|18097
46234|Indianapolis|18097
46235|Indianapolis|18097
46236|Indianapolis|18097
46237|Indianapolis|18097
46239|Indianapolis|18097
46240|Indianapolis|18097
46241|Indianapolis|18097
46242|Indianapolis|18097
46244|Indianapolis|18097
46247|Indianapolis|18097
46249|Indianapolis|18097
46250|Indianapolis|18097
46251|Indianapolis|18097
46253|Indianapolis|18097
46254|Indianapolis|18097
46255|Indianapolis|18097
46256|Indianapolis|18097
46259|Indianapolis|18097
46260|Indianapolis|18097
46262|Indianapolis|18097
46268|Indianapolis|18097
46277|Indianapolis|18097
46278|Indianapolis|18097
46280|Indianapolis|18057
46282|Indianapolis|18097
46283|Indianapolis|18097
46285|Indianapolis|18097
46288|Indianapolis|18155
46290|Indianapolis|18057
46298|Indianapolis|18097
46301|Beverly Shores|18127
46302|Boone Grove|18127
46303|Cedar Lake|18089
46304|Chesterton|18127
46307|Crown Point|18089
46308|Crown Point|18089
46310|Demotte|18073
46311|Dyer|18089
46312|East Chicago|18089
46319|Griffith|18089
46320|Hammond|18089
46321|Munster|18089
46322|Highland|18089
46323|Hammond|18089
46324|Hammond|18089
46325|Hammond|18089
46327|Hammond|18089
46340|Hanna|18091
46341|Hebron|18127
46342|Hobart|18089
46345|Kingsbury|18091
46346|Kingsford Heights|18091
46347|Kouts|18127
46348|La Crosse|18091
46349|Lake Village|18111
46350|La Porte|18091
46352|La Porte|18091
46355|Leroy|18089
46356|Lowell|18089
46360|Michigan City|18091
46361|Michigan City|18091
46365|Mill Creek|18091
46366|North Judson|18149
46368|Portage|18127
46371|Rolling Prairie|18091
46372|Roselawn|18111
46373|Saint John|18089
46374|San Pierre|18149
46375|Schererville|18089
46376|Schneider|18089
46377|Shelby|18089
46379|Sumava Resorts|18111
46380|Tefft|18073
46381|Thayer|18111
46382|Union Mills|18091
46383|Valparaiso|18127
46384|Valparaiso|18127
46385|Valparaiso|18127
46390|Wanatah|18091
46391|Westville|18091
46392|Wheatfield|18073
46393|Wheeler|18127
46394|Whiting|18089
46401|Gary|18089
46402|Gary|18089
46403|Gary|18089
46404|Gary|18089
46405|Lake Station|18089
46406|Gary|18089
46407|Gary|18089
46408|Gary|18089
46409|Gary|18089
46410|Merrillville|18089
46411|Merrillville|18089
46501|Argos|18099
46502|Atwood|18085
46504|Bourbon|18099
46506|Bremen|18099
46507|Bristol|18039
46508|Burket|18085
46510|Claypool|18085
46511|Culver|18099
46513|Donaldson|18149
46514|Elkhart|18039
46515|Elkhart|18039
46516|Elkhart|18039
46517|Elkhart|18039
46524|Etna Green|18085
46526|Goshen|18039
46527|Goshen|18039
46528|Goshen|18039
46530|Granger|18141
46531|Grovertown|18149
46532|Hamlet|18149
46534|Knox|18149
46536|Lakeville|18141
46537|Lapaz|18099
46538|Leesburg|18085
46539|Mentone|18085
46540|Middlebury|18039
46542|Milford|18085
46543|Millersburg|18039
46544|Mishawaka|18141
46545|Mishawaka|18141
46546|Mishawaka|18141
46550|Nappanee|18039
46552|New Carlisle|18141
46553|New Paris|18039
46554|North Liberty|18141
46555|North Webster|18085
46556|Notre Dame|18141
46561|Osceola|18141
46562|Pierceton|18085
46563|Plymouth|18099
46565|Shipshewana|18087
46567|Syracuse|18085
46570|Tippecanoe|18099
46571|Topeka|18087
46572|Tyner|18099
46573|Wakarusa|18039
46574|Walkerton|18141
46580|Warsaw|18085
46581|Warsaw|18085
46582|Warsaw|18085
46590|Winona Lake|18085
46595|Wyatt|18141
46601|South Bend|18141
46613|South Bend|18141
46614|South Bend|18141
46615|South Bend|18141
46616|South Bend|18141
46617|South Bend|18141
46619|South Bend|18141
46624|South Bend|18141
46626|South Bend|18141
46628|South Bend|18141
46634|South Bend|18141
46635|South Bend|18141
46637|South Bend|18141
46660|South Bend|18141
46680|South Bend|18141
46699|South Bend|18141
46701|Albion|18113
46702|Andrews|18069
46703|Angola|18151
46704|Arcola|18003
46705|Ashley|18033
46706|Auburn|18033
46710|Avilla|18113
46711|Berne|18001
46713|Bippus|18069
46714|Bluffton|18179
46721|Butler|18033
46723|Churubusco|18183
46725|Columbia City|18183
46730|Corunna|18033
46731|Craigville|18179
46732|Cromwell|18113
46733|Decatur|18001
46737|Fremont|18151
46738|Garrett|18033
46740|Geneva|18001
46741|Grabill|18003
46742|Hamilton|18151
46743|Harlan|18003
46745|Hoagland|18003
46746|Howe|18087
46747|Hudson|18151
46748|Huntertown|18003
46750|Huntington|18069
46755|Kendallville|18113
46759|Keystone|18179
46760|Kimmell|18113
46761|Lagrange|18087
46763|Laotto|18113
46764|Larwill|18183
46765|Leo|18003
46766|Liberty Center|18179
46767|Ligonier|18113
46769|Linn Grove|18001
46770|Markle|18179
46771|Mongo|18087
46772|Monroe|18001
46773|Monroeville|18003
46774|New Haven|18003
46776|Orland|18151
46777|Ossian|18179
46778|Petroleum|18179
46779|Pleasant Lake|18151
46780|Pleasant Mills|18001
46781|Poneto|18179
46782|Preble|18001
46783|Roanoke|18069
46784|Rome City|18113
46785|Saint Joe|18033
46786|South Milford|18087
46787|South Whitley|18183
46788|Spencerville|18003
46789|Stroh|18087
46791|Uniondale|18179
46792|Warren|18069
46793|Waterloo|18033
46794|Wawaka|18113
46795|Wolcottville|18087
46796|Wolflake|18113
46797|Woodburn|18003
46798|Yoder|18003
46799|Zanesville|18179
46801|Fort Wayne|18003
46802|Fort Wayne|18003
46803|Fort Wayne|18003
46804|Fort Wayne|18003
46805|Fort Wayne|18003
46806|Fort Wayne|18003
46807|Fort Wayne|18003
46808|Fort Wayne|18003
46809|Fort Wayne|18003
46814|Fort Wayne|18003
46815|Fort Wayne|18003
46816|Fort Wayne|18003
46818|Fort Wayne|18003
46819|Fort Wayne|18003
46825|Fort Wayne|18003
46835|Fort Wayne|18003
46845|Fort Wayne|18003
46850|Fort Wayne|18003
46851|Fort Wayne|18003
46852|Fort Wayne|18003
46853|Fort Wayne|18003
46854|Fort Wayne|18003
46855|Fort Wayne|18003
46856|Fort Wayne|18003
46857|Fort Wayne|18003
46858|Fort Wayne|18003
46859|Fort Wayne|18003
46860|Fort Wayne|18003
46861|Fort Wayne|18003
46862|Fort Wayne|18003
46863|Fort Wayne|18003
46864|Fort Wayne|18003
46865|Fort Wayne|18003
46866|Fort Wayne|18003
46867|Fort Wayne|18003
46868|Fort Wayne|18003
46869|Fort Wayne|18003
46885|Fort Wayne|18003
46895|Fort Wayne|18003
46896|Fort Wayne|18003
46897|Fort Wayne|18003
46898|Fort Wayne|18003
46899|Fort Wayne|18003
46901|Kokomo|18067
46902|Kokomo|18067
46903|Kokomo|18067
46904|Kokomo|18067
46910|Akron|18049
46911|Amboy|18103
46912|Athens|18049
46913|Bringhurst|18015
46914|Bunker Hill|18103
46915|Burlington|18015
46916|Burrows|18015
46917|Camden|18015
46919|Converse|18103
46920|Cutler|18015
46921|Deedsville|18103
46922|Delong|18049
46923|Delphi|18015
46926|Denver|18103
46928|Fairmount|18053
46929|Flora|18015
46930|Fowlerton|18053
46931|Fulton|18049
46932|Galveston|18017
46933|Gas City|18053
46935|Grass Creek|18049
46936|Greentown|18067
46937|Hemlock|18067
46938|Jonesboro|18053
46939|Kewanna|18049
46940|La Fontaine|18169
46941|Lagro|18169
46942|Lake Cicott|18017
46943|Laketon|18169
46945|Leiters Ford|18049
46946|Liberty Mills|18169
46947|Logansport|18017
46950|Lucerne|18017
46951|Macy|18103
46952|Marion|18053
46953|Marion|18053
46957|Matthews|18053
46958|Mexico|18103
46959|Miami|18103
46960|Monterey|18131
46961|New Waverly|18017
46962|North Manchester|18169
46965|Oakford|18067
46967|Onward|18017
46968|Ora|18149
46970|Peru|18103
46971|Grissom Arb|18103
46974|Roann|18169
46975|Rochester|18049
46977|Rockfield|18015
46978|Royal Center|18017
46979|Russiaville|18067
46980|Servia|18169
46982|Silver Lake|18085
46984|Somerset|18169
46985|Star City|18131
46986|Swayzee|18053
46987|Sweetser|18053
46988|Twelve Mile|18017
46989|Upland|18053
46990|Urbana|18169
46991|Van Buren|18053
46992|Wabash|18169
46994|Walton|18017
46995|West Middleton|18067
46996|Winamac|18131
46998|Young America|18017
47001|Aurora|18029
47003|West College Corner|18161
47006|Batesville|18137
47010|Bath|18047
47011|Bennington|18155
47012|Brookville|18047
47016|Cedar Grove|18047
47017|Cross Plains|18137
47018|Dillsboro|18029
47019|East Enterprise|18155
47020|Florence|18155
47021|Friendship|18137
47022|Guilford|18029
47023|Holton|18137
47024|Laurel|18047
47025|Lawrenceburg|18029
47030|Metamora|18047
47031|Milan|18137
47032|Moores Hill|18029
47033|Morris|18137
47034|Napoleon|18137
47035|New Trenton|18047
47036|Oldenburg|18047
47037|Osgood|18137
47038|Patriot|18155
47039|Pierceville|18137
47040|Rising Sun|18115
47041|Sunman|18137
47042|Versailles|18137
47043|Vevay|18155
47060|West Harrison|18029
47102|Austin|18143
47104|Bethlehem|18019
47106|Borden|18019
47107|Bradford|18061
47108|Campbellsburg|18175
47110|Central|18061
47111|Charlestown|18019
47112|Corydon|18061
47114|Crandall|18061
47115|Depauw|18061
47116|Eckerty|18025
47117|Elizabeth|18061
47118|English|18025
47119|Floyds Knobs|18043
47120|Fredericksburg|18175
47122|Georgetown|18043
47123|Grantsburg|18025
47124|Greenville|18043
47125|Hardinsburg|18175
47126|Henryville|18019
47129|Clarksville|18019
47130|Jeffersonville|18019
47131|Jeffersonville|18019
47132|Jeffersonville|18019
47133|Jeffersonville|18019
47134|Jeffersonville|18019
47135|Laconia|18061
47136|Lanesville|18061
47137|Leavenworth|18025
47138|Lexington|18143
47140|Marengo|18025
47141|Marysville|18019
47142|Mauckport|18061
47143|Memphis|18019
47144|Jeffersonville|18019
47145|Milltown|18025
47146|Mount Saint Francis|18043
47147|Nabb|18019
47150|New Albany|18043
47151|New Albany|18043
47160|New Middletown|18061
47161|New Salisbury|18061
47162|New Washington|18019
47163|Otisco|18019
47164|Palmyra|18061
47165|Pekin|18175
47166|Ramsey|18061
47167|Salem|18175
47170|Scottsburg|18143
47172|Sellersburg|18019
47174|Sulphur|18025
47175|Taswell|18025
47177|Underwood|18019
47190|Jeffersonville|18019
47199|Jeffersonville|18019
47201|Columbus|18005
47202|Columbus|18005
47203|Columbus|18005
47220|Brownstown|18071
47223|Butlerville|18079
47224|Canaan|18155
47225|Clarksburg|18031
47226|Clifford|18005
47227|Commiskey|18079
47228|Cortland|18071
47229|Crothersville|18071
47230|Deputy|18077
47231|Dupont|18077
47232|Elizabethtown|18005
47234|Flat Rock|18145
47235|Freetown|18071
47236|Grammer|18005
47240|Greensburg|18031
47243|Hanover|18077
47244|Hartsville|18005
47245|Hayden|18079
47246|Hope|18005
47247|Jonesville|18005
47249|Kurtz|18071
47250|Madison|18077
47260|Medora|18071
47263|New Point|18031
47264|Norman|18071
47265|North Vernon|18079
47270|Paris Crossing|18079
47272|Saint Paul|18031
47273|Scipio|18079
47274|Seymour|18071
47280|Taylorsville|18005
47281|Vallonia|18071
47282|Vernon|18079
47283|Westport|18031
47302|Muncie|18035
47303|Muncie|18035
47304|Muncie|18035
47305|Muncie|18035
47306|Muncie|18035
47307|Muncie|18035
47308|Muncie|18035
47320|Albany|18035
47322|Bentonville|18041
47324|Boston|18177
47325|Brownsville|18161
47326|Bryant|18075
47327|Cambridge City|18177
47330|Centerville|18177
47331|Connersville|18041
47334|Daleville|18035
47335|Dublin|18177
47336|Dunkirk|18075
47337|Dunreith|18065
47338|Eaton|18035
47339|Economy|18177
47340|Farmland|18135
47341|Fountain City|18177
47342|Gaston|18035
47344|Greensboro|18065
47345|Greens Fork|18177
47346|Hagerstown|18177
47348|Hartford City|18009
47351|Kennard|18065
47352|Lewisville|18065
47353|Liberty|18161
47354|Losantville|18135
47355|Lynn|18135
47356|Middletown|18065
47357|Milton|18177
47358|Modoc|18135
47359|Montpelier|18009
47360|Mooreland|18065
47361|Mount Summit|18065
47362|New Castle|18065
47366|New Lisbon|18065
47367|Oakville|18035
47368|Parker City|18135
47369|Pennville|18075
47370|Pershing|18177
47371|Portland|18075
47373|Redkey|18075
47374|Richmond|18177
47375|Richmond|18177
47380|Ridgeville|18135
47381|Salamonia|18075
47382|Saratoga|18135
47383|Selma|18035
47384|Shirley|18065
47385|Spiceland|18065
47386|Springport|18065
47387|Straughn|18065
47388|Sulphur Springs|18065
47390|Union City|18135
47392|Webster|18177
47393|Williamsburg|18177
47394|Winchester|18135
47396|Yorktown|18035
47401|Bloomington|18105
47402|Bloomington|18105
47403|Bloomington|18105
47404|Bloomington|18105
47405|Bloomington|18105
47406|Bloomington|18105
47407|Bloomington|18105
47408|Bloomington|18105
47420|Avoca|18093
47421|Bedford|18093
47424|Bloomfield|18055
47426|Clear Creek|18105
47427|Coal City|18119
47429|Ellettsville|18105
47431|Freedom|18119
47432|French Lick|18117
47433|Gosport|18119
47434|Harrodsburg|18105
47435|Helmsburg|18013
47436|Heltonville|18093
47437|Huron|18093
47438|Jasonville|18055
47441|Linton|18055
47443|Lyons|18055
47445|Midland|18055
47446|Mitchell|18093
47448|Nashville|18013
47449|Newberry|18055
47451|Oolitic|18093
47452|Orleans|18117
47453|Owensburg|18055
47454|Paoli|18117
47455|Patricksburg|18119
47456|Quincy|18119
47457|Scotland|18055
47458|Smithville|18105
47459|Solsberry|18055
47460|Spencer|18119
47462|Springville|18093
47463|Stanford|18105
47464|Stinesville|18105
47465|Switz City|18055
47467|Tunnelton|18093
47468|Unionville|18105
47469|West Baden Springs|18117
47470|Williams|18093
47471|Worthington|18055
47501|Washington|18027
47512|Bicknell|18083
47513|Birdseye|18037
47514|Branchville|18123
47515|Bristow|18123
47516|Bruceville|18083
47519|Cannelburg|18027
47520|Cannelton|18123
47521|Celestine|18037
47522|Crane|18101
47523|Dale|18147
47524|Decker|18083
47525|Derby|18123
47527|Dubois|18037
47528|Edwardsport|18083
47529|Elnora|18027
47531|Evanston|18147
47532|Ferdinand|18037
47535|Freelandville|18083
47536|Fulda|18147
47537|Gentryville|18147
47541|Holland|18037
47542|Huntingburg|18037
47545|Ireland|18037
47546|Jasper|18037
47547|Jasper|18037
47549|Jasper|18037
47550|Lamar|18147
47551|Leopold|18123
47552|Lincoln City|18147
47553|Loogootee|18101
47556|Mariah Hill|18147
47557|Monroe City|18083
47558|Montgomery|18027
47561|Oaktown|18083
47562|Odon|18027
47564|Otwell|18125
47567|Petersburg|18125
47568|Plainville|18027
47573|Ragsdale|18083
47574|Rome|18123
47575|Saint Anthony|18037
47576|Saint Croix|18123
47577|Saint Meinrad|18147
47578|Sandborn|18083
47579|Santa Claus|18147
47580|Schnellville|18037
47581|Shoals|18101
47584|Spurgeon|18125
47585|Stendal|18125
47586|Tell City|18123
47588|Troy|18123
47590|Velpen|18125
47591|Vincennes|18083
47596|Westphalia|18083
47597|Wheatland|18083
47598|Winslow|18125
47601|Boonville|18173
47610|Chandler|18173
47611|Chrisney|18147
47612|Cynthiana|18129
47613|Elberfeld|18173
47615|Grandview|18147
47616|Griffin|18129
47617|Hatfield|18147
47618|Inglefield|18163
47619|Lynnville|18173
47620|Mount Vernon|18129
47629|Newburgh|18173
47630|Newburgh|18173
47631|New Harmony|18129
47633|Poseyville|18129
47634|Richland|18147
47635|Rockport|18147
47637|Tennyson|18173
47638|Wadesville|18129
47639|Haubstadt|18051
47640|Hazleton|18051
47647|Buckskin|18051
47648|Fort Branch|18051
47649|Francisco|18051
47654|Mackey|18051
47660|Oakland City|18051
47665|Owensville|18051
47666|Patoka|18051
47670|Princeton|18051
47683|Somerville|18051
47701|Evansville|18163
47702|Evansville|18163
47703|Evansville|18163
47704|Evansville|18163
47705|Evansville|18163
47706|Evansville|18163
47708|Evansville|18163
47710|Evansville|18163
47711|Evansville|18163
47712|Evansville|18163
47713|Evansville|18163
47714|Evansville|18163
47715|Evansville|18163
47716|Evansville|18163
47719|Evansville|18163
47720|Evansville|18163
47721|Evansville|18163
47722|Evansville|18163
47724|Evansville|18163
47725|Evansville|18163
47728|Evansville|18163
47730|Evansville|18163
47731|Evansville|18163
47732|Evansville|18163
47733|Evansville|18163
47734|Evansville|18163
47735|Evansville|18163
47736|Evansville|18163
47737|Evansville|18163
47740|Evansville|18163
47747|Evansville|18163
47750|Evansville|18163
47801|Terre Haute|18167
47802|Terre Haute|18167
47803|Terre Haute|18167
47804|Terre Haute|18167
47805|Terre Haute|18167
47807|Terre Haute|18167
47808|Terre Haute|18167
47809|Terre Haute|18167
47831|Blanford|18165
47832|Bloomingdale|18121
47833|Bowling Green|18119
47834|Brazil|18021
47836|Bridgeton|18121
47837|Carbon|18021
47838|Carlisle|18153
47840|Centerpoint|18021
47841|Clay City|18021
47842|Clinton|18165
47845|Coalmont|18021
47846|Cory|18021
47847|Dana|18165
47848|Dugger|18153
47849|Fairbanks|18153
47850|Farmersburg|18153
47851|Fontanet|18167
47852|Graysville|18153
47853|Harmony|18021
47854|Hillsdale|18165
47855|Hymera|18153
47857|Knightsville|18021
47858|Lewis|18021
47859|Marshall|18121
47860|Mecca|18121
47861|Merom|18153
47862|Montezuma|18121
47863|New Goshen|18167
47865|Paxton|18153
47866|Pimento|18167
47868|Poland|18119
47869|Prairie Creek|18167
47870|Prairieton|18167
47871|Riley|18167
47872|Rockville|18121
47874|Rosedale|18121
47875|Saint Bernice|18165
47876|Saint Mary Of The Woods|18167
47878|Seelyville|18167
47879|Shelburn|18153
47880|Shepardsville|18167
47881|Staunton|18021
47882|Sullivan|18153
47884|Universal|18165
47885|West Terre Haute|18167
47901|Lafayette|18157
47902|Lafayette|18157
47903|Lafayette|18157
47904|Lafayette|18157
47905|Lafayette|18157
47906|West Lafayette|18157
47907|West Lafayette|18157
47909|Lafayette|18157
47916|Alamo|18107
47917|Ambia|18007
47918|Attica|18045
47920|Battle Ground|18157
47921|Boswell|18007
47922|Brook|18111
47923|Brookston|18181
47924|Buck Creek|18157
47925|Buffalo|18181
47926|Burnettsville|18181
47928|Cayuga|18165
47929|Chalmers|18181
47930|Clarks Hill|18157
47932|Covington|18045
47933|Crawfordsville|18107
47940|Darlington|18107
47941|Dayton|18157
47942|Earl Park|18007
47943|Fair Oaks|18073
47944|Fowler|18007
47946|Francesville|18131
47948|Goodland|18111
47949|Hillsboro|18045
47950|Idaville|18181
47951|Kentland|18111
47952|Kingman|18045
47954|Ladoga|18107
47955|Linden|18107
47957|Medaryville|18131
47958|Mellott|18045
47959|Monon|18181
47960|Monticello|18181
47962|Montmorenci|18157
47963|Morocco|18111
47964|Mount Ayr|18111
47965|New Market|18107
47966|Newport|18165
47967|New Richmond|18107
47968|New Ross|18107
47969|Newtown|18045
47970|Otterbein|18007
47971|Oxford|18007
47974|Perrysville|18165
47975|Pine Village|18171
47977|Remington|18073
47978|Rensselaer|18073
47980|Reynolds|18181
47981|Romney|18157
47982|State Line|18171
47983|Stockwell|18157
47986|Templeton|18007
47987|Veedersburg|18045
47988|Wallace|18045
47989|Waveland|18107
47990|Waynetown|18107
47991|West Lebanon|18171
47992|Westpoint|18157
47993|Williamsport|18171
47994|Wingate|18107
47995|Wolcott|18181
47996|West Lafayette|18157
47997|Yeoman|18015
48001|Algonac|26147
48002|Allenton|26147
48003|Almont|26087
48004|Anchorville|26147
48005|Armada|26099
48006|Avoca|26147
48007|Troy|26125
48009|Birmingham|26125
48012|Birmingham|26125
48014|Capac|26147
48015|Center Line|26099
48017|Clawson|26125
48021|Eastpointe|26099
48022|Emmett|26147
48023|Fair Haven|26147
48025|Franklin|26125
48026|Fraser|26099
48027|Goodells|26147
48028|Harsens Island|26147
48030|Hazel Park|26125
48032|Jeddo|26147
48033|Southfield|26125
48034|Southfield|26125
48035|Clinton Township|26099
48036|Clinton Township|26099
48037|Southfield|26125
48038|Clinton Township|26099
48039|Marine City|26147
48040|Marysville|26147
48041|Memphis|26147
48042|Macomb|26099
48043|Mount Clemens|26099
48044|Macomb|26099
48045|Harrison Township|26099
48046|Mount Clemens|26099
48047|New Baltimore|26099
48048|New Haven|26099
48049|North Street|26147
48050|New Haven|26099
48051|New Baltimore|26099
48054|East China|26147
48059|Fort Gratiot|26147
48060|Port Huron|26147
48061|Port Huron|26147
48062|Richmond|26099
48063|Columbus|26147
48064|Casco|26147
48065|Romeo|26099
48066|Roseville|26099
48067|Royal Oak|26125
48068|Royal Oak|26125
48069|Pleasant Ridge|26125
48070|Huntington Woods|26125
48071|Madison Heights|26125
48072|Berkley|26125
48073|Royal Oak|26125
48074|Smiths Creek|26147
48075|Southfield|26125
48076|Southfield|26125
48079|Saint Clair|26147
48080|Saint Clair Shores|26099
48081|Saint Clair Shores|26099
48082|Saint Clair Shores|26099
48083|Troy|26125
48084|Troy|26125
48085|Troy|26125
48086|Southfield|26125
48088|Warren|26099
48089|Warren|26099
48090|Warren|26099
48091|Warren|26099
48092|Warren|26099
48093|Warren|26099
48094|Washington|26099
48095|Washington|26099
48096|Ray|26099
48097|Yale|26147
48098|Troy|26125
48099|Troy|26125
48101|Allen Park|26163
48103|Ann Arbor|26161
48104|Ann Arbor|26161
48105|Ann Arbor|26161
48106|Ann Arbor|26161
48107|Ann Arbor|26161
48108|Ann Arbor|26161
48109|Ann Arbor|26161
48110|Azalia|26115
48111|Belleville|26163
48112|Belleville|26163
48113|Ann Arbor|26161
48114|Brighton|26093
48115|Bridgewater|26161
48116|Brighton|26093
48117|Carleton|26115
48118|Chelsea|26161
48120|Dearborn|26163
48121|Dearborn|26163
48122|Melvindale|26163
48123|Dearborn|26163
48124|Dearborn|26163
48125|Dearborn Heights|26163
48126|Dearborn|26163
48127|Dearborn Heights|26163
48128|Dearborn|26163
48130|Dexter|26161
48131|Dundee|26115
48133|Erie|26115
48134|Flat Rock|26163
48135|Garden City|26163
48136|Garden City|26163
48137|Gregory|26093
48138|Grosse Ile|26163
48139|Hamburg|26093
48140|Ida|26115
48141|Inkster|26163
48143|Lakeland|26093
48144|Lambertville|26115
48145|La Salle|26115
48146|Lincoln Park|26163
48150|Livonia|26163
48151|Livonia|26163
48152|Livonia|26163
48153|Livonia|26163
48154|Livonia|26163
48157|Luna Pier|26115
48158|Manchester|26161
48159|Maybee|26115
48160|Milan|26161
48161|Monroe|26115
48162|Monroe|26115
48164|New Boston|26163
48165|New Hudson|26125
48166|Newport|26115
48167|Northville|26125
48168|Northville|26163
48169|Pinckney|26093
48170|Plymouth|26163
48173|Rockwood|26163
48174|Romulus|26163
48175|Salem|26161
48176|Saline|26161
48177|Samaria|26115
48178|South Lyon|26125
48179|South Rockwood|26115
48180|Taylor|26163
48182|Temperance|26115
48183|Trenton|26163
48184|Wayne|26163
48185|Westland|26163
48186|Westland|26163
48187|Canton|26163
48188|Canton|26163
48189|Whitmore Lake|26161
48190|Whittaker|26161
48191|Willis|26161
48192|Wyandotte|26163
48193|Riverview|26163
48195|Southgate|26163
48197|Ypsilanti|26161
48198|Ypsilanti|26161
48201|Detroit|26163
48202|Detroit|26163
48203|Highland Park|26163
48204|Detroit|26163
48205|Detroit|26163
48206|Detroit|26163
48207|Detroit|26163
48208|Detroit|26163
48209|Detroit|26163
48210|Detroit|26163
48211|Detroit|26163
48212|Hamtramck|26163
48213|Detroit|26163
48214|Detroit|26163
48215|Detroit|26163
48216|Detroit|26163
48217|Detroit|26163
48218|River Rouge|26163
48219|Detroit|26163
48220|Ferndale|26125
48221|Detroit|26163
48222|Detroit|26163
48223|Detroit|26163
48224|Detroit|26163
48225|Harper Woods|26163
48226|Detroit|26163
48227|Detroit|26163
48228|Detroit|26163
48229|Ecorse|26163
48230|Grosse Pointe|26163
48231|Detroit|26163
48232|Detroit|26163
48233|Detroit|26163
48234|Detroit|26163
48235|Detroit|26163
48236|Grosse Pointe|26163
48237|Oak Park|26125
48238|Detroit|26163
48239|Redford|26163
48240|Redford|26163
48242|Detroit|26163
48243|Detroit|26163
48244|Detroit|26163
48255|Detroit|26163
48260|Detroit|26163
48264|Detroit|26163
48265|Detroit|26163
48266|Detroit|26163
48267|Detroit|26163
48268|Detroit|26163
48269|Detroit|26163
48272|Detroit|26163
48275|Detroit|26163
48277|Detroit|26163
48278|Detroit|26163
48279|Detroit|26163
48288|Detroit|26163
48301|Bloomfield Hills|26125
48302|Bloomfield Hills|26125
48303|Bloomfield Hills|26125
48304|Bloomfield Hills|26125
48306|Rochester|26125
48307|Rochester|26125
48308|Rochester|26125
48309|Rochester|26125
48310|Sterling Heights|26099
48311|Sterling Heights|26099
48312|Sterling Heights|26099
48313|Sterling Heights|26099
48314|Sterling Heights|26099
48315|Utica|26099
48316|Utica|26099
48317|Utica|26099
48318|Utica|26099
48320|Keego Harbor|26125
48321|Auburn Hills|26125
48322|West Bloomfield|26125
48323|West Bloomfield|26125
48324|West Bloomfield|26125
48325|West Bloomfield|26125
48326|Auburn Hills|26125
48327|Waterford|26125
48328|Waterford|26125
48329|Waterford|26125
48330|Drayton Plains|26125
48331|Farmington|26125
48332|Farmington|26125
48333|Farmington|26125
48334|Farmington|26125
48335|Farmington|26125
48336|Farmington|26125
48340|Pontiac|26125
48341|Pontiac|26125
48342|Pontiac|26125
48343|Pontiac|26125
48346|Clarkston|26125
48347|Clarkston|26125
48348|Clarkston|26125
48350|Davisburg|26125
48353|Hartland|26093
48356|Highland|26125
48357|Highland|26125
48359|Lake Orion|26125
48360|Lake Orion|26125
48361|Lake Orion|26125
48362|Lake Orion|26125
48363|Oakland|26125
48366|Lakeville|26125
48367|Leonard|26125
48370|Oxford|26125
48371|Oxford|26125
48374|Novi|26125
48375|Novi|26125
48376|Novi|26125
48377|Novi|26125
48380|Milford|26125
48381|Milford|26125
48382|Commerce Township|26125
48383|White Lake|26125
48386|White Lake|26125
48387|Union Lake|26125
48390|Walled Lake|26125
48393|Wixom|26125
48397|Warren|26099
48401|Applegate|26151
48410|Argyle|26151
48411|Atlas|26049
48412|Attica|26087
48413|Bad Axe|26063
48414|Bancroft|26155
48415|Birch Run|26145
48416|Brown City|26151
48417|Burt|26145
48418|Byron|26155
48419|Carsonville|26151
48420|Clio|26049
48421|Columbiaville|26087
48422|Croswell|26151
48423|Davison|26049
48426|Decker|26151
48427|Deckerville|26151
48428|Dryden|26087
48429|Durand|26155
48430|Fenton|26049
48432|Filion|26063
48433|Flushing|26049
48434|Forestville|26151
48435|Fostoria|26157
48436|Gaines|26049
48437|Genesee|26049
48438|Goodrich|26049
48439|Grand Blanc|26049
48440|Hadley|26087
48441|Harbor Beach|26063
48442|Holly|26125
48444|Imlay City|26087
48445|Kinde|26063
48446|Lapeer|26087
48449|Lennon|26155
48450|Lexington|26151
48451|Linden|26049
48453|Marlette|26151
48454|Melvin|26151
48455|Metamora|26087
48456|Minden City|26151
48457|Montrose|26049
48458|Mount Morris|26049
48460|New Lothrop|26155
48461|North Branch|26087
48462|Ortonville|26125
48463|Otisville|26049
48464|Otter Lake|26087
48465|Palms|26151
48466|Peck|26151
48467|Port Austin|26063
48468|Port Hope|26063
48469|Port Sanilac|26151
48470|Ruth|26063
48471|Sandusky|26151
48472|Snover|26151
48473|Swartz Creek|26049
48475|Ubly|26063
48476|Vernon|26155
48480|Grand Blanc|26049
48501|Flint|26049
48502|Flint|26049
48503|Flint|26049
48504|Flint|26049
48505|Flint|26049
48506|Flint|26049
48507|Flint|26049
48509|Burton|26049
48519|Burton|26049
48529|Burton|26049
48531|Flint|26049
48532|Flint|26049
48550|Flint|26049
48551|Flint|26049
48552|Flint|26049
48553|Flint|26049
48554|Flint|26049
48555|Flint|26049
48556|Flint|26049
48557|Flint|26049
48601|Saginaw|26145
48602|Saginaw|26145
48603|Saginaw|26145
48604|Saginaw|26145
48605|Saginaw|26145
48606|Saginaw|26145
48607|Saginaw|26145
48608|Saginaw|26145
48609|Saginaw|26145
48610|Alger|26011
48611|Auburn|26017
48612|Beaverton|26051
48613|Bentley|26017
48614|Brant|26145
48615|Breckenridge|26057
48616|Chesaning|26145
48617|Clare|26035
48618|Coleman|26111
48619|Comins|26135
48620|Edenville|26111
48621|Fairview|26135
48622|Farwell|26035
48623|Freeland|26145
48624|Gladwin|26051
48625|Harrison|26035
48626|Hemlock|26145
48627|Higgins Lake|26143
48628|Hope|26111
48629|Houghton Lake|26143
48630|Houghton Lake Heights|26143
48631|Kawkawlin|26017
48632|Lake|26035
48633|Lake George|26035
48634|Linwood|26017
48635|Lupton|26129
48636|Luzerne|26135
48637|Merrill|26145
48638|Saginaw|26145
48640|Midland|26111
48641|Midland|26111
48642|Midland|26111
48647|Mio|26135
48649|Oakley|26145
48650|Pinconning|26017
48651|Prudenville|26143
48652|Rhodes|26051
48653|Roscommon|26143
48654|Rose City|26129
48655|Saint Charles|26145
48656|Saint Helen|26143
48657|Sanford|26111
48658|Standish|26011
48659|Sterling|26011
48661|West Branch|26129
48662|Wheeler|26057
48663|Saginaw|26145
48667|Midland|26111
48670|Midland|26111
48674|Midland|26111
48686|Midland|26111
48701|Akron|26157
48703|Au Gres|26011
48705|Barton City|26001
48706|Bay City|26017
48707|Bay City|26017
48708|Bay City|26017
48710|University Center|26017
48720|Bay Port|26063
48721|Black River|26001
48722|Bridgeport|26145
48723|Caro|26157
48724|Carrollton|26145
48725|Caseville|26063
48726|Cass City|26157
48727|Clifford|26087
48728|Curran|26001
48729|Deford|26157
48730|East Tawas|26069
48731|Elkton|26063
48732|Essexville|26017
48733|Fairgrove|26157
48734|Frankenmuth|26145
48735|Gagetown|26157
48737|Glennie|26001
48738|Greenbush|26001
48739|Hale|26069
48740|Harrisville|26001
48741|Kingston|26157
48742|Lincoln|26001
48743|Long Lake|26069
48744|Mayville|26157
48745|Mikado|26001
48746|Millington|26157
48747|Munger|26017
48748|National City|26069
48749|Omer|26011
48750|Oscoda|26069
48754|Owendale|26063
48755|Pigeon|26063
48756|Prescott|26129
48757|Reese|26157
48758|Richville|26157
48759|Sebewaing|26063
48760|Silverwood|26157
48761|South Branch|26069
48762|Spruce|26001
48763|Tawas City|26069
48764|Tawas City|26069
48765|Turner|26011
48766|Twining|26011
48767|Unionville|26157
48768|Vassar|26157
48770|Whittemore|26069
48787|Frankenmuth|26145
48801|Alma|26057
48804|Mount Pleasant|26073
48805|Okemos|26065
48806|Ashley|26057
48807|Bannister|26057
48808|Bath|26037
48809|Belding|26067
48811|Carson City|26117
48812|Cedar Lake|26117
48813|Charlotte|26045
48815|Clarksville|26067
48816|Cohoctah|26093
48817|Corunna|26155
48818|Crystal|26117
48819|Dansville|26065
48820|Dewitt|26037
48821|Dimondale|26045
48822|Eagle|26037
48823|East Lansing|26065
48824|East Lansing|26065
48825|East Lansing|26065
48826|East Lansing|26065
48827|Eaton Rapids|26045
48829|Edmore|26117
48830|Elm Hall|26057
48831|Elsie|26037
48832|Elwell|26057
48833|Eureka|26037
48834|Fenwick|26117
48835|Fowler|26037
48836|Fowlerville|26093
48837|Grand Ledge|26045
48838|Greenville|26117
48840|Haslett|26065
48841|Henderson|26155
48842|Holt|26065
48843|Howell|26093
48844|Howell|26093
48845|Hubbardston|26067
48846|Ionia|26067
48847|Ithaca|26057
48848|Laingsburg|26155
48849|Lake Odessa|26067
48850|Lakeview|26117
48851|Lyons|26067
48852|Mcbrides|26117
48853|Maple Rapids|26037
48854|Mason|26065
48855|Howell|26093
48856|Middleton|26057
48857|Morrice|26155
48858|Mount Pleasant|26073
48859|Mount Pleasant|26073
48860|Muir|26067
48861|Mulliken|26045
48862|North Star|26057
48864|Okemos|26065
48865|Orleans|26067
48866|Ovid|26037
48867|Owosso|26155
48870|Palo|26067
48871|Perrinton|26057
48872|Perry|26155
48873|Pewamo|26067
48874|Pompeii|26057
48875|Portland|26067
48876|Potterville|26045
48877|Riverdale|26057
48878|Rosebush|26073
48879|Saint Johns|26037
48880|Saint Louis|26057
48881|Saranac|26067
48882|Shaftsburg|26155
48883|Shepherd|26073
48884|Sheridan|26117
48885|Sidney|26117
48886|Six Lakes|26117
48887|Smyrna|26067
48888|Stanton|26117
48889|Sumner|26057
48890|Sunfield|26045
48891|Vestaburg|26117
48892|Webberville|26065
48893|Weidman|26073
48894|Westphalia|26037
48895|Williamston|26065
48896|Winn|26073
48897|Woodland|26015
48901|Lansing|26065
48906|Lansing|26065
48908|Lansing|26065
48909|Lansing|26065
48910|Lansing|26065
48911|Lansing|26065
48912|Lansing|26065
48913|Lansing|26065
48915|Lansing|26065
48916|Lansing|26065
48917|Lansing|26045
48918|Lansing|26065
48919|Lansing|26065
48922|Lansing|26065
48924|Lansing|26065
48929|Lansing|26065
48930|Lansing|26065
48933|Lansing|26065
48937|Lansing|26065
48951|Lansing|26065
48956|Lansing|26065
48980|Lansing|26065
49001|Kalamazoo|26077
49002|Portage|26077
49003|Kalamazoo|26077
49004|Kalamazoo|26077
49005|Kalamazoo|26077
49006|Kalamazoo|26077
49007|Kalamazoo|26077
49008|Kalamazoo|26077
49009|Kalamazoo|26077
49010|Allegan|26005
49011|Athens|26025
49012|Augusta|26077
49013|Bangor|26159
49014|Battle Creek|26025
49015|Battle Creek|26025
49016|Battle Creek|26025
49017|Battle Creek|26025
49018|Battle Creek|26025
49019|Kalamazoo|26077
49020|Bedford|26025
49021|Bellevue|26045
49022|Benton Harbor|26021
49023|Benton Harbor|26021
49024|Portage|26077
49026|Bloomingdale|26159
49027|Breedsville|26159
49028|Bronson|26023
49029|Burlington|26025
49030|Burr Oak|26149
49031|Cassopolis|26027
49032|Centreville|26149
49033|Ceresco|26025
49034|Climax|26077
49035|Cloverdale|26015
49036|Coldwater|26023
49037|Battle Creek|26025
49038|Coloma|26021
49039|Hagar Shores|26021
49040|Colon|26149
49041|Comstock|26077
49042|Constantine|26149
49043|Covert|26159
49045|Decatur|26159
49046|Delton|26015
49047|Dowagiac|26027
49048|Kalamazoo|26077
49050|Dowling|26015
49051|East Leroy|26025
49052|Fulton|26077
49053|Galesburg|26077
49055|Gobles|26159
49056|Grand Junction|26159
49057|Hartford|26159
49058|Hastings|26015
49060|Hickory Corners|26015
49061|Jones|26027
49062|Kendall|26159
49063|Lacota|26159
49064|Lawrence|26159
49065|Lawton|26159
49066|Leonidas|26149
49067|Marcellus|26027
49068|Marshall|26025
49070|Martin|26005
49071|Mattawan|26159
49072|Mendon|26149
49073|Nashville|26015
49074|Nazareth|26077
49075|Nottawa|26149
49076|Olivet|26045
49077|Oshtemo|26077
49078|Otsego|26005
49079|Paw Paw|26159
49080|Plainwell|26005
49081|Portage|26077
49082|Quincy|26023
49083|Richland|26077
49084|Riverside|26021
49085|Saint Joseph|26021
49087|Schoolcraft|26077
49088|Scotts|26077
49089|Sherwood|26023
49090|South Haven|26159
49091|Sturgis|26149
49092|Tekonsha|26025
49093|Three Rivers|26149
49094|Union City|26023
49095|Vandalia|26027
49096|Vermontville|26045
49097|Vicksburg|26077
49098|Watervliet|26021
49099|White Pigeon|26149
49101|Baroda|26021
49102|Berrien Center|26021
49103|Berrien Springs|26021
49104|Berrien Springs|26021
49106|Bridgman|26021
49107|Buchanan|26021
49111|Eau Claire|26021
49112|Edwardsburg|26027
49113|Galien|26021
49115|Harbert|26021
49116|Lakeside|26021
49117|New Buffalo|26021
49119|New Troy|26021
49120|Niles|26021
49125|Sawyer|26021
49126|Sodus|26021
49127|Stevensville|26021
49128|Three Oaks|26021
49129|Union Pier|26021
49130|Union|26027
49201|Jackson|26075
49202|Jackson|26075
49203|Jackson|26075
49204|Jackson|26075
49220|Addison|26091
49221|Adrian|26091
49224|Albion|26025
49227|Allen|26059
49228|Blissfield|26091
49229|Britton|26091
49230|Brooklyn|26075
49232|Camden|26059
49233|Cement City|26059
49234|Clarklake|26075
49235|Clayton|26091
49236|Clinton|26091
49237|Concord|26075
49238|Deerfield|26091
49239|Frontier|26059
49240|Grass Lake|26075
49241|Hanover|26075
49242|Hillsdale|26059
49245|Homer|26025
49246|Horton|26075
49247|Hudson|26091
49248|Jasper|26091
49249|Jerome|26059
49250|Jonesville|26059
49251|Leslie|26065
49252|Litchfield|26059
49253|Manitou Beach|26091
49254|Michigan Center|26075
49255|Montgomery|26023
49256|Morenci|26091
49257|Moscow|26059
49258|Mosherville|26059
49259|Munith|26075
49261|Napoleon|26075
49262|North Adams|26059
49263|Norvell|26075
49264|Onondaga|26065
49265|Onsted|26091
49266|Osseo|26059
49267|Ottawa Lake|26115
49268|Palmyra|26091
49269|Parma|26075
49270|Petersburg|26115
49271|Pittsford|26059
49272|Pleasant Lake|26075
49274|Reading|26059
49276|Riga|26091
49277|Rives Junction|26075
49279|Sand Creek|26091
49281|Somerset|26059
49282|Somerset Center|26059
49283|Spring Arbor|26075
49284|Springport|26075
49285|Stockbridge|26065
49286|Tecumseh|26091
49287|Tipton|26091
49288|Waldron|26059
49289|Weston|26091
49301|Ada|26081
49302|Alto|26081
49303|Bailey|26121
49304|Baldwin|26085
49305|Barryton|26107
49306|Belmont|26081
49307|Big Rapids|26107
49309|Bitely|26123
49310|Blanchard|26073
49311|Bradley|26005
49312|Brohman|26123
49314|Burnips|26005
49315|Byron Center|26081
49316|Caledonia|26081
49317|Cannonsburg|26081
49318|Casnovia|26121
49319|Cedar Springs|26081
49320|Chippewa Lake|26107
49321|Comstock Park|26081
49322|Coral|26117
49323|Dorr|26005
49325|Freeport|26015
49326|Gowen|26081
49327|Grant|26123
49328|Hopkins|26005
49329|Howard City|26117
49330|Kent City|26081
49331|Lowell|26081
49332|Mecosta|26107
49333|Middleville|26015
49335|Moline|26005
49336|Morley|26107
49337|Newaygo|26123
49338|Paris|26107
49339|Pierson|26117
49340|Remus|26107
49341|Rockford|26081
49342|Rodney|26107
49343|Sand Lake|26081
49344|Shelbyville|26005
49345|Sparta|26081
49346|Stanwood|26107
49347|Trufant|26117
49348|Wayland|26005
49349|White Cloud|26123
49351|Rockford|26081
49355|Ada|26081
49356|Ada|26081
49357|Ada|26081
49401|Allendale|26139
49402|Branch|26105
49403|Conklin|26139
49404|Coopersville|26139
49405|Custer|26105
49406|Douglas|26005
49408|Fennville|26005
49409|Ferrysburg|26139
49410|Fountain|26105
49411|Free Soil|26105
49412|Fremont|26123
49413|Fremont|26123
49415|Fruitport|26121
49416|Glenn|26005
49417|Grand Haven|26139
49418|Grandville|26081
49419|Hamilton|26005
49420|Hart|26127
49421|Hesperia|26127
49422|Holland|26139
49423|Holland|26139
49424|Holland|26139
49425|Holton|26121
49426|Hudsonville|26139
49427|Jamestown|26139
49428|Jenison|26139
49429|Jenison|26139
49430|Lamont|26139
49431|Ludington|26105
49434|Macatawa|26139
49435|Marne|26139
49436|Mears|26127
49437|Montague|26121
49440|Muskegon|26121
49441|Muskegon|26121
49442|Muskegon|26121
49443|Muskegon|26121
49444|Muskegon|26121
49445|Muskegon|26121
49446|New Era|26127
49448|Nunica|26139
49449|Pentwater|26127
49450|Pullman|26005
49451|Ravenna|26121
49452|Rothbury|26127
49453|Saugatuck|26005
49454|Scottville|26105
49455|Shelby|26127
49456|Spring Lake|26139
49457|Twin Lake|26121
49458|Walhalla|26105
49459|Walkerville|26127
49460|West Olive|26139
49461|Whitehall|26121
49463|Sylvan Beach|26121
49464|Zeeland|26139
49468|Grandville|26081
49501|Grand Rapids|26081
49502|Grand Rapids|26081
49503|Grand Rapids|26081
49504|Grand Rapids|26081
49505|Grand Rapids|26081
49506|Grand Rapids|26081
49507|Grand Rapids|26081
49508|Grand Rapids|26081
49509|Wyoming|26081
49510|Grand Rapids|26081
49512|Grand Rapids|26081
49514|Grand Rapids|26081
49515|Grand Rapids|26081
49516|Grand Rapids|26081
49518|Grand Rapids|26081
49519|Wyoming|26081
49523|Grand Rapids|26081
49525|Grand Rapids|26081
49528|Grand Rapids|26081
49530|Grand Rapids|26081
49534|Grand Rapids|26081
49544|Grand Rapids|26081
49546|Grand Rapids|26081
49548|Grand Rapids|26081
49555|Grand Rapids|26081
49560|Grand Rapids|26081
49588|Grand Rapids|26081
49599|Grand Rapids|26081
49601|Cadillac|26165
49610|Acme|26055
49611|Alba|26009
49612|Alden|26009
49613|Arcadia|26101
49614|Bear Lake|26101
49615|Bellaire|26009
49616|Benzonia|26019
49617|Beulah|26019
49618|Boon|26165
49619|Brethren|26101
49620|Buckley|26165
49621|Cedar|26089
49622|Central Lake|26009
49623|Chase|26085
49625|Copemish|26101
49626|Eastlake|26101
49627|Eastport|26009
49628|Elberta|26019
49629|Elk Rapids|26009
49630|Empire|26089
49631|Evart|26133
49632|Falmouth|26113
49633|Fife Lake|26079
49634|Filer City|26101
49635|Frankfort|26019
49636|Glen Arbor|26089
49637|Grawn|26055
49638|Harrietta|26165
49639|Hersey|26133
49640|Honor|26019
49642|Idlewild|26085
49643|Interlochen|26055
49644|Irons|26085
49645|Kaleva|26101
49646|Kalkaska|26079
49648|Kewadin|26009
49649|Kingsley|26055
49650|Lake Ann|26019
49651|Lake City|26113
49653|Lake Leelanau|26089
49654|Leland|26089
49655|Leroy|26133
49656|Luther|26085
49657|Mc Bain|26113
49659|Mancelona|26009
49660|Manistee|26101
49663|Manton|26165
49664|Maple City|26089
49665|Marion|26133
49666|Mayfield|26055
49667|Merritt|26113
49668|Mesick|26165
49670|Northport|26089
49673|Old Mission|26055
49674|Omena|26089
49675|Onekama|26101
49676|Rapid City|26079
49677|Reed City|26133
49679|Sears|26133
49680|South Boardman|26079
49682|Suttons Bay|26089
49683|Thompsonville|26019
49684|Traverse City|26055
49685|Traverse City|26055
49686|Traverse City|26055
49688|Tustin|26133
49689|Wellston|26101
49690|Williamsburg|26055
49696|Traverse City|26055
49701|Mackinaw City|26047
49705|Afton|26031
49706|Alanson|26047
49707|Alpena|26007
49709|Atlanta|26119
49710|Barbeau|26033
49711|Bay Shore|26029
49712|Boyne City|26029
49713|Boyne Falls|26029
49715|Brimley|26033
49716|Brutus|26047
49717|Burt Lake|26031
49718|Carp Lake|26047
49719|Cedarville|26097
49720|Charlevoix|26029
49721|Cheboygan|26031
49722|Conway|26047
49723|Cross Village|26047
49724|Dafter|26033
49725|De Tour Village|26033
49726|Drummond Island|26033
49727|East Jordan|26029
49728|Eckerman|26033
49729|Ellsworth|26009
49730|Elmira|26009
49733|Frederic|26039
49734|Gaylord|26137
49735|Gaylord|26137
49736|Goetzville|26033
49737|Good Hart|26047
49738|Grayling|26039
49739|Grayling|26039
49740|Harbor Springs|26047
49743|Hawks|26141
49744|Herron|26007
49745|Hessel|26097
49746|Hillman|26119
49747|Hubbard Lake|26007
49748|Hulbert|26033
49749|Indian River|26031
49751|Johannesburg|26137
49752|Kinross|26033
49753|Lachine|26007
49755|Levering|26047
49756|Lewiston|26119
49757|Mackinac Island|26097
49759|Millersburg|26141
49760|Moran|26097
49761|Mullett Lake|26031
49762|Naubinway|26097
49764|Oden|26047
49765|Onaway|26141
49766|Ossineke|26007
49768|Paradise|26033
49769|Pellston|26047
49770|Petoskey|26047
49774|Pickford|26033
49775|Pointe Aux Pins|26097
49776|Posen|26141
49777|Presque Isle|26141
49779|Rogers City|26141
49780|Rudyard|26033
49781|Saint Ignace|26097
49782|Beaver Island|26029
49783|Sault Sainte Marie|26033
49784|Kincheloe|26033
49785|Kincheloe|26033
49786|Kincheloe|26033
49788|Kincheloe|26033
49791|Topinabee|26031
49792|Tower|26031
49793|Trout Lake|26033
49795|Vanderbilt|26137
49796|Walloon Lake|26029
49797|Waters|26137
49799|Wolverine|26031
49801|Iron Mountain|26043
49802|Kingsford|26043
49805|Allouez|26083
49806|Au Train|26003
49807|Bark River|26041
49808|Big Bay|26103
49812|Carney|26109
49814|Champion|26103
49815|Channing|26043
49816|Chatham|26003
49817|Cooks|26153
49818|Cornell|26041
49819|Arnold|26103
49820|Curtis|26097
49821|Daggett|26109
49822|Deerton|26003
49825|Eben Junction|26003
49826|Rumely|26003
49827|Engadine|26097
49829|Escanaba|26041
49831|Felch|26043
49833|Little Lake|26103
49834|Foster City|26043
49835|Garden|26041
49836|Germfask|26153
49837|Gladstone|26041
49838|Gould City|26097
49839|Grand Marais|26003
49840|Gulliver|26153
49841|Gwinn|26103
49845|Harris|26109
49847|Hermansville|26109
49848|Ingalls|26109
49849|Ishpeming|26103
49852|Loretto|26043
49853|Mc Millan|26095
49854|Manistique|26153
49855|Marquette|26103
49858|Menominee|26109
49861|Michigamme|26103
49862|Munising|26003
49863|Nadeau|26109
49864|Nahma|26041
49865|National Mine|26103
49866|Negaunee|26103
49868|Newberry|26095
49870|Norway|26043
49871|Palmer|26103
49872|Perkins|26041
49873|Perronville|26109
49874|Powers|26109
49876|Quinnesec|26043
49877|Ralph|26043
49878|Rapid River|26041
49879|Republic|26103
49880|Rock|26041
49881|Sagola|26043
49883|Seney|26153
49884|Shingleton|26003
49885|Skandia|26103
49886|Spalding|26109
49887|Stephenson|26109
49891|Trenary|26003
49892|Vulcan|26043
49893|Wallace|26109
49894|Wells|26041
49895|Wetmore|26003
49896|Wilson|26109
49901|Ahmeek|26083
49902|Alpha|26071
49903|Amasa|26071
49905|Atlantic Mine|26061
49908|Baraga|26013
49910|Bergland|26131
49911|Bessemer|26053
49912|Bruce Crossing|26131
49913|Calumet|26061
49915|Caspian|26071
49916|Chassell|26061
49917|Copper City|26061
49918|Copper Harbor|26083
49919|Covington|26013
49920|Crystal Falls|26071
49921|Dodgeville|26061
49922|Dollar Bay|26061
49925|Ewen|26131
49927|Gaastra|26071
49929|Greenland|26131
49930|Hancock|26061
49931|Houghton|26061
49934|Hubbell|26061
49935|Iron River|26071
49938|Ironwood|26053
49942|Kearsarge|26061
49945|Lake Linden|26061
49946|Lanse|26013
49947|Marenisco|26053
49948|Mass City|26131
49950|Mohawk|26083
49952|Nisula|26061
49953|Ontonagon|26131
49955|Painesdale|26061
49958|Pelkie|26061
49959|Ramsay|26053
49960|Rockland|26131
49961|Sidnaw|26061
49962|Skanee|26013
49963|South Range|26061
49964|Stambaugh|26071
49965|Toivola|26061
49967|Trout Creek|26131
49968|Wakefield|26053
49969|Watersmeet|26053
49970|Watton|26013
49971|White Pine|26131
50001|Ackworth|19181
50002|Adair|19001
50003|Adel|19049
50005|Albion|19127
50006|Alden|19083
50007|Alleman|19153
50008|Allerton|19185
50009|Altoona|19153
50010|Ames|19169
50011|Ames|19169
50012|Ames|19169
50013|Ames|19169
50014|Ames|19169
50020|Anita|19029
50021|Ankeny|19153
50022|Atlantic|19029
50023|Ankeny|19153
50025|Audubon|19009
50026|Bagley|19077
50027|Barnes City|19123
50028|Baxter|19099
50029|Bayard|19077
50031|Beaver|19015
50032|Berwick|19153
50033|Bevington|19121
50034|Blairsburg|19079
50035|Bondurant|19153
50036|Boone|19015
50037|Boone|19015
50038|Booneville|19049
50039|Bouton|19049
50040|Boxholm|19015
50041|Bradford|19069
50042|Brayton|19009
50043|Buckeye|19083
50044|Bussey|19125
50046|Cambridge|19169
50047|Carlisle|19181
50048|Casey|19077
50049|Chariton|19117
50050|Churdan|19073
50051|Clemons|19127
50052|Clio|19185
50054|Colfax|19099
50055|Collins|19169
50056|Colo|19169
50057|Columbia|19125
50058|Coon Rapids|19027
50059|Cooper|19073
50060|Corydon|19185
50061|Cumming|19181
50062|Melcher Dallas|19125
50063|Dallas Center|19049
50064|Dana|19073
50065|Davis City|19053
50066|Dawson|19049
50067|Decatur|19053
50068|Derby|19117
50069|De Soto|19049
50070|Dexter|19049
50071|Dows|19197
50072|Earlham|19121
50073|Elkhart|19153
50074|Ellston|19159
50075|Ellsworth|19079
50076|Exira|19009
50078|Ferguson|19127
50099|Boone|19015
50101|Galt|19197
50102|Garden City|19083
50103|Garden Grove|19053
50104|Gibson|19107
50105|Gilbert|19169
50106|Gilman|19127
50107|Grand Junction|19073
50108|Grand River|19053
50109|Granger|19049
50110|Gray|19009
50111|Grimes|19153
50112|Grinnell|19157
50115|Guthrie Center|19077
50116|Hamilton|19125
50117|Hamlin|19009
50118|Hartford|19181
50119|Harvey|19125
50120|Haverhill|19127
50122|Hubbard|19083
50123|Humeston|19185
50124|Huxley|19169
50125|Indianola|19181
50126|Iowa Falls|19083
50127|Ira|19099
50128|Jamaica|19077
50129|Jefferson|19073
50130|Jewell|19079
50131|Johnston|19153
50132|Kamrar|19079
50133|Kellerton|19159
50134|Kelley|19169
50135|Kellogg|19099
50136|Keswick|19107
50137|Killduff|19099
50138|Knoxville|19125
50139|Lacona|19181
50140|Lamoni|19053
50141|Laurel|19127
50142|Le Grand|19127
50143|Leighton|19123
50144|Leon|19053
50145|Liberty Center|19181
50146|Linden|19049
50147|Lineville|19185
50148|Liscomb|19127
50149|Lorimor|19175
50150|Lovilia|19135
50151|Lucas|19117
50152|Luther|19015
50153|Lynnville|19099
50154|Mc Callsburg|19169
50155|Macksburg|19121
50156|Madrid|19015
50157|Malcom|19157
50158|Marshalltown|19127
50160|Martensdale|19181
50161|Maxwell|19169
50162|Melbourne|19127
50163|Melcher Dallas|19125
50164|Menlo|19077
50165|Millerton|19185
50166|Milo|19181
50167|Minburn|19049
50168|Mingo|19099
50169|Mitchellville|19153
50170|Monroe|19099
50171|Montezuma|19157
50173|Montour|19171
50174|Murray|19039
50201|Nevada|19169
50206|New Providence|19083
50207|New Sharon|19123
50208|Newton|19099
50210|New Virginia|19181
50211|Norwalk|19181
50212|Ogden|19015
50213|Osceola|19039
50214|Otley|19125
50216|Panora|19077
50217|Paton|19073
50218|Patterson|19121
50219|Pella|19125
50220|Perry|19049
50222|Peru|19121
50223|Pilot Mound|19015
50225|Pleasantville|19125
50226|Polk City|19153
50227|Popejoy|19069
50228|Prairie City|19099
50229|Prole|19181
50230|Radcliffe|19083
50231|Randall|19079
50232|Reasnor|19099
50233|Redfield|19049
50234|Rhodes|19127
50235|Rippey|19073
50236|Roland|19169
50237|Runnells|19153
50238|Russell|19117
50239|Saint Anthony|19127
50240|Saint Charles|19121
50241|Saint Marys|19181
50242|Searsboro|19157
50243|Sheldahl|19169
50244|Slater|19169
50246|Stanhope|19079
50247|State Center|19127
50248|Story City|19169
50249|Stratford|19079
50250|Stuart|19077
50251|Sully|19099
50252|Swan|19125
50254|Thayer|19175
50255|Thornburg|19107
50256|Tracy|19125
50257|Truro|19121
50258|Union|19083
50259|Gifford|19083
50261|Van Meter|19049
50262|Van Wert|19053
50263|Waukee|19049
50264|Weldon|19053
50265|West Des Moines|19153
50266|West Des Moines|19153
50268|What Cheer|19107
50269|Whitten|19083
50271|Williams|19079
50272|Williamson|19117
50273|Winterset|19121
50274|Wiota|19029
50275|Woodburn|19039
50276|Woodward|19049
50277|Yale|19077
50278|Zearing|19169
50301|Des Moines|19153
50302|Des Moines|19153
50303|Des Moines|19153
50304|Des Moines|19153
50305|Des Moines|19153
50306|Des Moines|19153
50307|Des Moines|19153
50308|Des Moines|19153
50309|Des Moines|19153
50310|Des Moines|19153
50311|Des Moines|19153
50312|Des Moines|19153
50313|Des Moines|19153
50314|Des Moines|19153
50315|Des Moines|19153
50316|Des Moines|19153
50317|Des Moines|19153
50318|Des Moines|19153
50319|Des Moines|19153
50320|Des Moines|19153
50321|Des Moines|19153
50322|Urbandale|19153
50323|Urbandale|19049
50324|Windsor Heights|19153
50325|Clive|19153
50327|Pleasant Hill|19153
50328|Des Moines|19153
50329|Des Moines|19153
50330|Des Moines|19153
50331|Des Moines|19153
50332|Des Moines|19153
50333|Des Moines|19153
50334|Des Moines|19153
50335|Des Moines|19153
50336|Des Moines|19153
50339|Des Moines|19153
50340|Des Moines|19153
50359|Des Moines|19153
50360|Des Moines|19153
50361|Des Moines|19153
50362|Des Moines|19153
50363|Des Moines|19153
50364|Des Moines|19153
50367|Des Moines|19153
50368|Des Moines|19153
50369|Des Moines|19153
50380|Des Moines|19153
50381|Des Moines|19153
50391|Des Moines|19153
50392|Des Moines|19153
50393|Des Moines|19153
50394|Des Moines|19153
50395|Des Moines|19153
50396|Des Moines|19153
50398|Urbandale|19153
50401|Mason City|19033
50402|Mason City|19033
50420|Alexander|19069
50421|Belmond|19197
50423|Britt|19081
50424|Buffalo Center|19189
50426|Carpenter|19131
50427|Chapin|19069
50428|Clear Lake|19033
50430|Corwith|19081
50431|Coulter|19069
50432|Crystal Lake|19081
50433|Dougherty|19033
50434|Fertile|19195
50435|Floyd|19067
50436|Forest City|19189
50438|Garner|19081
50439|Goodell|19081
50440|Grafton|19195
50441|Hampton|19069
50444|Hanlontown|19195
50446|Joice|19195
50447|Kanawha|19081
50448|Kensett|19195
50449|Klemme|19081
50450|Lake Mills|19189
50451|Lakota|19109
50452|Latimer|19069
50453|Leland|19189
50454|Little Cedar|19131
50455|Mc Intire|19131
50456|Manly|19195
50457|Meservey|19033
50458|Nora Springs|19067
50459|Northwood|19195
50460|Orchard|19131
50461|Osage|19131
50464|Plymouth|19033
50465|Rake|19189
50466|Riceville|19131
50467|Rock Falls|19033
50468|Rockford|19067
50469|Rockwell|19033
50470|Rowan|19197
50471|Rudd|19067
50472|Saint Ansgar|19131
50473|Scarville|19189
50475|Sheffield|19069
50476|Stacyville|19131
50477|Swaledale|19033
50478|Thompson|19189
50479|Thornton|19033
50480|Titonka|19109
50481|Toeterville|19131
50482|Ventura|19033
50483|Wesley|19109
50484|Woden|19081
50501|Fort Dodge|19187
50510|Albert City|19021
50511|Algona|19109
50514|Armstrong|19063
50515|Ayrshire|19147
50516|Badger|19187
50517|Bancroft|19109
50518|Barnum|19187
50519|Bode|19091
50520|Bradgate|19091
50521|Burnside|19187
50522|Burt|19109
50523|Callender|19187
50524|Clare|19187
50525|Clarion|19197
50526|Clarion|19197
50527|Curlew|19147
50528|Cylinder|19147
50529|Dakota City|19091
50530|Dayton|19187
50531|Dolliver|19063
50532|Duncombe|19187
50533|Eagle Grove|19197
50535|Early|19161
50536|Emmetsburg|19147
50538|Farnhamville|19025
50539|Fenton|19109
50540|Fonda|19151
50541|Gilmore City|19091
50542|Goldfield|19197
50543|Gowrie|19187
50544|Harcourt|19187
50545|Hardy|19091
50546|Havelock|19151
50548|Humboldt|19091
50551|Jolley|19025
50552|Knierim|19025
50554|Laurens|19151
50556|Ledyard|19109
50557|Lehigh|19187
50558|Livermore|19091
50559|Lone Rock|19109
50560|Lu Verne|19109
50561|Lytton|19161
50562|Mallard|19147
50563|Manson|19025
50565|Marathon|19021
50566|Moorland|19187
50567|Nemaha|19161
50568|Newell|19021
50569|Otho|19187
50570|Ottosen|19091
50571|Palmer|19151
50573|Plover|19151
50574|Pocahontas|19151
50575|Pomeroy|19025
50576|Rembrandt|19021
50577|Renwick|19091
50578|Ringsted|19063
50579|Rockwell City|19025
50581|Rolfe|19151
50582|Rutland|19091
50583|Sac City|19161
50585|Sioux Rapids|19021
50586|Somers|19025
50588|Storm Lake|19021
50590|Swea City|19109
50591|Thor|19091
50592|Truesdale|19021
50593|Varina|19151
50594|Vincent|19187
50595|Webster City|19079
50597|West Bend|19147
50598|Whittemore|19109
50599|Woolstock|19197
50601|Ackley|19083
50602|Allison|19023
50603|Alta Vista|19037
50604|Aplington|19023
50605|Aredale|19023
50606|Arlington|19065
50607|Aurora|19019
50608|Austinville|19023
50609|Beaman|19075
50611|Bristow|19023
50612|Buckingham|19171
50613|Cedar Falls|19013
50614|Cedar Falls|19013
50616|Charles City|19067
50619|Clarksville|19023
50620|Colwell|19067
50621|Conrad|19075
50622|Denver|19017
50623|Dewar|19013
50624|Dike|19075
50625|Dumont|19023
50626|Dunkerton|19013
50627|Eldora|19083
50628|Elma|19089
50629|Fairbank|19019
50630|Fredericksburg|19037
50631|Frederika|19017
50632|Garwin|19171
50633|Geneva|19069
50634|Gilbertville|19013
50635|Gladbrook|19171
50636|Greene|19023
50638|Grundy Center|19075
50641|Hazleton|19019
50642|Holland|19075
50643|Hudson|19013
50644|Independence|19019
50645|Ionia|19037
50647|Janesville|19017
50648|Jesup|19019
50649|Kesley|19023
50650|Lamont|19019
50651|La Porte City|19013
50652|Lincoln|19171
50653|Marble Rock|19067
50654|Masonville|19055
50655|Maynard|19065
50657|Morrison|19075
50658|Nashua|19037
50659|New Hampton|19037
50660|New Hartford|19023
50661|North Washington|19037
50662|Oelwein|19065
50664|Oran|19065
50665|Parkersburg|19023
50666|Plainfield|19017
50667|Raymond|19013
50668|Readlyn|19017
50669|Reinbeck|19075
50670|Shell Rock|19023
50671|Stanley|19019
50672|Steamboat Rock|19083
50673|Stout|19075
50674|Sumner|19017
50675|Traer|19171
50676|Tripoli|19017
50677|Waverly|19017
50680|Wellsburg|19075
50681|Westgate|19065
50682|Winthrop|19019
50701|Waterloo|19013
50702|Waterloo|19013
50703|Waterloo|19013
50704|Waterloo|19013
50707|Evansdale|19013
50801|Creston|19175
50830|Afton|19175
50831|Arispe|19175
50833|Bedford|19173
50835|Benton|19159
50836|Blockton|19173
50837|Bridgewater|19001
50839|Carbon|19003
50840|Clearfield|19173
50841|Corning|19003
50842|Cromwell|19175
50843|Cumberland|19029
50845|Diagonal|19159
50846|Fontanelle|19001
50847|Grant|19137
50848|Gravity|19173
50849|Greenfield|19001
50851|Lenox|19173
50853|Massena|19029
50854|Mount Ayr|19159
50857|Nodaway|19003
50858|Orient|19001
50859|Prescott|19003
50860|Redding|19159
50861|Shannon City|19175
50862|Sharpsburg|19173
50863|Tingley|19159
50864|Villisca|19137
50936|Des Moines|19153
50940|Des Moines|19153
50947|Des Moines|19153
50950|Boone|19153
50980|Des Moines|19153
50981|Des Moines|19153
50982|Des Moines|19153
50983|Des Moines|19045
51001|Akron|19149
51002|Alta|19021
51003|Alton|19167
51004|Anthon|19193
51005|Aurelia|19035
51006|Battle Creek|19093
51007|Bronson|19193
51008|Brunsville|19149
51009|Calumet|19141
51010|Castana|19133
51011|Chatsworth|19167
51012|Cherokee|19035
51014|Cleghorn|19035
51015|Climbing Hill|19193
51016|Correctionville|19193
51018|Cushing|19193
51019|Danbury|19193
51020|Galva|19093
51022|Granville|19167
51023|Hawarden|19167
51024|Hinton|19149
51025|Holstein|19093
51026|Hornick|19193
51027|Ireton|19167
51028|Kingsley|19149
51029|Larrabee|19035
51030|Lawton|19193
51031|Le Mars|19149
51033|Linn Grove|19021
51034|Mapleton|19133
51035|Marcus|19035
51036|Maurice|19167
51037|Meriden|19035
51038|Merrill|19149
51039|Moville|19193
51040|Onawa|19133
51041|Orange City|19167
51044|Oto|19193
51045|Oyens|19149
51046|Paullina|19141
51047|Peterson|19041
51048|Pierson|19193
51049|Quimby|19035
51050|Remsen|19149
51051|Rodney|19133
51052|Salix|19193
51053|Schaller|19161
51054|Sergeant Bluff|19193
51055|Sloan|19193
51056|Smithland|19193
51058|Sutherland|19141
51060|Ute|19133
51061|Washta|19035
51062|Westfield|19149
51063|Whiting|19133
51101|Sioux City|19193
51102|Sioux City|19193
51103|Sioux City|19193
51104|Sioux City|19193
51105|Sioux City|19193
51106|Sioux City|19193
51108|Sioux City|19193
51109|Sioux City|19193
51111|Sioux City|19193
51201|Sheldon|19141
51230|Alvord|19119
51231|Archer|19141
51232|Ashton|19143
51234|Boyden|19167
51235|Doon|19119
51237|George|19119
51238|Hospers|19167
51239|Hull|19167
51240|Inwood|19119
51241|Larchwood|19119
51242|Lester|19119
51243|Little Rock|19119
51244|Matlock|19167
51245|Primghar|19141
51246|Rock Rapids|19119
51247|Rock Valley|19167
51248|Sanborn|19141
51249|Sibley|19143
51250|Sioux Center|19167
51301|Spencer|19041
51331|Arnolds Park|19059
51333|Dickens|19041
51334|Estherville|19063
51338|Everly|19041
51340|Fostoria|19041
51341|Gillett Grove|19041
51342|Graettinger|19147
51343|Greenville|19041
51345|Harris|19143
51346|Hartley|19141
51347|Lake Park|19059
51350|Melvin|19143
51351|Milford|19059
51354|Ocheyedan|19143
51355|Okoboji|19059
51357|Royal|19041
51358|Ruthven|19147
51360|Spirit Lake|19059
51363|Superior|19059
51364|Terril|19059
51365|Wallingford|19063
51366|Webb|19041
51401|Carroll|19027
51430|Arcadia|19027
51431|Arthur|19093
51432|Aspinwall|19047
51433|Auburn|19161
51436|Breda|19027
51439|Charter Oak|19047
51440|Dedham|19027
51441|Deloit|19047
51442|Denison|19047
51443|Glidden|19027
51444|Halbur|19027
51445|Ida Grove|19093
51446|Irwin|19165
51447|Kirkman|19165
51448|Kiron|19047
51449|Lake City|19025
51450|Lake View|19161
51451|Lanesboro|19027
51452|Lidderdale|19027
51453|Lohrville|19025
51454|Manilla|19047
51455|Manning|19027
51458|Odebolt|19161
51459|Ralston|19027
51460|Ricketts|19047
51461|Schleswig|19047
51462|Scranton|19073
51463|Templeton|19027
51465|Vail|19047
51466|Wall Lake|19161
51467|Westside|19047
51501|Council Bluffs|19155
51502|Council Bluffs|19155
51503|Council Bluffs|19155
51510|Carter Lake|19155
51520|Arion|19047
51521|Avoca|19155
51523|Blencoe|19133
51525|Carson|19155
51526|Crescent|19155
51527|Defiance|19165
51528|Dow City|19047
51529|Dunlap|19085
51530|Earling|19165
51531|Elk Horn|19165
51532|Elliott|19137
51533|Emerson|19129
51534|Glenwood|19129
51535|Griswold|19029
51536|Hancock|19155
51537|Harlan|19165
51540|Hastings|19129
51541|Henderson|19129
51542|Honey Creek|19155
51543|Kimballton|19009
51544|Lewis|19029
51545|Little Sioux|19085
51546|Logan|19085
51548|Mc Clelland|19155
51549|Macedonia|19155
51550|Magnolia|19085
51551|Malvern|19129
51552|Marne|19029
51553|Minden|19155
51554|Mineola|19129
51555|Missouri Valley|19085
51556|Modale|19085
51557|Mondamin|19085
51558|Moorhead|19133
51559|Neola|19155
51560|Oakland|19155
51561|Pacific Junction|19129
51562|Panama|19165
51563|Persia|19085
51564|Pisgah|19085
51565|Portsmouth|19165
51566|Red Oak|19137
51570|Shelby|19165
51571|Silver City|19129
51572|Soldier|19133
51573|Stanton|19137
51575|Treynor|19155
51576|Underwood|19155
51577|Walnut|19155
51578|Westphalia|19165
51579|Woodbine|19085
51591|Red Oak|19137
51593|Harlan|19165
51601|Shenandoah|19145
51603|Shenandoah|19145
51630|Blanchard|19145
51631|Braddyville|19145
51632|Clarinda|19145
51636|Coin|19145
51637|College Springs|19145
51638|Essex|19145
51639|Farragut|19071
51640|Hamburg|19071
51645|Imogene|19071
51646|New Market|19173
51647|Northboro|19145
51648|Percival|19071
51649|Randolph|19071
51650|Riverton|19071
51651|Shambaugh|19145
51652|Sidney|19071
51653|Tabor|19071
51654|Thurman|19071
51656|Yorktown|19145
52001|Dubuque|19061
52002|Dubuque|19061
52003|Dubuque|19061
52004|Dubuque|19061
52030|Andrew|19097
52031|Bellevue|19097
52032|Bernard|19061
52033|Cascade|19061
52035|Colesburg|19055
52036|Delaware|19055
52037|Delmar|19045
52038|Dundee|19055
52039|Durango|19061
52040|Dyersville|19061
52041|Earlville|19055
52042|Edgewood|19043
52043|Elkader|19043
52044|Elkport|19043
52045|Epworth|19061
52046|Farley|19061
52047|Farmersburg|19043
52048|Garber|19043
52049|Garnavillo|19043
52050|Greeley|19055
52052|Guttenberg|19043
52053|Holy Cross|19061
52054|La Motte|19097
52056|Luxemburg|19061
52057|Manchester|19055
52060|Maquoketa|19097
52064|Miles|19097
52065|New Vienna|19061
52066|North Buena Vista|19043
52068|Peosta|19061
52069|Preston|19097
52070|Sabula|19097
52071|Saint Donatus|19097
52072|Saint Olaf|19043
52073|Sherrill|19061
52074|Spragueville|19097
52075|Springbrook|19097
52076|Strawberry Point|19043
52077|Volga|19043
52078|Worthington|19061
52079|Zwingle|19097
52099|Dubuque|19061
52101|Decorah|19191
52132|Calmar|19191
52133|Castalia|19191
52134|Chester|19089
52135|Clermont|19065
52136|Cresco|19089
52140|Dorchester|19005
52141|Elgin|19065
52142|Fayette|19065
52144|Fort Atkinson|19191
52146|Harpers Ferry|19005
52147|Hawkeye|19065
52149|Highlandville|19191
52151|Lansing|19005
52154|Lawler|19037
52155|Lime Springs|19089
52156|Luana|19043
52157|Mc Gregor|19043
52158|Marquette|19043
52159|Monona|19043
52160|New Albin|19005
52161|Ossian|19191
52162|Postville|19005
52163|Protivin|19089
52164|Randalia|19065
52165|Ridgeway|19191
52166|Saint Lucas|19065
52168|Spillville|19191
52169|Wadena|19065
52170|Waterville|19005
52171|Waucoma|19065
52172|Waukon|19005
52175|West Union|19065
52201|Ainsworth|19183
52202|Alburnett|19113
52203|Amana|19095
52204|Amana|19095
52205|Anamosa|19105
52206|Atkins|19011
52207|Baldwin|19097
52208|Belle Plaine|19011
52209|Blairstown|19011
52210|Brandon|19019
52211|Brooklyn|19157
52212|Center Junction|19105
52213|Center Point|19113
52214|Central City|19113
52215|Chelsea|19171
52216|Clarence|19031
52217|Clutier|19171
52218|Coggon|19113
52219|Prairieburg|19113
52220|Conroy|19095
52221|Guernsey|19157
52222|Deep River|19157
52223|Delhi|19055
52224|Dysart|19171
52225|Elberon|19171
52227|Ely|19113
52228|Fairfax|19113
52229|Garrison|19011
52231|Harper|19107
52232|Hartwick|19157
52233|Hiawatha|19113
52235|Hills|19103
52236|Homestead|19095
52237|Hopkinton|19055
52240|Iowa City|19103
52241|Coralville|19103
52242|Iowa City|19103
52243|Iowa City|19103
52244|Iowa City|19103
52245|Iowa City|19103
52246|Iowa City|19103
52247|Kalona|19183
52248|Keota|19107
52249|Keystone|19011
52251|Ladora|19095
52252|Langworthy|19105
52253|Lisbon|19113
52254|Lost Nation|19045
52255|Lowden|19031
52257|Luzerne|19011
52301|Marengo|19095
52302|Marion|19113
52305|Martelle|19105
52306|Mechanicsville|19031
52307|Middle Amana|19095
52308|Millersburg|19095
52309|Monmouth|19097
52310|Monticello|19105
52312|Morley|19105
52313|Mount Auburn|19011
52314|Mount Vernon|19113
52315|Newhall|19011
52316|North English|19095
52317|North Liberty|19103
52318|Norway|19011
52320|Olin|19105
52321|Onslow|19105
52322|Oxford|19103
52323|Oxford Junction|19105
52324|Palo|19113
52325|Parnell|19095
52326|Quasqueton|19019
52327|Riverside|19183
52328|Robins|19113
52329|Rowley|19019
52330|Ryan|19055
52332|Shellsburg|19011
52333|Solon|19103
52334|South Amana|19095
52335|South English|19107
52336|Springville|19113
52337|Stanwood|19031
52338|Swisher|19103
52339|Tama|19171
52340|Tiffin|19103
52341|Toddville|19113
52342|Toledo|19171
52344|Troy Mills|19113
52345|Urbana|19011
52346|Van Horne|19011
52347|Victor|19095
52348|Vining|19171
52349|Vinton|19011
52351|Walford|19011
52352|Walker|19113
52353|Washington|19183
52354|Watkins|19011
52355|Webster|19107
52356|Wellman|19183
52358|West Branch|19031
52359|West Chester|19183
52361|Williamsburg|19095
52362|Wyoming|19105
52401|Cedar Rapids|19113
52402|Cedar Rapids|19113
52403|Cedar Rapids|19113
52404|Cedar Rapids|19113
52405|Cedar Rapids|19113
52406|Cedar Rapids|19113
52407|Cedar Rapids|19113
52408|Cedar Rapids|19113
52409|Cedar Rapids|19113
52410|Cedar Rapids|19113
52411|Cedar Rapids|19113
52497|Cedar Rapids|19113
52498|Cedar Rapids|19113
52499|Cedar Rapids|19113
52501|Ottumwa|19179
52530|Agency|19179
52531|Albia|19135
52533|Batavia|19101
52534|Beacon|19123
52535|Birmingham|19177
52536|Blakesburg|19179
52537|Bloomfield|19051
52540|Brighton|19183
52542|Cantril|19177
52543|Cedar|19123
52544|Centerville|19007
52548|Chillicothe|19179
52549|Cincinnati|19007
52550|Delta|19107
52551|Douds|19177
52552|Drakesville|19051
52553|Eddyville|19179
52554|Eldon|19179
52555|Exline|19007
52556|Fairfield|19101
52557|Fairfield|19101
52560|Floris|19051
52561|Fremont|19123
52562|Hayesville|19107
52563|Hedrick|19107
52565|Keosauqua|19177
52566|Kirkville|19179
52567|Libertyville|19101
52568|Martinsburg|19107
52569|Melrose|19135
52570|Milton|19177
52571|Moravia|19007
52572|Moulton|19007
52573|Mount Sterling|19177
52574|Mystic|19007
52576|Ollie|19107
52577|Oskaloosa|19123
52580|Packwood|19101
52581|Plano|19007
52583|Promise City|19185
52584|Pulaski|19051
52585|Richland|19107
52586|Rose Hill|19123
52588|Selma|19177
52590|Seymour|19185
52591|Sigourney|19107
52593|Udell|19007
52594|Unionville|19007
52595|University Park|19123
52601|Burlington|19057
52619|Argyle|19111
52620|Bonaparte|19177
52621|Crawfordsville|19183
52623|Danville|19057
52624|Denmark|19111
52625|Donnellson|19111
52626|Farmington|19177
52627|Fort Madison|19111
52630|Hillsboro|19087
52631|Houghton|19111
52632|Keokuk|19111
52635|Lockridge|19101
52637|Mediapolis|19057
52638|Middletown|19057
52639|Montrose|19111
52640|Morning Sun|19115
52641|Mount Pleasant|19087
52642|Rome|19087
52644|Mount Union|19087
52645|New London|19087
52646|Oakville|19115
52647|Olds|19087
52648|Pilot Grove|19111
52649|Salem|19087
52650|Sperry|19057
52651|Stockport|19177
52652|Swedesburg|19087
52653|Wapello|19115
52654|Wayland|19087
52655|West Burlington|19057
52656|West Point|19111
52657|Saint Paul|19111
52658|Wever|19111
52659|Winfield|19087
52660|Yarmouth|19057
52701|Andover|19045
52720|Atalissa|19139
52721|Bennett|19031
52722|Bettendorf|19163
52726|Blue Grass|19163
52727|Bryant|19045
52728|Buffalo|19163
52729|Calamus|19045
52730|Camanche|19045
52731|Charlotte|19045
52732|Clinton|19045
52733|Clinton|19045
52734|Clinton|19045
52736|Clinton|19045
52737|Columbus City|19115
52738|Columbus Junction|19115
52739|Conesville|19139
52742|De Witt|19045
52745|Dixon|19163
52746|Donahue|19163
52747|Durant|19031
52748|Eldridge|19163
52749|Fruitland|19139
52750|Goose Lake|19045
52751|Grand Mound|19045
52752|Grandview|19115
52753|Le Claire|19163
52754|Letts|19115
52755|Lone Tree|19103
52756|Long Grove|19163
52757|Low Moor|19045
52758|Mc Causland|19163
52759|Montpelier|19139
52760|Moscow|19139
52761|Muscatine|19139
52765|New Liberty|19163
52766|Nichols|19139
52767|Pleasant Valley|19163
52768|Princeton|19163
52769|Stockton|19139
52771|Teeds Grove|19045
52772|Tipton|19031
52773|Walcott|19163
52774|Welton|19045
52776|West Liberty|19139
52777|Wheatland|19045
52778|Wilton|19139
52801|Davenport|19163
52802|Davenport|19163
52803|Davenport|19163
52804|Davenport|19163
52805|Davenport|19163
52806|Davenport|19163
52807|Davenport|19163
52808|Davenport|19163
52809|Davenport|19163
53001|Adell|55117
53002|Allenton|55131
53003|Ashippun|55027
53004|Belgium|55089
53005|Brookfield|55133
53006|Brownsville|55027
53007|Butler|55133
53008|Brookfield|55133
53010|Campbellsport|55039
53011|Cascade|55117
53012|Cedarburg|55089
53013|Cedar Grove|55117
53014|Chilton|55015
53015|Cleveland|55071
53016|Clyman|55027
53017|Colgate|55131
53018|Delafield|55133
53019|Eden|55039
53020|Elkhart Lake|55117
53021|Fredonia|55089
53022|Germantown|55131
53023|Glenbeulah|55117
53024|Grafton|55089
53026|Greenbush|55117
53027|Hartford|55131
53029|Hartland|55133
53031|Hingham|55117
53032|Horicon|55027
53033|Hubertus|55131
53034|Hustisford|55027
53035|Iron Ridge|55027
53036|Ixonia|55055
53037|Jackson|55131
53038|Johnson Creek|55055
53039|Juneau|55027
53040|Kewaskum|55131
53042|Kiel|55071
53044|Kohler|55117
53045|Brookfield|55133
53046|Lannon|55133
53047|Lebanon|55027
53048|Lomira|55027
53049|Malone|55039
53050|Mayville|55027
53051|Menomonee Falls|55133
53052|Menomonee Falls|55133
53056|Merton|55133
53057|Mount Calvary|55039
53058|Nashotah|55133
53059|Neosho|55027
53060|Newburg|55131
53061|New Holstein|55015
53062|New Holstein|55015
53063|Newton|55071
53064|North Lake|55133
53065|Oakfield|55039
53066|Oconomowoc|55133
53069|Okauchee|55133
53070|Oostburg|55117
53072|Pewaukee|55133
53073|Plymouth|55117
53074|Port Washington|55089
53075|Random Lake|55117
53076|Richfield|55131
53078|Rubicon|55027
53079|Saint Cloud|55039
53080|Saukville|55089
53081|Sheboygan|55117
53082|Sheboygan|55117
53083|Sheboygan|55117
53085|Sheboygan Falls|55117
53086|Slinger|55131
53088|Stockbridge|55015
53089|Sussex|55133
53090|West Bend|55131
53091|Theresa|55027
53092|Mequon|55089
53093|Waldo|55117
53094|Watertown|55055
53095|West Bend|55131
53097|Mequon|55089
53098|Watertown|55027
53099|Woodland|55027
53101|Bassett|55059
53102|Benet Lake|55059
53103|Big Bend|55133
53104|Bristol|55059
53105|Burlington|55101
53108|Caledonia|55101
53109|Camp Lake|55059
53110|Cudahy|55079
53114|Darien|55127
53115|Delavan|55127
53118|Dousman|55133
53119|Eagle|55133
53120|East Troy|55127
53121|Elkhorn|55127
53122|Elm Grove|55133
53125|Fontana|55127
53126|Franksville|55101
53127|Genesee Depot|55133
53128|Genoa City|55127
53129|Greendale|55079
53130|Hales Corners|55079
53132|Franklin|55079
53137|Helenville|55055
53138|Honey Creek|55127
53139|Kansasville|55101
53140|Kenosha|55059
53141|Kenosha|55059
53142|Kenosha|55059
53143|Kenosha|55059
53144|Kenosha|55059
53146|New Berlin|55133
53147|Lake Geneva|55127
53148|Lyons|55127
53149|Mukwonago|55133
53150|Muskego|55133
53151|New Berlin|55133
53152|New Munster|55059
53153|North Prairie|55133
53154|Oak Creek|55079
53156|Palmyra|55055
53157|Pell Lake|55127
53158|Pleasant Prairie|55059
53159|Powers Lake|55059
53167|Rochester|55101
53168|Salem|55059
53170|Silver Lake|55059
53171|Somers|55059
53172|South Milwaukee|55079
53176|Springfield|55127
53177|Sturtevant|55101
53178|Sullivan|55055
53179|Trevor|55059
53181|Twin Lakes|55059
53182|Union Grove|55101
53183|Wales|55133
53184|Walworth|55127
53185|Waterford|55101
53186|Waukesha|55133
53187|Waukesha|55133
53188|Waukesha|55133
53189|Waukesha|55133
53190|Whitewater|55127
53191|Williams Bay|55127
53192|Wilmot|55059
53194|Woodworth|55059
53195|Zenda|55127
53201|Milwaukee|55079
53202|Milwaukee|55079
53203|Milwaukee|55079
53204|Milwaukee|55079
53205|Milwaukee|55079
53206|Milwaukee|55079
53207|Milwaukee|55079
53208|Milwaukee|55079
53209|Milwaukee|55079
53210|Milwaukee|55079
53211|Milwaukee|55079
53212|Milwaukee|55079
53213|Milwaukee|55079
53214|Milwaukee|55079
53215|Milwaukee|55079
53216|Milwaukee|55079
53217|Milwaukee|55079
53218|Milwaukee|55079
53219|Milwaukee|55079
53220|Milwaukee|55079
53221|Milwaukee|55079
53222|Milwaukee|55079
53223|Milwaukee|55079
53224|Milwaukee|55079
53225|Milwaukee|55079
53226|Milwaukee|55079
53227|Milwaukee|55079
53228|Milwaukee|55079
53233|Milwaukee|55079
53234|Milwaukee|55079
53235|Saint Francis|55079
53237|Milwaukee|55079
53259|Milwaukee|55079
53263|Milwaukee|55079
53274|Milwaukee|55079
53278|Milwaukee|55079
53288|Milwaukee|55079
53290|Milwaukee|55079
53293|Milwaukee|55079
53295|Milwaukee|55079
53401|Racine|55101
53402|Racine|55101
53403|Racine|55101
53404|Racine|55101
53405|Racine|55101
53406|Racine|55101
53407|Racine|55101
53408|Racine|55101
53501|Afton|55105
53502|Albany|55045
53503|Arena|55049
53504|Argyle|55065
53505|Avalon|55105
53506|Avoca|55049
53507|Barneveld|55049
53508|Belleville|55025
53510|Belmont|55065
53511|Beloit|55105
53512|Beloit|55105
53515|Black Earth|55025
53516|Blanchardville|55065
53517|Blue Mounds|55025
53518|Blue River|55103
53520|Brodhead|55045
53521|Brooklyn|55025
53522|Browntown|55045
53523|Cambridge|55025
53525|Clinton|55105
53526|Cobb|55049
53527|Cottage Grove|55025
53528|Cross Plains|55025
53529|Dane|55025
53530|Darlington|55065
53531|Deerfield|55025
53532|Deforest|55025
53533|Dodgeville|55049
53534|Edgerton|55105
53535|Edmund|55049
53536|Evansville|55105
53537|Footville|55105
53538|Fort Atkinson|55055
53540|Gotham|55103
53541|Gratiot|55065
53542|Hanover|55105
53543|Highland|55049
53544|Hollandale|55049
53545|Janesville|55105
53546|Janesville|55105
53547|Janesville|55105
53548|Janesville|55105
53549|Jefferson|55055
53550|Juda|55045
53551|Lake Mills|55055
53553|Linden|55049
53554|Livingston|55043
53555|Lodi|55021
53556|Lone Rock|55103
53557|Lowell|55027
53558|Mcfarland|55025
53559|Marshall|55025
53560|Mazomanie|55025
53561|Merrimac|55111
53562|Middleton|55025
53563|Milton|55105
53565|Mineral Point|55049
53566|Monroe|55045
53569|Montfort|55043
53570|Monticello|55045
53571|Morrisonville|55025
53572|Mount Horeb|55025
53573|Muscoda|55043
53574|New Glarus|55045
53575|Oregon|55025
53576|Orfordville|55105
53577|Plain|55111
53578|Prairie Du Sac|55111
53579|Reeseville|55027
53580|Rewey|55049
53581|Richland Center|55103
53582|Ridgeway|55049
53583|Sauk City|55111
53584|Sextonville|55103
53585|Sharon|55127
53586|Shullsburg|55065
53587|South Wayne|55065
53588|Spring Green|55111
53589|Stoughton|55025
53590|Sun Prairie|55025
53593|Verona|55025
53594|Waterloo|55055
53595|Dodgeville|55049
53596|Sun Prairie|55025
53597|Waunakee|55025
53598|Windsor|55025
53599|Woodford|55065
53701|Madison|55025
53702|Madison|55133
53703|Madison|55025
53704|Madison|55025
53705|Madison|55025
53706|Madison|55025
53707|Madison|55025
53708|Madison|55025
53711|Madison|55025
53713|Madison|55025
53714|Madison|55025
53715|Madison|55025
53716|Madison|55025
53717|Madison|55025
53718|Madison|55025
53719|Madison|55025
53725|Madison|55025
53726|Madison|55025
53744|Madison|55025
53774|Madison|55025
53777|Madison|55025
53782|Madison|55025
53783|Madison|55025
53784|Madison|55025
53785|Madison|55025
53786|Madison|55025
53788|Madison|55025
53790|Madison|55025
53791|Madison|55025
53792|Madison|55025
53793|Madison|55025
53794|Madison|55025
53801|Bagley|55043
53802|Beetown|55043
53803|Benton|55065
53804|Bloomington|55043
53805|Boscobel|55043
53806|Cassville|55043
53807|Cuba City|55043
53808|Dickeyville|55043
53809|Fennimore|55043
53810|Glen Haven|55043
53811|Hazel Green|55043
53812|Kieler|55043
53813|Lancaster|55043
53816|Mount Hope|55043
53817|Patch Grove|55043
53818|Platteville|55043
53820|Potosi|55043
53821|Prairie Du Chien|55023
53824|Sinsinawa|55043
53825|Stitzer|55043
53826|Wauzeka|55023
53827|Woodman|55043
53901|Portage|55021
53910|Adams|55001
53911|Arlington|55021
53913|Baraboo|55111
53916|Beaver Dam|55027
53919|Brandon|55039
53920|Briggsville|55077
53922|Burnett|55027
53923|Cambria|55021
53924|Cazenovia|55103
53925|Columbus|55021
53926|Dalton|55047
53928|Doylestown|55021
53929|Elroy|55057
53930|Endeavor|55077
53931|Fairwater|55039
53932|Fall River|55021
53933|Fox Lake|55027
53934|Friendship|55001
53935|Friesland|55021
53936|Grand Marsh|55001
53937|Hillpoint|55111
53939|Kingston|55047
53940|Lake Delton|55111
53941|La Valle|55111
53942|Lime Ridge|55111
53943|Loganville|55111
53944|Lyndon Station|55057
53946|Markesan|55047
53947|Marquette|55047
53948|Mauston|55057
53949|Montello|55077
53950|New Lisbon|55057
53951|North Freedom|55111
53952|Oxford|55001
53953|Packwaukee|55077
53954|Pardeeville|55021
53955|Poynette|55021
53956|Randolph|55027
53957|Randolph|55021
53958|Reedsburg|55111
53959|Reedsburg|55111
53960|Rio|55021
53961|Rock Springs|55111
53962|Union Center|55057
53963|Waupun|55027
53964|Westfield|55077
53965|Wisconsin Dells|55111
53968|Wonewoc|55057
53969|Wyocena|55021
54001|Amery|55095
54002|Baldwin|55109
54003|Beldenville|55093
54004|Clayton|55095
54005|Clear Lake|55095
54006|Cushing|55095
54007|Deer Park|55109
54009|Dresser|55095
54011|Ellsworth|55093
54013|Glenwood City|55109
54014|Hager City|55093
54015|Hammond|55109
54016|Hudson|55109
54017|New Richmond|55109
54020|Osceola|55095
54021|Prescott|55093
54022|River Falls|55093
54023|Roberts|55109
54024|Saint Croix Falls|55095
54025|Somerset|55109
54026|Star Prairie|55095
54027|Wilson|55109
54028|Woodville|55109
54082|Houlton|55109
54101|Abrams|55083
54102|Amberg|55075
54103|Armstrong Creek|55041
54104|Athelstane|55075
54106|Black Creek|55087
54107|Bonduel|55115
54110|Brillion|55015
54111|Cecil|55115
54112|Coleman|55075
54113|Combined Locks|55087
54114|Crivitz|55075
54115|De Pere|55009
54119|Dunbar|55075
54120|Fence|55037
54121|Florence|55037
54123|Forest Junction|55015
54124|Gillett|55083
54125|Goodman|55075
54126|Greenleaf|55009
54127|Green Valley|55115
54128|Gresham|55115
54129|Hilbert|55015
54130|Kaukauna|55087
54131|Freedom|55087
54135|Keshena|55078
54136|Kimberly|55087
54137|Krakow|55115
54138|Lakewood|55083
54139|Lena|55083
54140|Little Chute|55087
54141|Little Suamico|55083
54143|Marinette|55075
54149|Mountain|55083
54150|Neopit|55078
54151|Niagara|55075
54152|Nichols|55087
54153|Oconto|55083
54154|Oconto Falls|55083
54155|Oneida|55009
54156|Pembine|55075
54157|Peshtigo|55075
54159|Porterfield|55075
54160|Potter|55015
54161|Pound|55075
54162|Pulaski|55009
54165|Seymour|55087
54166|Shawano|55115
54169|Sherwood|55015
54170|Shiocton|55087
54171|Sobieski|55083
54173|Suamico|55009
54174|Suring|55083
54175|Townsend|55083
54177|Wausaukee|55075
54180|Wrightstown|55009
54201|Algoma|55061
54202|Baileys Harbor|55029
54204|Brussels|55029
54205|Casco|55061
54207|Collins|55071
54208|Denmark|55009
54209|Egg Harbor|55029
54210|Ellison Bay|55029
54211|Ephraim|55029
54212|Fish Creek|55029
54213|Forestville|55029
54214|Francis Creek|55071
54215|Kellnersville|55071
54216|Kewaunee|55061
54217|Luxemburg|55061
54220|Manitowoc|55071
54221|Manitowoc|55071
54226|Maplewood|55029
54227|Maribel|55071
54228|Mishicot|55071
54229|New Franken|55009
54230|Reedsville|55071
54232|Saint Nazianz|55071
54234|Sister Bay|55029
54235|Sturgeon Bay|55029
54240|Tisch Mills|55071
54241|Two Rivers|55071
54245|Valders|55071
54246|Washington Island|55029
54247|Whitelaw|55071
54301|Green Bay|55009
54302|Green Bay|55009
54303|Green Bay|55009
54304|Green Bay|55009
54305|Green Bay|55009
54306|Green Bay|55009
54307|Green Bay|55009
54308|Green Bay|55009
54311|Green Bay|55009
54313|Green Bay|55009
54324|Green Bay|55009
54344|Green Bay|55009
54401|Wausau|55073
54402|Wausau|55073
54403|Wausau|55073
54404|Marshfield|55141
54405|Abbotsford|55019
54406|Amherst|55097
54407|Amherst Junction|55097
54408|Aniwa|55073
54409|Antigo|55067
54410|Arpin|55141
54411|Athens|55073
54412|Auburndale|55141
54413|Babcock|55141
54414|Birnamwood|55115
54415|Blenker|55141
54416|Bowler|55115
54417|Brokaw|55073
54418|Bryant|55067
54420|Chili|55019
54421|Colby|55019
54422|Curtiss|55019
54423|Custer|55097
54424|Deerbrook|55067
54425|Dorchester|55019
54426|Edgar|55073
54427|Eland|55073
54428|Elcho|55067
54429|Elderon|55073
54430|Elton|55067
54433|Gilman|55119
54435|Gleason|55069
54436|Granton|55019
54437|Greenwood|55019
54440|Hatley|55073
54441|Hewitt|55141
54442|Irma|55069
54443|Junction City|55097
54446|Loyal|55019
54447|Lublin|55119
54448|Marathon|55073
54449|Marshfield|55141
54450|Mattoon|55115
54451|Medford|55119
54452|Merrill|55069
54454|Milladore|55141
54455|Mosinee|55073
54456|Neillsville|55019
54457|Nekoosa|55141
54458|Nelsonville|55097
54459|Ogema|55099
54460|Owen|55019
54462|Pearson|55067
54463|Pelican Lake|55085
54464|Phlox|55067
54465|Pickerel|55067
54466|Pittsville|55141
54467|Plover|55097
54469|Port Edwards|55141
54470|Rib Lake|55119
54471|Ringle|55073
54473|Rosholt|55097
54474|Rothschild|55073
54475|Rudolph|55141
54476|Schofield|55073
54479|Spencer|55073
54480|Stetsonville|55119
54481|Stevens Point|55097
54482|Stevens Point|55097
54484|Stratford|55073
54485|Summit Lake|55067
54486|Tigerton|55115
54487|Tomahawk|55069
54488|Unity|55019
54489|Vesper|55141
54490|Westboro|55119
54491|White Lake|55067
54492|Stevens Point|55097
54493|Willard|55019
54494|Wisconsin Rapids|55141
54495|Wisconsin Rapids|55141
54498|Withee|55019
54499|Wittenberg|55115
54501|Rhinelander|55085
54511|Argonne|55041
54512|Boulder Junction|55125
54513|Brantwood|55099
54514|Butternut|55003
54515|Catawba|55099
54517|Clam Lake|55003
54519|Conover|55125
54520|Crandon|55041
54521|Eagle River|55125
54524|Fifield|55099
54525|Gile|55051
54526|Glen Flora|55107
54527|Glidden|55003
54529|Harshaw|55085
54530|Hawkins|55107
54531|Hazelhurst|55085
54532|Heafford Junction|55069
54534|Hurley|55051
54536|Iron Belt|55051
54537|Kennan|55099
54538|Lac Du Flambeau|55085
54539|Lake Tomahawk|55085
54540|Land O Lakes|55125
54541|Laona|55041
54542|Long Lake|55037
54543|Mc Naughton|55085
54545|Manitowish Waters|55125
54546|Mellen|55003
54547|Mercer|55051
54548|Minocqua|55085
54550|Montreal|55051
54552|Park Falls|55099
54554|Phelps|55125
54555|Phillips|55099
54556|Prentice|55099
54557|Presque Isle|55125
54558|Saint Germain|55125
54559|Saxon|55051
54560|Sayner|55125
54561|Star Lake|55125
54562|Three Lakes|55085
54563|Tony|55107
54564|Tripoli|55085
54565|Upson|55051
54566|Wabeno|55041
54568|Woodruff|55125
54601|La Crosse|55063
54602|La Crosse|55063
54603|La Crosse|55063
54610|Alma|55011
54611|Alma Center|55053
54612|Arcadia|55121
54613|Arkdale|55001
54614|Bangor|55063
54615|Black River Falls|55053
54616|Blair|55121
54618|Camp Douglas|55057
54619|Cashton|55081
54620|Cataract|55081
54621|Chaseburg|55123
54622|Cochrane|55011
54623|Coon Valley|55123
54624|De Soto|55123
54625|Dodge|55121
54626|Eastman|55023
54627|Ettrick|55121
54628|Ferryville|55023
54629|Fountain City|55011
54630|Galesville|55121
54631|Gays Mills|55023
54632|Genoa|55123
54634|Hillsboro|55123
54635|Hixton|55053
54636|Holmen|55063
54637|Hustler|55057
54638|Kendall|55081
54639|La Farge|55123
54641|Mather|55053
54642|Melrose|55053
54643|Millston|55053
54644|Mindoro|55063
54645|Mount Sterling|55023
54646|Necedah|55057
54648|Norwalk|55081
54649|Oakdale|55081
54650|Onalaska|55063
54651|Ontario|55123
54652|Readstown|55123
54653|Rockland|55063
54654|Seneca|55023
54655|Soldiers Grove|55023
54656|Sparta|55081
54657|Steuben|55023
54658|Stoddard|55123
54659|Taylor|55053
54660|Tomah|55081
54661|Trempealeau|55121
54662|Tunnel City|55081
54664|Viola|55103
54665|Viroqua|55123
54666|Warrens|55081
54667|Westby|55123
54669|West Salem|55063
54670|Wilton|55081
54701|Eau Claire|55035
54702|Eau Claire|55035
54703|Eau Claire|55035
54720|Altoona|55035
54721|Arkansaw|55091
54722|Augusta|55035
54723|Bay City|55093
54724|Bloomer|55017
54725|Boyceville|55033
54726|Boyd|55017
54727|Cadott|55017
54728|Chetek|55005
54729|Chippewa Falls|55017
54730|Colfax|55033
54731|Conrath|55107
54732|Cornell|55017
54733|Dallas|55005
54734|Downing|55033
54735|Downsville|55033
54736|Durand|55091
54737|Eau Galle|55033
54738|Eleva|55035
54739|Elk Mound|55033
54740|Elmwood|55093
54741|Fairchild|55035
54742|Fall Creek|55035
54743|Gilmanton|55011
54745|Holcombe|55017
54746|Humbird|55019
54747|Independence|55121
54748|Jim Falls|55017
54749|Knapp|55033
54750|Maiden Rock|55093
54751|Menomonie|55033
54754|Merrillan|55053
54755|Mondovi|55011
54756|Nelson|55011
54757|New Auburn|55017
54758|Osseo|55121
54759|Pepin|55091
54760|Pigeon Falls|55121
54761|Plum City|55093
54762|Prairie Farm|55005
54763|Ridgeland|55033
54764|Rock Falls|55033
54765|Sand Creek|55033
54766|Sheldon|55107
54767|Spring Valley|55093
54768|Stanley|55017
54769|Stockholm|55091
54770|Strum|55121
54771|Thorp|55019
54772|Wheeler|55033
54773|Whitehall|55121
54774|Chippewa Falls|55017
54801|Spooner|55129
54805|Almena|55005
54806|Ashland|55003
54810|Balsam Lake|55095
54812|Barron|55005
54813|Barronett|55005
54814|Bayfield|55007
54816|Benoit|55007
54817|Birchwood|55129
54819|Bruce|55107
54820|Brule|55031
54821|Cable|55007
54822|Cameron|55005
54824|Centuria|55095
54826|Comstock|55005
54827|Cornucopia|55007
54828|Couderay|55113
54829|Cumberland|55005
54830|Danbury|55013
54832|Drummond|55007
54835|Exeland|55113
54836|Foxboro|55031
54837|Frederic|55095
54838|Gordon|55031
54839|Grand View|55007
54840|Grantsburg|55013
54841|Haugen|55005
54842|Hawthorne|55031
54843|Hayward|55113
54844|Herbster|55007
54845|Hertel|55013
54846|High Bridge|55003
54847|Iron River|55007
54848|Ladysmith|55107
54849|Lake Nebagamon|55031
54850|La Pointe|55003
54853|Luck|55095
54854|Maple|55031
54855|Marengo|55003
54856|Mason|55007
54857|Mikana|55005
54858|Milltown|55095
54859|Minong|55129
54861|Odanah|55003
54862|Ojibwa|55113
54864|Poplar|55031
54865|Port Wing|55007
54867|Radisson|55113
54868|Rice Lake|55005
54870|Sarona|55129
54871|Shell Lake|55129
54872|Siren|55013
54873|Solon Springs|55031
54874|South Range|55031
54875|Springbrook|55129
54876|Stone Lake|55113
54880|Superior|55031
54888|Trego|55129
54889|Turtle Lake|55005
54890|Wascott|55031
54891|Washburn|55007
54893|Webster|55013
54895|Weyerhaeuser|55107
54896|Winter|55113
54901|Oshkosh|55139
54902|Oshkosh|55139
54903|Oshkosh|55139
54904|Oshkosh|55139
54906|Oshkosh|55139
54909|Almond|55097
54911|Appleton|55087
54912|Appleton|55087
54913|Appleton|55087
54914|Appleton|55087
54915|Appleton|55087
54919|Appleton|55087
54921|Bancroft|55097
54922|Bear Creek|55087
54923|Berlin|55047
54926|Big Falls|55135
54927|Butte Des Morts|55139
54928|Caroline|55115
54929|Clintonville|55135
54930|Coloma|55137
54931|Dale|55087
54932|Eldorado|55039
54933|Embarrass|55135
54935|Fond Du Lac|55039
54936|Fond Du Lac|55039
54937|Fond Du Lac|55039
54940|Fremont|55135
54941|Green Lake|55047
54942|Greenville|55087
54943|Hancock|55137
54944|Hortonville|55087
54945|Iola|55135
54946|King|55135
54947|Larsen|55139
54948|Leopolis|55115
54949|Manawa|55135
54950|Marion|55135
54952|Menasha|55139
54956|Neenah|55139
54957|Neenah|55139
54960|Neshkoro|55077
54961|New London|55135
54962|Ogdensburg|55135
54963|Omro|55139
54964|Pickett|55139
54965|Pine River|55137
54966|Plainfield|55137
54967|Poy Sippi|55137
54968|Princeton|55047
54969|Readfield|55135
54970|Redgranite|55137
54971|Ripon|55039
54974|Rosendale|55039
54976|Saxeville|55137
54977|Scandinavia|55135
54978|Tilleda|55115
54979|Van Dyne|55039
54980|Waukau|55139
54981|Waupaca|55135
54982|Wautoma|55137
54983|Weyauwega|55135
54984|Wild Rose|55137
54985|Winnebago|55139
54986|Winneconne|55139
55001|Afton|27163
55003|Bayport|27163
55005|Bethel|27003
55006|Braham|27059
55007|Brook Park|27065
55008|Cambridge|27059
55009|Cannon Falls|27049
55010|Castle Rock|27037
55011|Cedar|27003
55012|Center City|27025
55013|Chisago City|27025
55014|Circle Pines|27003
55016|Cottage Grove|27163
55017|Dalbo|27059
55018|Dennison|27049
55019|Dundas|27131
55020|Elko New Market|27139
55021|Faribault|27131
55024|Farmington|27037
55025|Forest Lake|27163
55026|Frontenac|27049
55027|Goodhue|27049
55029|Grandy|27059
55030|Grasston|27115
55031|Hampton|27037
55032|Harris|27025
55033|Hastings|27037
55036|Henriette|27115
55037|Hinckley|27115
55038|Hugo|27163
55040|Isanti|27059
55041|Lake City|27157
55042|Lake Elmo|27163
55043|Lakeland|27163
55044|Lakeville|27037
55045|Lindstrom|27025
55046|Lonsdale|27131
55047|Marine On Saint Croix|27163
55049|Medford|27147
55051|Mora|27065
55052|Morristown|27131
55053|Nerstrand|27131
55054|Elko New Market|27139
55055|Newport|27163
55056|North Branch|27025
55057|Northfield|27131
55060|Owatonna|27147
55063|Pine City|27115
55065|Randolph|27037
55066|Red Wing|27049
55067|Rock Creek|27115
55068|Rosemount|27037
55069|Rush City|27025
55070|Saint Francis|27003
55071|Saint Paul Park|27163
55072|Sandstone|27115
55073|Scandia|27163
55074|Shafer|27025
55075|South Saint Paul|27037
55076|Inver Grove Heights|27037
55077|Inver Grove Heights|27037
55078|Stacy|27025
55079|Stacy|27025
55080|Stanchfield|27059
55082|Stillwater|27163
55083|Stillwater|27163
55084|Taylors Falls|27025
55085|Vermillion|27037
55087|Warsaw|27131
55088|Webster|27131
55089|Welch|27049
55090|Willernie|27163
55092|Wyoming|27025
55101|Saint Paul|27123
55102|Saint Paul|27123
55103|Saint Paul|27123
55104|Saint Paul|27123
55105|Saint Paul|27123
55106|Saint Paul|27123
55107|Saint Paul|27123
55108|Saint Paul|27123
55109|Saint Paul|27123
55110|Saint Paul|27123
55111|Saint Paul|27053
55112|Saint Paul|27123
55113|Saint Paul|27123
55114|Saint Paul|27123
55115|Saint Paul|27163
55116|Saint Paul|27123
55117|Saint Paul|27123
55118|Saint Paul|27037
55119|Saint Paul|27123
55120|Saint Paul|27037
55121|Saint Paul|27037
55122|Saint Paul|27037
55123|Saint Paul|27037
55124|Saint Paul|27037
55125|Saint Paul|27163
55126|Saint Paul|27123
55127|Saint Paul|27123
55128|Saint Paul|27163
55129|Saint Paul|27163
55130|Saint Paul|27123
55131|Saint Paul|27123
55133|Saint Paul|27123
55144|Saint Paul|27123
55145|Saint Paul|27123
55146|Saint Paul|27123
55150|Mendota|27037
55155|Saint Paul|27123
55164|Saint Paul|27123
55170|Saint Paul|27123
55301|Albertville|27171
55302|Annandale|27171
55303|Anoka|27003
55304|Andover|27003
55305|Hopkins|27053
55306|Burnsville|27037
55307|Arlington|27143
55308|Becker|27141
55309|Big Lake|27141
55310|Bird Island|27129
55311|Maple Grove|27053
55312|Brownton|27085
55313|Buffalo|27171
55314|Buffalo Lake|27129
55315|Carver|27019
55316|Champlin|27053
55317|Chanhassen|27019
55318|Chaska|27019
55319|Clear Lake|27141
55320|Clearwater|27171
55321|Cokato|27171
55322|Cologne|27019
55323|Crystal Bay|27053
55324|Darwin|27093
55325|Dassel|27093
55327|Dayton|27053
55328|Delano|27171
55329|Eden Valley|27145
55330|Elk River|27141
55331|Excelsior|27053
55332|Fairfax|27129
55333|Franklin|27129
55334|Gaylord|27143
55335|Gibbon|27143
55336|Glencoe|27085
55337|Burnsville|27037
55338|Green Isle|27143
55339|Hamburg|27019
55340|Hamel|27053
55341|Hanover|27171
55342|Hector|27129
55343|Hopkins|27053
55344|Eden Prairie|27053
55345|Minnetonka|27053
55346|Eden Prairie|27053
55347|Eden Prairie|27053
55349|Howard Lake|27171
55350|Hutchinson|27085
55352|Jordan|27139
55353|Kimball|27145
55354|Lester Prairie|27085
55355|Litchfield|27093
55356|Long Lake|27053
55357|Loretto|27053
55358|Maple Lake|27171
55359|Maple Plain|27053
55360|Mayer|27019
55361|Minnetonka Beach|27053
55362|Monticello|27171
55363|Montrose|27171
55364|Mound|27053
55366|New Auburn|27143
55367|New Germany|27019
55368|Norwood Young America|27019
55369|Osseo|27053
55370|Plato|27085
55371|Princeton|27095
55372|Prior Lake|27139
55373|Rockford|27171
55374|Rogers|27053
55375|Saint Bonifacius|27053
55376|Saint Michael|27171
55377|Santiago|27141
55378|Savage|27139
55379|Shakopee|27139
55381|Silver Lake|27085
55382|South Haven|27145
55384|Spring Park|27053
55385|Stewart|27085
55386|Victoria|27019
55387|Waconia|27019
55388|Watertown|27019
55389|Watkins|27093
55390|Waverly|27171
55391|Wayzata|27053
55395|Winsted|27085
55396|Winthrop|27143
55397|Young America|27019
55398|Zimmerman|27141
55401|Minneapolis|27053
55402|Minneapolis|27053
55403|Minneapolis|27053
55404|Minneapolis|27053
55405|Minneapolis|27053
55406|Minneapolis|27053
55407|Minneapolis|27053
55408|Minneapolis|27053
55409|Minneapolis|27053
55410|Minneapolis|27053
55411|Minneapolis|27053
55412|Minneapolis|27053
55413|Minneapolis|27053
55414|Minneapolis|27053
55415|Minneapolis|27053
55416|Minneapolis|27053
55417|Minneapolis|27053
55418|Minneapolis|27053
55419|Minneapolis|27053
55420|Minneapolis|27053
55421|Minneapolis|27003
55422|Minneapolis|27053
55423|Minneapolis|27053
55424|Minneapolis|27053
55425|Minneapolis|27053
55426|Minneapolis|27053
55427|Minneapolis|27053
55428|Minneapolis|27053
55429|Minneapolis|27053
55430|Minneapolis|27053
55431|Minneapolis|27053
55432|Minneapolis|27003
55433|Minneapolis|27003
55434|Minneapolis|27003
55435|Minneapolis|27053
55436|Minneapolis|27053
55437|Minneapolis|27053
55438|Minneapolis|27053
55439|Minneapolis|27053
55440|Minneapolis|27053
55441|Minneapolis|27053
55442|Minneapolis|27053
55443|Minneapolis|27053
55444|Minneapolis|27053
55445|Minneapolis|27053
55446|Minneapolis|27053
55447|Minneapolis|27053
55448|Minneapolis|27003
55449|Minneapolis|27003
55450|Minneapolis|27053
55454|Minneapolis|27053
55455|Minneapolis|27053
55458|Minneapolis|27053
55459|Minneapolis|27053
55467|Minneapolis|27053
55470|Minneapolis|27053
55472|Minneapolis|27053
55474|Minneapolis|27053
55478|Minneapolis|27053
55479|Minneapolis|27053
55480|Minneapolis|27053
55483|Minneapolis|27053
55484|Minneapolis|27053
55485|Minneapolis|27053
55486|Minneapolis|27053
55487|Minneapolis|27053
55488|Minneapolis|27053
55554|Norwood|27019
55569|Osseo|27053
55572|Rockford|27171
55573|Young America|27019
55575|Howard Lake|27171
55577|Rockford|27171
55592|Maple Plain|27053
55593|Maple Plain|27053
55599|Loretto|27053
55601|Beaver Bay|27075
55602|Brimson|27137
55603|Finland|27075
55604|Grand Marais|27031
55605|Grand Portage|27031
55606|Hovland|27031
55607|Isabella|27075
55609|Knife River|27075
55612|Lutsen|27031
55613|Schroeder|27031
55614|Silver Bay|27075
55615|Tofte|27031
55616|Two Harbors|27075
55702|Alborn|27137
55703|Angora|27137
55704|Askov|27115
55705|Aurora|27137
55706|Babbitt|27137
55707|Barnum|27017
55708|Biwabik|27137
55709|Bovey|27061
55710|Britt|27137
55711|Brookston|27137
55712|Bruno|27115
55713|Buhl|27137
55716|Calumet|27061
55717|Canyon|27137
55718|Carlton|27017
55719|Chisholm|27137
55720|Cloquet|27017
55721|Cohasset|27061
55722|Coleraine|27061
55723|Cook|27137
55724|Cotton|27137
55725|Crane Lake|27137
55726|Cromwell|27017
55730|Grand Rapids|27061
55731|Ely|27137
55732|Embarrass|27137
55733|Esko|27017
55734|Eveleth|27137
55735|Finlayson|27115
55736|Floodwood|27137
55738|Forbes|27137
55741|Gilbert|27137
55742|Goodland|27061
55744|Grand Rapids|27061
55745|Grand Rapids|27061
55746|Hibbing|27137
55748|Hill City|27001
55749|Holyoke|27017
55750|Hoyt Lakes|27137
55751|Iron|27137
55752|Jacobson|27001
55753|Keewatin|27061
55756|Kerrick|27115
55757|Kettle River|27017
55758|Kinney|27137
55760|Mcgregor|27001
55763|Makinen|27137
55764|Marble|27061
55765|Meadowlands|27137
55766|Melrude|27137
55767|Moose Lake|27017
55768|Mountain Iron|27137
55769|Nashwauk|27061
55771|Orr|27137
55772|Nett Lake|27071
55775|Pengilly|27061
55777|Virginia|27137
55779|Saginaw|27137
55780|Sawyer|27017
55781|Side Lake|27137
55782|Soudan|27137
55783|Sturgeon Lake|27115
55784|Swan River|27061
55785|Swatara|27001
55786|Taconite|27061
55787|Tamarack|27001
55790|Tower|27137
55791|Twig|27137
55792|Virginia|27137
55793|Warba|27061
55795|Willow River|27115
55796|Winton|27137
55797|Wrenshall|27017
55798|Wright|27017
55801|Duluth|27137
55802|Duluth|27137
55803|Duluth|27137
55804|Duluth|27137
55805|Duluth|27137
55806|Duluth|27137
55807|Duluth|27137
55808|Duluth|27137
55810|Duluth|27137
55811|Duluth|27137
55812|Duluth|27137
55814|Duluth|27137
55815|Duluth|27137
55816|Duluth|27137
55901|Rochester|27109
55902|Rochester|27109
55903|Rochester|27109
55904|Rochester|27109
55905|Rochester|27109
55906|Rochester|27109
55909|Adams|27099
55910|Altura|27169
55912|Austin|27099
55917|Blooming Prairie|27147
55918|Brownsdale|27099
55919|Brownsville|27055
55920|Byron|27109
55921|Caledonia|27055
55922|Canton|27045
55923|Chatfield|27045
55924|Claremont|27039
55925|Dakota|27169
55926|Dexter|27099
55927|Dodge Center|27039
55929|Dover|27109
55931|Eitzen|27055
55932|Elgin|27157
55933|Elkton|27099
55934|Eyota|27109
55935|Fountain|27045
55936|Grand Meadow|27099
55939|Harmony|27045
55940|Hayfield|27039
55941|Hokah|27055
55942|Homer|27169
55943|Houston|27055
55944|Kasson|27039
55945|Kellogg|27157
55946|Kenyon|27049
55947|La Crescent|27055
55949|Lanesboro|27045
55950|Lansing|27099
55951|Le Roy|27099
55952|Lewiston|27169
55953|Lyle|27099
55954|Mabel|27045
55955|Mantorville|27039
55956|Mazeppa|27157
55957|Millville|27157
55959|Minnesota City|27169
55960|Oronoco|27109
55961|Ostrander|27045
55962|Peterson|27045
55963|Pine Island|27049
55964|Plainview|27157
55965|Preston|27045
55967|Racine|27099
55968|Reads Landing|27157
55969|Rollingstone|27169
55970|Rose Creek|27099
55971|Rushford|27045
55972|Saint Charles|27169
55973|Sargeant|27099
55974|Spring Grove|27055
55975|Spring Valley|27045
55976|Stewartville|27109
55977|Taopi|27099
55979|Utica|27169
55981|Wabasha|27157
55982|Waltham|27099
55983|Wanamingo|27049
55985|West Concord|27039
55987|Winona|27169
55988|Stockton|27169
55990|Wykoff|27045
55991|Zumbro Falls|27157
55992|Zumbrota|27049
56001|Mankato|27013
56002|Mankato|27013
56003|Mankato|27103
56007|Albert Lea|27047
56009|Alden|27047
56010|Amboy|27013
56011|Belle Plaine|27139
56013|Blue Earth|27043
56014|Bricelyn|27043
56016|Clarks Grove|27047
56017|Cleveland|27079
56019|Comfrey|27015
56020|Conger|27047
56021|Courtland|27103
56022|Darfur|27165
56023|Delavan|27043
56024|Eagle Lake|27013
56025|Easton|27043
56026|Ellendale|27147
56027|Elmore|27043
56028|Elysian|27079
56029|Emmons|27047
56030|Essig|27015
56031|Fairmont|27091
56032|Freeborn|27047
56033|Frost|27043
56034|Garden City|27013
56035|Geneva|27047
56036|Glenville|27047
56037|Good Thunder|27013
56039|Granada|27091
56041|Hanska|27015
56042|Hartland|27047
56043|Hayward|27047
56044|Henderson|27143
56045|Hollandale|27047
56046|Hope|27147
56047|Huntley|27043
56048|Janesville|27161
56050|Kasota|27079
56051|Kiester|27043
56052|Kilkenny|27079
56054|Lafayette|27103
56055|Lake Crystal|27013
56056|La Salle|27165
56057|Le Center|27079
56058|Le Sueur|27079
56060|Lewisville|27165
56062|Madelia|27165
56063|Madison Lake|27013
56065|Mapleton|27013
56068|Minnesota Lake|27043
56069|Montgomery|27079
56071|New Prague|27139
56072|New Richland|27161
56073|New Ulm|27015
56074|Nicollet|27103
56075|Northrop|27091
56078|Pemberton|27013
56080|Saint Clair|27013
56081|Saint James|27165
56082|Saint Peter|27103
56083|Sanborn|27127
56084|Searles|27015
56085|Sleepy Eye|27015
56087|Springfield|27015
56088|Truman|27091
56089|Twin Lakes|27047
56090|Vernon Center|27013
56091|Waldorf|27161
56093|Waseca|27161
56096|Waterville|27079
56097|Wells|27043
56098|Winnebago|27043
56101|Windom|27033
56110|Adrian|27105
56111|Alpha|27063
56113|Arco|27081
56114|Avoca|27101
56115|Balaton|27083
56116|Beaver Creek|27133
56117|Bigelow|27105
56118|Bingham Lake|27033
56119|Brewster|27105
56120|Butterfield|27165
56121|Ceylon|27091
56122|Chandler|27101
56123|Currie|27101
56125|Dovray|27101
56127|Dunnell|27091
56128|Edgerton|27117
56129|Ellsworth|27105
56131|Fulda|27101
56132|Garvin|27083
56134|Hardwick|27133
56136|Hendricks|27081
56137|Heron Lake|27063
56138|Hills|27133
56139|Holland|27117
56140|Ihlen|27117
56141|Iona|27101
56142|Ivanhoe|27081
56143|Jackson|27063
56144|Jasper|27117
56145|Jeffers|27033
56146|Kanaranzi|27133
56147|Kenneth|27133
56149|Lake Benton|27081
56150|Lakefield|27063
56151|Lake Wilson|27101
56152|Lamberton|27127
56153|Leota|27105
56155|Lismore|27105
56156|Luverne|27133
56157|Lynd|27083
56158|Magnolia|27133
56159|Mountain Lake|27033
56160|Odin|27165
56161|Okabena|27063
56162|Ormsby|27091
56164|Pipestone|27117
56165|Reading|27105
56166|Revere|27127
56167|Round Lake|27105
56168|Rushmore|27105
56169|Russell|27083
56170|Ruthton|27117
56171|Sherburn|27091
56172|Slayton|27101
56173|Steen|27133
56174|Storden|27033
56175|Tracy|27083
56176|Trimont|27091
56178|Tyler|27081
56180|Walnut Grove|27127
56181|Welcome|27091
56183|Westbrook|27033
56185|Wilmont|27105
56186|Woodstock|27117
56187|Worthington|27105
56201|Willmar|27067
56207|Alberta|27149
56208|Appleton|27151
56209|Atwater|27067
56210|Barry|27011
56211|Beardsley|27011
56212|Bellingham|27073
56214|Belview|27127
56215|Benson|27151
56216|Blomkest|27067
56218|Boyd|27073
56219|Browns Valley|27155
56220|Canby|27173
56221|Chokio|27149
56222|Clara City|27023
56223|Clarkfield|27173
56224|Clements|27127
56225|Clinton|27011
56226|Clontarf|27151
56227|Correll|27011
56228|Cosmos|27093
56229|Cottonwood|27083
56230|Danube|27129
56231|Danvers|27151
56232|Dawson|27073
56235|Donnelly|27149
56236|Dumont|27155
56237|Echo|27173
56239|Ghent|27083
56240|Graceville|27011
56241|Granite Falls|27173
56243|Grove City|27093
56244|Hancock|27149
56245|Hanley Falls|27173
56248|Herman|27051
56249|Holloway|27151
56251|Kandiyohi|27067
56252|Kerkhoven|27151
56253|Lake Lillian|27067
56255|Lucan|27127
56256|Madison|27073
56257|Marietta|27073
56258|Marshall|27083
56260|Maynard|27023
56262|Milan|27023
56263|Milroy|27127
56264|Minneota|27083
56265|Montevideo|27023
56266|Morgan|27127
56267|Morris|27149
56270|Morton|27129
56271|Murdock|27151
56273|New London|27067
56274|Norcross|27051
56276|Odessa|27011
56277|Olivia|27129
56278|Ortonville|27011
56279|Pennock|27067
56280|Porter|27173
56281|Prinsburg|27067
56282|Raymond|27067
56283|Redwood Falls|27127
56284|Renville|27129
56285|Sacred Heart|27129
56287|Seaforth|27127
56288|Spicer|27067
56289|Sunburg|27067
56291|Taunton|27083
56292|Vesta|27127
56293|Wabasso|27127
56294|Wanda|27127
56295|Watson|27023
56296|Wheaton|27155
56297|Wood Lake|27173
56301|Saint Cloud|27145
56302|Saint Cloud|27145
56303|Saint Cloud|27145
56304|Saint Cloud|27141
56307|Albany|27145
56308|Alexandria|27041
56309|Ashby|27051
56310|Avon|27145
56311|Barrett|27051
56312|Belgrade|27145
56313|Bock|27095
56314|Bowlus|27097
56315|Brandon|27041
56316|Brooten|27145
56317|Buckman|27097
56318|Burtrum|27153
56319|Carlos|27041
56320|Cold Spring|27145
56321|Collegeville|27145
56323|Cyrus|27121
56324|Dalton|27111
56325|Elrosa|27145
56326|Evansville|27041
56327|Farwell|27041
56328|Flensburg|27097
56329|Foley|27009
56330|Foreston|27095
56331|Freeport|27145
56332|Garfield|27041
56333|Gilman|27009
56334|Glenwood|27121
56335|Greenwald|27145
56336|Grey Eagle|27153
56338|Hillman|27097
56339|Hoffman|27051
56340|Holdingford|27145
56341|Holmes City|27041
56342|Isle|27095
56343|Kensington|27041
56344|Lastrup|27097
56345|Little Falls|27097
56347|Long Prairie|27153
56349|Lowry|27121
56350|Mc Grath|27001
56352|Melrose|27145
56353|Milaca|27095
56354|Miltona|27041
56355|Nelson|27041
56356|New Munich|27145
56357|Oak Park|27009
56358|Ogilvie|27065
56359|Onamia|27095
56360|Osakis|27041
56361|Parkers Prairie|27111
56362|Paynesville|27145
56363|Pease|27095
56364|Pierz|27097
56367|Rice|27009
56368|Richmond|27145
56369|Rockville|27145
56371|Roscoe|27145
56372|Saint Cloud|27145
56373|Royalton|27097
56374|Saint Joseph|27145
56375|Saint Stephen|27145
56376|Saint Martin|27145
56377|Sartell|27145
56378|Sauk Centre|27145
56379|Sauk Rapids|27009
56381|Starbuck|27121
56382|Swanville|27097
56384|Upsala|27097
56385|Villard|27121
56386|Wahkon|27095
56387|Waite Park|27145
56388|Saint Cloud|27145
56389|West Union|27153
56393|Saint Cloud|27145
56395|Saint Cloud|27145
56396|Saint Cloud|27145
56397|Saint Cloud|27145
56398|Saint Cloud|27145
56399|Saint Cloud|27145
56401|Brainerd|27035
56425|Baxter|27035
56431|Aitkin|27001
56433|Akeley|27057
56434|Aldrich|27153
56435|Backus|27021
56436|Benedict|27057
56437|Bertha|27153
56438|Browerville|27153
56440|Clarissa|27153
56441|Crosby|27035
56442|Crosslake|27035
56443|Cushing|27097
56444|Deerwood|27035
56446|Eagle Bend|27153
56447|Emily|27035
56448|Fifty Lakes|27035
56449|Fort Ripley|27035
56450|Garrison|27035
56452|Hackensack|27021
56453|Hewitt|27153
56455|Ironton|27035
56456|Jenkins|27035
56458|Lake George|27057
56459|Lake Hubert|27035
56461|Laporte|27057
56464|Menahga|27159
56465|Merrifield|27035
56466|Motley|27021
56467|Nevis|27057
56468|Nisswa|27035
56469|Palisade|27001
56470|Park Rapids|27057
56472|Pequot Lakes|27035
56473|Pillager|27021
56474|Pine River|27021
56475|Randall|27097
56477|Sebeka|27159
56479|Staples|27153
56481|Verndale|27159
56482|Wadena|27159
56484|Walker|27021
56501|Detroit Lakes|27005
56502|Detroit Lakes|27005
56510|Ada|27107
56511|Audubon|27005
56514|Barnesville|27027
56515|Battle Lake|27111
56516|Bejou|27107
56517|Beltrami|27119
56518|Bluffton|27111
56519|Borup|27107
56520|Breckenridge|27167
56521|Callaway|27005
56522|Campbell|27167
56523|Climax|27119
56524|Clitherall|27111
56525|Comstock|27027
56527|Deer Creek|27111
56528|Dent|27111
56529|Dilworth|27027
56531|Elbow Lake|27051
56533|Elizabeth|27111
56534|Erhard|27111
56535|Erskine|27119
56536|Felton|27027
56537|Fergus Falls|27111
56538|Fergus Falls|27111
56540|Fertile|27119
56541|Flom|27107
56542|Fosston|27119
56543|Foxhome|27167
56544|Frazee|27005
56545|Gary|27107
56546|Georgetown|27027
56547|Glyndon|27027
56548|Halstad|27107
56549|Hawley|27027
56550|Hendrum|27107
56551|Henning|27111
56552|Hitterdal|27027
56553|Kent|27167
56554|Lake Park|27005
56556|Mcintosh|27119
56557|Mahnomen|27107
56560|Moorhead|27027
56561|Moorhead|27027
56562|Moorhead|27027
56563|Moorhead|27027
56565|Nashua|27167
56566|Naytahwaush|27087
56567|New York Mills|27111
56568|Nielsville|27119
56569|Ogema|27005
56570|Osage|27005
56571|Ottertail|27111
56572|Pelican Rapids|27111
56573|Perham|27111
56574|Perley|27107
56575|Ponsford|27005
56576|Richville|27111
56577|Richwood|27005
56578|Rochert|27005
56579|Rothsay|27167
56580|Sabin|27027
56581|Shelly|27107
56583|Tintah|27155
56584|Twin Valley|27107
56585|Ulen|27027
56586|Underwood|27111
56587|Vergas|27111
56588|Vining|27111
56589|Waubun|27029
56590|Wendell|27051
56591|White Earth|27005
56592|Winger|27119
56593|Wolf Lake|27005
56594|Wolverton|27167
56601|Bemidji|27007
56619|Bemidji|27007
56621|Bagley|27029
56623|Baudette|27077
56626|Bena|27021
56627|Big Falls|27071
56628|Bigfork|27061
56629|Birchdale|27071
56630|Blackduck|27007
56631|Bowstring|27061
56633|Cass Lake|27057
56634|Clearbrook|27029
56636|Deer River|27061
56637|Talmoon|27061
56639|Effie|27061
56641|Federal Dam|27021
56644|Gonvick|27029
56646|Gully|27119
56647|Hines|27007
56649|International Falls|27071
56650|Kelliher|27007
56651|Lengby|27119
56652|Leonard|27029
56653|Littlefork|27071
56654|Loman|27071
56655|Longville|27021
56657|Marcell|27061
56658|Margie|27071
56659|Max|27061
56660|Mizpah|27071
56661|Northome|27071
56662|Outing|27021
56663|Pennington|27007
56666|Ponemah|27007
56667|Puposky|27007
56668|Ranier|27071
56669|Kabetogama|27071
56670|Redby|27007
56671|Redlake|27007
56672|Remer|27021
56673|Roosevelt|27135
56676|Shevlin|27029
56678|Solway|27007
56679|South International Falls|27071
56680|Spring Lake|27061
56681|Squaw Lake|27061
56683|Tenstrike|27007
56684|Trail|27119
56685|Waskish|27007
56686|Williams|27077
56687|Wilton|27007
56688|Wirt|27061
56701|Thief River Falls|27113
56710|Alvarado|27089
56711|Angle Inlet|27077
56713|Argyle|27089
56714|Badger|27135
56715|Brooks|27125
56716|Crookston|27119
56720|Donaldson|27069
56721|East Grand Forks|27119
56722|Euclid|27119
56723|Fisher|27119
56724|Gatzke|27089
56725|Goodridge|27113
56726|Greenbush|27135
56727|Grygla|27089
56728|Hallock|27069
56729|Halma|27069
56731|Humboldt|27069
56732|Karlstad|27069
56733|Kennedy|27069
56734|Lake Bronson|27069
56735|Lancaster|27069
56736|Mentor|27119
56737|Middle River|27089
56738|Newfolden|27089
56740|Noyes|27069
56741|Oak Island|27077
56742|Oklee|27125
56744|Oslo|27089
56748|Plummer|27125
56750|Red Lake Falls|27125
56751|Roseau|27135
56754|Saint Hilaire|27113
56755|Saint Vincent|27069
56756|Salol|27135
56757|Stephen|27089
56758|Strandquist|27089
56759|Strathcona|27135
56760|Viking|27089
56761|Wannaska|27135
56762|Warren|27089
56763|Warroad|27135
56901|Parcel Return Service|11001
56902|Parcel Return Service|11001
56904|Parcel Return Service|11001
56908|Parcel Return Service|11001
56915|Parcel Return Service|11001
56920|Parcel Return Service|11001
56933|Parcel Return Service|11001
56935|Parcel Return Service|11001
56944|Parcel Return Service|11001
56945|Parcel Return Service|11001
56950|Parcel Return Service|11001
56965|Parcel Return Service|11001
56966|Parcel Return Service|11001
56967|Parcel Return Service|11001
56968|Parcel Return Service|11001
56969|Parcel Return Service|11001
56970|Parcel Return Service|11001
56971|Parcel Return Service|11001
56972|Parcel Return Service|11001
56973|Parcel Return Service|11001
56998|Parcel Return Service|11001
56999|Parcel Return Service|11001
57001|Alcester|46127
57002|Aurora|46011
57003|Baltic|46099
57004|Beresford|46127
57005|Brandon|46099
57006|Brookings|46011
57007|Brookings|46011
57010|Burbank|46027
57012|Canistota|46087
57013|Canton|46083
57014|Centerville|46125
57015|Chancellor|46125
57016|Chester|46079
57017|Colman|46101
57018|Colton|46099
57020|Crooks|46099
57021|Davis|46125
57022|Dell Rapids|46099
57024|Egan|46101
57025|Elk Point|46127
57026|Elkton|46011
57027|Fairview|46083
57028|Flandreau|46101
57029|Freeman|46067
57030|Garretson|46099
57031|Gayville|46135
57032|Harrisburg|46083
57033|Hartford|46099
57034|Hudson|46083
57035|Humboldt|46099
57036|Hurley|46125
57037|Irene|46135
57038|Jefferson|46127
57039|Lennox|46083
57040|Lesterville|46135
57041|Lyons|46099
57042|Madison|46079
57043|Marion|46125
57045|Menno|46067
57046|Mission Hill|46135
57047|Monroe|46125
57048|Montrose|46087
57049|North Sioux City|46127
57050|Nunda|46079
57051|Oldham|46077
57052|Olivet|46067
57053|Parker|46125
57054|Ramona|46079
57055|Renner|46099
57057|Rutland|46079
57058|Salem|46087
57059|Scotland|46009
57061|Sinai|46011
57062|Springfield|46009
57063|Tabor|46009
57064|Tea|46083
57065|Trent|46101
57066|Tyndall|46009
57067|Utica|46135
57068|Valley Springs|46099
57069|Vermillion|46027
57070|Viborg|46125
57071|Volga|46011
57072|Volin|46135
57073|Wakonda|46027
57075|Wentworth|46079
57076|Winfred|46079
57077|Worthing|46083
57078|Yankton|46135
57101|Sioux Falls|46099
57103|Sioux Falls|46099
57104|Sioux Falls|46099
57105|Sioux Falls|46099
57106|Sioux Falls|46099
57107|Sioux Falls|46099
57108|Sioux Falls|46083
57109|Sioux Falls|46099
57110|Sioux Falls|46099
57117|Sioux Falls|46099
57118|Sioux Falls|46099
57186|Sioux Falls|46099
57193|Sioux Falls|46099
57197|Sioux Falls|46099
57198|Sioux Falls|46099
57201|Watertown|46029
57212|Arlington|46077
57213|Astoria|46039
57214|Badger|46077
57216|Big Stone City|46051
57217|Bradley|46025
57218|Brandt|46039
57219|Bristol|46037
57220|Bruce|46011
57221|Bryant|46057
57223|Castlewood|46057
57224|Claire City|46109
57225|Clark|46025
57226|Clear Lake|46039
57227|Corona|46109
57231|De Smet|46077
57232|Eden|46091
57233|Erwin|46077
57234|Estelline|46057
57235|Florence|46029
57236|Garden City|46025
57237|Gary|46039
57238|Goodwin|46039
57239|Grenville|46037
57241|Hayti|46057
57242|Hazel|46057
57243|Henry|46029
57245|Kranzburg|46029
57246|Labolt|46051
57247|Lake City|46091
57248|Lake Norden|46057
57249|Lake Preston|46077
57251|Marvin|46051
57252|Milbank|46051
57255|New Effington|46109
57256|Ortley|46109
57257|Peever|46109
57258|Raymond|46025
57259|Revillo|46051
57260|Rosholt|46109
57261|Roslyn|46037
57262|Sisseton|46109
57263|South Shore|46029
57264|Stockholm|46051
57265|Strandburg|46051
57266|Summit|46051
57268|Toronto|46039
57269|Twin Brooks|46051
57270|Veblen|46091
57271|Vienna|46025
57272|Wallace|46029
57273|Waubay|46037
57274|Webster|46037
57276|White|46011
57278|Willow Lake|46025
57279|Wilmot|46109
57301|Mitchell|46035
57311|Alexandria|46061
57312|Alpena|46073
57313|Armour|46043
57314|Artesian|46111
57315|Avon|46009
57317|Bonesteel|46053
57319|Bridgewater|46087
57321|Canova|46097
57322|Carpenter|46005
57323|Carthage|46097
57324|Cavour|46005
57325|Chamberlain|46015
57326|Chamberlain|46015
57328|Corsica|46043
57329|Dante|46023
57330|Delmont|46043
57331|Dimock|46067
57332|Emery|46061
57334|Ethan|46035
57335|Fairfax|46053
57337|Fedora|46097
57339|Fort Thompson|46017
57340|Fulton|46061
57341|Gann Valley|46017
57342|Geddes|46023
57344|Harrison|46043
57345|Highmore|46069
57346|Stephan|46069
57348|Hitchcock|46005
57349|Howard|46097
57350|Huron|46005
57353|Iroquois|46077
57354|Kaylor|46067
57355|Kimball|46015
57356|Lake Andes|46023
57358|Lane|46073
57359|Letcher|46111
57361|Marty|46023
57362|Miller|46059
57363|Mount Vernon|46035
57364|New Holland|46043
57365|Oacoma|46085
57366|Parkston|46067
57367|Pickstown|46023
57368|Plankinton|46003
57369|Platte|46023
57370|Pukwana|46015
57371|Ree Heights|46059
57373|Saint Lawrence|46059
57374|Spencer|46087
57375|Stickney|46003
57376|Tripp|46067
57379|Virgil|46005
57380|Wagner|46023
57381|Wessington|46005
57382|Wessington Springs|46073
57383|White Lake|46003
57384|Wolsey|46005
57385|Woonsocket|46111
57386|Yale|46005
57399|Huron|46005
57401|Aberdeen|46013
57402|Aberdeen|46013
57420|Akaska|46129
57421|Amherst|46091
57422|Andover|46037
57424|Ashton|46115
57426|Barnard|46013
57427|Bath|46013
57428|Bowdle|46045
57429|Brentford|46115
57430|Britton|46091
57432|Claremont|46013
57433|Columbia|46013
57434|Conde|46115
57435|Cresbard|46049
57436|Doland|46115
57437|Eureka|46089
57438|Faulkton|46049
57439|Ferney|46013
57440|Frankfort|46115
57441|Frederick|46013
57442|Gettysburg|46107
57445|Groton|46013
57446|Hecla|46013
57448|Hosmer|46045
57449|Houghton|46013
57450|Hoven|46107
57451|Ipswich|46045
57452|Java|46129
57454|Langford|46091
57455|Lebanon|46107
57456|Leola|46089
57457|Long Lake|46089
57460|Mansfield|46013
57461|Mellette|46115
57465|Northville|46115
57466|Onaka|46049
57467|Orient|46059
57468|Pierpont|46037
57469|Redfield|46115
57470|Rockham|46049
57471|Roscoe|46045
57472|Selby|46129
57473|Seneca|46049
57474|Stratford|46013
57475|Tolstoy|46107
57476|Tulare|46115
57477|Turton|46115
57479|Warner|46013
57481|Westport|46013
57501|Pierre|46065
57520|Agar|46119
57521|Belvidere|46071
57522|Blunt|46065
57523|Burke|46053
57528|Colome|46123
57529|Dallas|46053
57531|Draper|46075
57532|Fort Pierre|46117
57533|Gregory|46053
57534|Hamill|46123
57536|Harrold|46065
57537|Hayes|46117
57538|Herrick|46053
57540|Holabird|46069
57541|Ideal|46123
57543|Kadoka|46071
57544|Kennebec|46085
57547|Long Valley|46071
57548|Lower Brule|46085
57551|Martin|46007
57552|Midland|46055
57553|Milesville|46055
57555|Mission|46121
57559|Murdo|46075
57560|Norris|46095
57562|Okaton|46075
57563|Okreek|46121
57564|Onida|46119
57566|Parmelee|46095
57567|Philip|46055
57568|Presho|46085
57569|Reliance|46085
57570|Rosebud|46121
57571|Saint Charles|46053
57572|Saint Francis|46121
57574|Tuthill|46007
57576|Vivian|46085
57577|Wanblee|46071
57579|White River|46095
57580|Winner|46123
57584|Witten|46123
57585|Wood|46095
57601|Mobridge|46129
57620|Bison|46105
57621|Bullhead|46031
57622|Cherry Creek|46137
57623|Dupree|46137
57625|Eagle Butte|46041
57626|Faith|46093
57630|Glencross|46041
57631|Glenham|46129
57632|Herreid|46021
57633|Isabel|46041
57634|Keldron|46031
57636|Lantry|46041
57638|Lemmon|46105
57639|Little Eagle|46031
57640|Lodgepole|46105
57641|Mc Intosh|46031
57642|Mc Laughlin|46031
57644|Meadow|46105
57645|Morristown|46051
57646|Mound City|46021
57648|Pollock|46021
57649|Prairie City|46105
57650|Ralph|46063
57651|Reva|46063
57652|Ridgeview|46041
57656|Timber Lake|46041
57657|Trail City|46041
57658|Wakpala|46031
57659|Walker|46031
57660|Watauga|46051
57661|Whitehorse|46041
57701|Rapid City|46103
57702|Rapid City|46103
57703|Rapid City|46103
57706|Ellsworth AFB|46093
57709|Rapid City|46103
57714|Allen|46007
57716|Batesland|46102
57717|Belle Fourche|46019
57718|Black Hawk|46093
57719|Box Elder|46103
57720|Buffalo|46063
57722|Buffalo Gap|46033
57724|Camp Crook|46063
57725|Caputa|46103
57730|Custer|46033
57732|Deadwood|46081
57735|Edgemont|46047
57737|Enning|46093
57738|Fairburn|46033
57741|Fort Meade|46093
57744|Hermosa|46033
57745|Hill City|46103
57747|Hot Springs|46047
57748|Howes|46093
57750|Interior|46071
57751|Keystone|46103
57752|Kyle|46102
57754|Lead|46081
57755|Ludlow|46063
57756|Manderson|46102
57758|Mud Butte|46093
57759|Nemo|46081
57760|Newell|46019
57761|New Underwood|46103
57762|Nisland|46019
57763|Oelrichs|46047
57764|Oglala|46102
57766|Oral|46047
57767|Owanka|46103
57769|Piedmont|46093
57770|Pine Ridge|46102
57772|Porcupine|46102
57773|Pringle|46033
57775|Quinn|46103
57776|Redig|46063
57779|Saint Onge|46081
57780|Scenic|46103
57782|Smithwick|46047
57783|Spearfish|46081
57785|Sturgis|46093
57787|Union Center|46093
57788|Vale|46019
57790|Wall|46103
57791|Wasta|46103
57792|White Owl|46093
57793|Whitewood|46081
57794|Wounded Knee|46102
57799|Spearfish|46081
58001|Abercrombie|38077
58002|Absaraka|38017
58004|Amenia|38017
58005|Argusville|38017
58006|Arthur|38017
58007|Ayr|38017
58008|Barney|38077
58009|Blanchard|38097
58011|Buffalo|38017
58012|Casselton|38017
58013|Cayuga|38081
58015|Christine|38077
58016|Clifford|38097
58017|Cogswell|38081
58018|Colfax|38077
58021|Davenport|38017
58027|Enderlin|38073
58029|Erie|38017
58030|Fairmount|38077
58031|Fingal|38003
58032|Forman|38081
58033|Fort Ransom|38073
58035|Galesburg|38097
58036|Gardner|38017
58038|Grandin|38017
58040|Gwinner|38081
58041|Hankinson|38077
58042|Harwood|38017
58043|Havana|38081
58045|Hillsboro|38097
58046|Hope|38091
58047|Horace|38017
58048|Hunter|38017
58049|Kathryn|38003
58051|Kindred|38017
58052|Leonard|38017
58053|Lidgerwood|38077
58054|Lisbon|38073
58056|Luverne|38091
58057|Mcleod|38077
58058|Mantador|38077
58059|Mapleton|38017
58060|Milnor|38081
58061|Mooreton|38077
58062|Nome|38003
58063|Oriska|38003
58064|Page|38017
58065|Pillsbury|38003
58067|Rutland|38081
58068|Sheldon|38073
58069|Stirum|38081
58071|Tower City|38017
58072|Valley City|38003
58074|Wahpeton|38077
58075|Wahpeton|38077
58076|Wahpeton|38077
58077|Walcott|38077
58078|West Fargo|38017
58079|Wheatland|38017
58081|Wyndmere|38077
58102|Fargo|38017
58103|Fargo|38017
58104|Fargo|38017
58105|Fargo|38017
58106|Fargo|38017
58107|Fargo|38017
58108|Fargo|38017
58109|Fargo|38017
58121|Fargo|38017
58122|Fargo|38017
58124|Fargo|38017
58125|Fargo|38017
58126|Fargo|38017
58201|Grand Forks|38035
58202|Grand Forks|38035
58203|Grand Forks|38035
58204|Grand Forks AFB|38035
58205|Grand Forks AFB|38035
58206|Grand Forks|38035
58207|Grand Forks|38035
58208|Grand Forks|38035
58210|Adams|38099
58212|Aneta|38063
58214|Arvilla|38035
58216|Bathgate|38067
58218|Buxton|38097
58219|Caledonia|38097
58220|Cavalier|38067
58222|Crystal|38067
58223|Cummings|38097
58224|Dahlen|38063
58225|Drayton|38067
58227|Edinburg|38099
58228|Emerado|38035
58229|Fairdale|38099
58230|Finley|38091
58231|Fordville|38099
58233|Forest River|38099
58235|Gilby|38035
58236|Glasston|38067
58237|Grafton|38099
58238|Hamilton|38067
58239|Hannah|38019
58240|Hatton|38097
58241|Hensel|38067
58243|Hoople|38099
58244|Inkster|38035
58249|Langdon|38019
58250|Lankin|38099
58251|Larimore|38035
58254|Mcville|38063
58255|Maida|38019
58256|Manvel|38035
58257|Mayville|38097
58258|Mekinock|38035
58259|Michigan|38063
58260|Milton|38019
58261|Minto|38099
58262|Mountain|38067
58265|Neche|38067
58266|Niagara|38035
58267|Northwood|38035
58269|Osnabrock|38019
58270|Park River|38099
58271|Pembina|38067
58272|Petersburg|38063
58273|Pisek|38099
58274|Portland|38097
58275|Reynolds|38035
58276|Saint Thomas|38067
58277|Sharon|38091
58278|Thompson|38035
58281|Wales|38019
58282|Walhalla|38067
58301|Devils Lake|38071
58310|Agate|38079
58311|Alsen|38019
58313|Balta|38069
58316|Belcourt|38079
58317|Bisbee|38095
58318|Bottineau|38009
58321|Brocket|38071
58323|Calvin|38019
58324|Cando|38095
58325|Churchs Ferry|38071
58327|Crary|38071
58329|Dunseith|38079
58330|Edmore|38071
58331|Egeland|38095
58332|Esmond|38005
58335|Fort Totten|38005
58338|Hampden|38071
58339|Hansboro|38095
58341|Harvey|38103
58343|Knox|38005
58344|Lakota|38063
58345|Lawton|38071
58346|Leeds|38005
58348|Maddock|38005
58351|Minnewaukan|38005
58352|Munich|38019
58353|Mylo|38079
58355|Nekoma|38019
58356|New Rockford|38027
58357|Oberon|38005
58361|Pekin|38063
58362|Penn|38071
58363|Perth|38095
58365|Rocklake|38095
58366|Rolette|38079
58367|Rolla|38079
58368|Rugby|38069
58369|Saint John|38079
58370|Saint Michael|38005
58372|Sarles|38019
58374|Sheyenne|38027
58377|Starkweather|38071
58379|Tokio|38005
58380|Tolna|38063
58381|Warwick|38027
58382|Webster|38071
58384|Willow City|38009
58385|Wolford|38069
58386|York|38005
58401|Jamestown|38093
58402|Jamestown|38093
58405|Jamestown|38093
58413|Ashley|38051
58415|Berlin|38045
58416|Binford|38039
58418|Bowdon|38103
58420|Buchanan|38093
58421|Carrington|38031
58422|Cathay|38103
58423|Chaseley|38103
58424|Cleveland|38093
58425|Cooperstown|38039
58426|Courtenay|38093
58428|Dawson|38043
58429|Dazey|38003
58430|Denhoff|38083
58431|Dickey|38045
58433|Edgeley|38045
58436|Ellendale|38021
58438|Fessenden|38103
58439|Forbes|38045
58440|Fredonia|38047
58441|Fullerton|38021
58442|Gackle|38047
58443|Glenfield|38031
58444|Goodrich|38083
58445|Grace City|38031
58448|Hannaford|38039
58451|Hurdsfield|38103
58452|Jessie|38039
58454|Jud|38045
58455|Kensal|38093
58456|Kulm|38045
58458|Lamoure|38045
58460|Lehr|38051
58461|Litchville|38003
58463|Mcclusky|38083
58464|Mchenry|38031
58466|Marion|38045
58467|Medina|38093
58472|Montpelier|38093
58474|Oakes|38021
58475|Pettibone|38043
58476|Pingree|38093
58477|Regan|38015
58478|Robinson|38043
58479|Rogers|38003
58480|Sanborn|38003
58481|Spiritwood|38003
58482|Steele|38043
58483|Streeter|38093
58484|Sutton|38039
58486|Sykeston|38103
58487|Tappen|38043
58488|Tuttle|38043
58490|Verona|38045
58492|Wimbledon|38003
58494|Wing|38015
58495|Wishek|38051
58496|Woodworth|38093
58497|Ypsilanti|38093
58501|Bismarck|38015
58502|Bismarck|38015
58503|Bismarck|38015
58504|Bismarck|38015
58505|Bismarck|38015
58506|Bismarck|38015
58507|Bismarck|38015
58520|Almont|38059
58521|Baldwin|38015
58523|Beulah|38057
58524|Braddock|38029
58528|Cannon Ball|38085
58529|Carson|38037
58530|Center|38065
58531|Coleharbor|38055
58532|Driscoll|38015
58533|Elgin|38037
58535|Flasher|38059
58538|Fort Yates|38085
58540|Garrison|38055
58541|Golden Valley|38057
58542|Hague|38029
58544|Hazelton|38029
58545|Hazen|38057
58549|Kintyre|38029
58552|Linton|38029
58554|Mandan|38059
58558|Menoken|38015
58559|Mercer|38055
58560|Moffit|38015
58561|Napoleon|38047
58562|New Leipzig|38037
58563|New Salem|38059
58564|Raleigh|38037
58565|Riverdale|38055
58566|Saint Anthony|38059
58568|Selfridge|38085
58569|Shields|38037
58570|Solen|38059
58571|Stanton|38057
58572|Sterling|38015
58573|Strasburg|38029
58575|Turtle Lake|38055
58576|Underwood|38055
58577|Washburn|38055
58579|Wilton|38055
58580|Zap|38057
58581|Zeeland|38051
58601|Dickinson|38089
58602|Dickinson|38089
58620|Amidon|38087
58621|Beach|38033
58622|Belfield|38089
58623|Bowman|38011
58625|Dodge|38025
58626|Dunn Center|38025
58627|Fairfield|38007
58630|Gladstone|38089
58631|Glen Ullin|38059
58632|Golva|38033
58634|Grassy Butte|38053
58636|Halliday|38025
58638|Hebron|38059
58639|Hettinger|38001
58640|Killdeer|38025
58641|Lefor|38089
58642|Manning|38025
58643|Marmarth|38087
58644|Marshall|38025
58645|Medora|38007
58646|Mott|38041
58647|New England|38041
58649|Reeder|38001
58650|Regent|38041
58651|Rhame|38011
58652|Richardton|38089
58653|Scranton|38011
58654|Sentinel Butte|38033
58655|South Heart|38089
58656|Taylor|38089
58701|Minot|38101
58702|Minot|38101
58703|Minot|38101
58704|Minot AFB|38101
58705|Minot AFB|38101
58707|Minot|38101
58710|Anamoose|38049
58711|Antler|38009
58712|Balfour|38049
58713|Bantry|38049
58716|Benedict|38055
58718|Berthold|38101
58721|Bowbells|38013
58722|Burlington|38101
58723|Butte|38055
58725|Carpio|38101
58727|Columbus|38013
58730|Crosby|38023
58731|Deering|38049
58733|Des Lacs|38101
58734|Donnybrook|38101
58735|Douglas|38101
58736|Drake|38049
58737|Flaxton|38013
58740|Glenburn|38075
58741|Granville|38049
58744|Karlsruhe|38049
58746|Kenmare|38101
58748|Kramer|38009
58750|Lansford|38009
58752|Lignite|38013
58755|Mcgregor|38105
58756|Makoti|38101
58757|Mandaree|38025
58758|Martin|38083
58759|Max|38055
58760|Maxbass|38009
58761|Mohall|38075
58762|Newburg|38009
58763|New Town|38061
58765|Noonan|38023
58768|Norwich|38049
58769|Palermo|38061
58770|Parshall|38061
58771|Plaza|38061
58772|Portal|38013
58773|Powers Lake|38013
58775|Roseglen|38055
58776|Ross|38061
58778|Ruso|38055
58779|Ryder|38101
58781|Sawyer|38101
58782|Sherwood|38075
58783|Souris|38009
58784|Stanley|38061
58785|Surrey|38101
58787|Tolley|38075
58788|Towner|38049
58789|Upham|38049
58790|Velva|38049
58792|Voltaire|38049
58793|Westhope|38009
58794|White Earth|38061
58795|Wildrose|38105
58801|Williston|38105
58802|Williston|38105
58803|Williston|38077
58830|Alamo|38105
58831|Alexander|38053
58833|Ambrose|38023
58835|Arnegard|38053
58838|Cartwright|38053
58843|Epping|38105
58844|Fortuna|38023
58845|Grenora|38105
58847|Keene|38053
58849|Ray|38105
58852|Tioga|38105
58853|Trenton|38105
58854|Watford City|38053
58856|Zahl|38105
59001|Absarokee|30095
59002|Acton|30111
59003|Ashland|30087
59004|Ashland|30087
59006|Ballantine|30111
59007|Bearcreek|30009
59008|Belfry|30009
59010|Bighorn|30103
59011|Big Timber|30097
59012|Birney|30087
59013|Boyd|30009
59014|Bridger|30009
59015|Broadview|30111
59016|Busby|30003
59018|Clyde Park|30067
59019|Columbus|30095
59020|Cooke City|30067
59022|Crow Agency|30003
59024|Custer|30111
59025|Decker|30003
59026|Edgar|30009
59027|Emigrant|30067
59028|Fishtail|30095
59029|Fromberg|30009
59030|Gardiner|30067
59031|Garryowen|30003
59032|Grass Range|30027
59033|Greycliff|30097
59034|Hardin|30003
59035|Fort Smith|30003
59036|Harlowton|30107
59037|Huntley|30111
59038|Hysham|30103
59039|Ingomar|30087
59041|Joliet|30009
59043|Lame Deer|30087
59044|Laurel|30111
59046|Lavina|30037
59047|Livingston|30067
59050|Lodge Grass|30003
59052|Mc Leod|30097
59053|Martinsdale|30059
59054|Melstone|30065
59055|Melville|30097
59057|Molt|30111
59058|Mosby|30033
59059|Musselshell|30065
59061|Nye|30095
59062|Otter|30075
59063|Park City|30095
59064|Pompeys Pillar|30111
59065|Pray|30067
59066|Pryor|30003
59067|Rapelje|30095
59068|Red Lodge|30009
59069|Reed Point|30095
59070|Roberts|30009
59071|Roscoe|30009
59072|Roundup|30065
59073|Roundup|30065
59074|Ryegate|30037
59075|Saint Xavier|30003
59076|Sanders|30103
59077|Sand Springs|30033
59078|Shawmut|30107
59079|Shepherd|30111
59081|Silver Gate|30067
59082|Springdale|30067
59083|Sumatra|30087
59084|Teigen|30069
59085|Two Dot|30107
59086|Wilsall|30067
59087|Winnett|30069
59088|Worden|30111
59089|Wyola|30003
59101|Billings|30111
59102|Billings|30111
59103|Billings|30111
59104|Billings|30111
59105|Billings|30111
59106|Billings|30111
59107|Billings|30111
59108|Billings|30111
59111|Billings|30111
59112|Billings|30111
59114|Billings|30111
59115|Billings|30111
59116|Billings|30111
59117|Billings|30111
59201|Wolf Point|30055
59211|Antelope|30091
59212|Bainville|30085
59213|Brockton|30083
59214|Brockway|30055
59215|Circle|30055
59217|Crane|30083
59218|Culbertson|30085
59219|Dagmar|30091
59221|Fairview|30083
59222|Flaxville|30019
59223|Fort Peck|30105
59225|Frazer|30105
59226|Froid|30085
59230|Glasgow|30105
59231|Saint Marie|30105
59240|Glentana|30105
59241|Hinsdale|30105
59242|Homestead|30091
59243|Lambert|30083
59244|Larslan|30105
59247|Medicine Lake|30091
59248|Nashua|30105
59250|Opheim|30105
59252|Outlook|30091
59253|Peerless|30019
59254|Plentywood|30091
59255|Poplar|30083
59256|Raymond|30091
59257|Redstone|30091
59258|Reserve|30091
59259|Richey|30021
59260|Richland|30105
59261|Saco|30071
59262|Savage|30083
59263|Scobey|30019
59270|Sidney|30083
59273|Vandalia|30105
59274|Vida|30055
59275|Westby|30091
59276|Whitetail|30019
59301|Miles City|30017
59311|Alzada|30011
59312|Angela|30033
59313|Baker|30025
59314|Biddle|30075
59315|Bloomfield|30021
59316|Boyes|30011
59317|Broadus|30075
59318|Brusett|30033
59319|Capitol|30011
59322|Cohagen|30033
59323|Colstrip|30087
59324|Ekalaka|30011
59326|Fallon|30079
59327|Forsyth|30087
59330|Glendive|30021
59332|Hammond|30011
59333|Hathaway|30087
59336|Ismay|30017
59337|Jordan|30033
59338|Kinsey|30017
59339|Lindsay|30021
59341|Mildred|30079
59343|Olive|30075
59344|Plevna|30025
59345|Powderville|30075
59347|Rosebud|30087
59349|Terry|30079
59351|Volborg|30075
59353|Wibaux|30109
59354|Willard|30025
59401|Great Falls|30013
59402|Malmstrom AFB|30013
59403|Great Falls|30013
59404|Great Falls|30013
59405|Great Falls|30013
59406|Great Falls|30013
59410|Augusta|30049
59411|Babb|30035
59412|Belt|30013
59414|Black Eagle|30013
59416|Brady|30073
59417|Browning|30035
59418|Buffalo|30045
59419|Bynum|30099
59420|Carter|30015
59421|Cascade|30013
59422|Choteau|30099
59424|Coffee Creek|30027
59425|Conrad|30073
59427|Cut Bank|30035
59430|Denton|30027
59432|Dupuyer|30073
59433|Dutton|30099
59434|East Glacier Park|30035
59435|Ethridge|30101
59436|Fairfield|30099
59440|Floweree|30015
59441|Forest Grove|30027
59442|Fort Benton|30015
59443|Fort Shaw|30013
59444|Galata|30051
59446|Geraldine|30015
59447|Geyser|30045
59448|Heart Butte|30073
59450|Highwood|30015
59451|Hilger|30027
59452|Hobson|30045
59453|Judith Gap|30107
59454|Kevin|30101
59456|Ledger|30101
59457|Lewistown|30027
59460|Loma|30015
59461|Lothair|30051
59462|Moccasin|30045
59463|Monarch|30013
59464|Moore|30027
59465|Neihart|30013
59466|Oilmont|30101
59467|Pendroy|30099
59468|Power|30099
59469|Raynesford|30045
59471|Roy|30027
59472|Sand Coulee|30013
59474|Shelby|30101
59477|Simms|30013
59479|Stanford|30045
59480|Stockett|30013
59482|Sunburst|30101
59483|Sun River|30013
59484|Sweet Grass|30101
59485|Ulm|30013
59486|Valier|30073
59487|Vaughn|30013
59489|Winifred|30027
59501|Havre|30041
59520|Big Sandy|30015
59521|Box Elder|30041
59522|Chester|30051
59523|Chinook|30005
59524|Dodson|30071
59525|Gildford|30041
59526|Harlem|30005
59527|Hays|30005
59528|Hingham|30041
59529|Hogeland|30005
59530|Inverness|30041
59531|Joplin|30051
59532|Kremlin|30041
59535|Lloyd|30005
59537|Loring|30071
59538|Malta|30071
59540|Rudyard|30041
59542|Turner|30005
59544|Whitewater|30071
59545|Whitlash|30051
59546|Zortman|30071
59547|Zurich|30005
59601|Helena|30049
59602|Helena|30049
59604|Helena|30049
59620|Helena|30049
59623|Helena|30049
59624|Helena|30049
59625|Helena|30049
59626|Helena|30049
59631|Basin|30043
59632|Boulder|30043
59633|Canyon Creek|30049
59634|Clancy|30043
59635|East Helena|30049
59636|Fort Harrison|30049
59638|Jefferson City|30043
59639|Lincoln|30049
59640|Marysville|30049
59641|Radersburg|30007
59642|Ringling|30059
59643|Toston|30007
59644|Townsend|30007
59645|White Sulphur Springs|30059
59647|Winston|30007
59648|Wolf Creek|30049
59701|Butte|30093
59702|Butte|30093
59703|Butte|30093
59707|Butte|30093
59710|Alder|30057
59711|Anaconda|30023
59713|Avon|30077
59714|Belgrade|30031
59715|Bozeman|30031
59716|Big Sky|30031
59717|Bozeman|30031
59718|Bozeman|30031
59719|Bozeman|30031
59720|Cameron|30057
59721|Cardwell|30057
59722|Deer Lodge|30077
59724|Dell|30001
59725|Dillon|30001
59727|Divide|30093
59728|Elliston|30077
59729|Ennis|30057
59730|Gallatin Gateway|30031
59731|Garrison|30077
59732|Glen|30001
59733|Gold Creek|30077
59735|Harrison|30057
59736|Jackson|30001
59739|Lima|30001
59740|Mc Allister|30057
59741|Manhattan|30031
59743|Melrose|30093
59745|Norris|30057
59746|Polaris|30001
59747|Pony|30057
59748|Ramsay|30093
59749|Sheridan|30057
59750|Butte|30093
59751|Silver Star|30057
59752|Three Forks|30031
59754|Twin Bridges|30057
59755|Virginia City|30057
59756|Warm Springs|30023
59758|West Yellowstone|30031
59759|Whitehall|30043
59760|Willow Creek|30031
59761|Wisdom|30001
59762|Wise River|30001
59771|Bozeman|30031
59772|Bozeman|30031
59801|Missoula|30063
59802|Missoula|30063
59803|Missoula|30063
59804|Missoula|30063
59806|Missoula|30063
59807|Missoula|30063
59808|Missoula|30063
59812|Missoula|30063
59820|Alberton|30061
59821|Arlee|30047
59823|Bonner|30063
59824|Charlo|30047
59825|Clinton|30063
59826|Condon|30063
59827|Conner|30081
59828|Corvallis|30081
59829|Darby|30081
59830|De Borgia|30061
59831|Dixon|30089
59832|Drummond|30039
59833|Florence|30081
59834|Frenchtown|30063
59835|Grantsdale|30081
59837|Hall|30039
59840|Hamilton|30081
59841|Pinesdale|30081
59842|Haugan|30061
59843|Helmville|30077
59844|Heron|30089
59845|Hot Springs|30029
59846|Huson|30063
59847|Lolo|30063
59848|Lonepine|30089
59851|Milltown|30063
59853|Noxon|30089
59854|Ovando|30077
59855|Pablo|30047
59856|Paradise|30089
59858|Philipsburg|30039
59859|Plains|30089
59860|Polson|30047
59863|Ravalli|30047
59864|Ronan|30047
59865|Saint Ignatius|30047
59866|Saint Regis|30061
59867|Saltese|30061
59868|Seeley Lake|30063
59870|Stevensville|30081
59871|Sula|30081
59872|Superior|30061
59873|Thompson Falls|30089
59874|Trout Creek|30089
59875|Victor|30081
59901|Kalispell|30029
59903|Kalispell|30029
59904|Kalispell|30029
59910|Big Arm|30047
59911|Bigfork|30029
59912|Columbia Falls|30029
59913|Coram|30029
59914|Dayton|30047
59915|Elmo|30047
59916|Essex|30029
59917|Eureka|30053
59918|Fortine|30053
59919|Hungry Horse|30029
59920|Kila|30029
59921|Lake Mc Donald|30029
59922|Lakeside|30029
59923|Libby|30053
59925|Marion|30029
59926|Martin City|30029
59927|Olney|30029
59928|Polebridge|30029
59929|Proctor|30047
59930|Rexford|30053
59931|Rollins|30047
59932|Somers|30029
59933|Stryker|30053
59934|Trego|30053
59935|Troy|30053
59936|West Glacier|30029
59937|Whitefish|30029
60002|Antioch|17097
60004|Arlington Heights|17031
60005|Arlington Heights|17031
60006|Arlington Heights|17031
60007|Elk Grove Village|17031
60008|Rolling Meadows|17031
60009|Elk Grove Village|17031
60010|Barrington|17097
60011|Barrington|17031
60012|Crystal Lake|17111
60013|Cary|17111
60014|Crystal Lake|17111
60015|Deerfield|17097
60016|Des Plaines|17031
60017|Des Plaines|17031
60018|Des Plaines|17031
60019|Des Plaines|17031
60020|Fox Lake|17097
60021|Fox River Grove|17111
60022|Glencoe|17031
60025|Glenview|17031
60026|Glenview|17031
60029|Golf|17031
60030|Grayslake|17097
60031|Gurnee|17097
60033|Harvard|17111
60034|Hebron|17111
60035|Highland Park|17097
60037|Fort Sheridan|17097
60038|Palatine|17031
60039|Crystal Lake|17111
60040|Highwood|17097
60041|Ingleside|17097
60042|Island Lake|17111
60043|Kenilworth|17031
60044|Lake Bluff|17097
60045|Lake Forest|17097
60046|Lake Villa|17097
60047|Lake Zurich|17097
60048|Libertyville|17097
60050|Mchenry|17111
60051|Mchenry|17111
60053|Morton Grove|17031
60055|Palatine|17031
60056|Mount Prospect|17031
60060|Mundelein|17097
60061|Vernon Hills|17097
60062|Northbrook|17031
60064|North Chicago|17097
60065|Northbrook|17031
60067|Palatine|17031
60068|Park Ridge|17031
60069|Lincolnshire|17097
60070|Prospect Heights|17031
60071|Richmond|17111
60072|Ringwood|17111
60073|Round Lake|17097
60074|Palatine|17031
60075|Russell|17097
60076|Skokie|17031
60077|Skokie|17031
60078|Palatine|17031
60079|Waukegan|17097
60081|Spring Grove|17111
60082|Techny|17031
60083|Wadsworth|17097
60084|Wauconda|17097
60085|Waukegan|17097
60086|North Chicago|17097
60087|Waukegan|17097
60088|Great Lakes|17097
60089|Buffalo Grove|17097
60090|Wheeling|17031
60091|Wilmette|17031
60093|Winnetka|17031
60094|Palatine|17031
60095|Palatine|17031
60096|Winthrop Harbor|17097
60097|Wonder Lake|17111
60098|Woodstock|17111
60099|Zion|17097
60101|Addison|17043
60102|Algonquin|17111
60103|Bartlett|17043
60104|Bellwood|17031
60105|Bensenville|17043
60106|Bensenville|17043
60107|Streamwood|17031
60108|Bloomingdale|17043
60109|Burlington|17089
60110|Carpentersville|17089
60111|Clare|17037
60112|Cortland|17037
60113|Creston|17141
60115|Dekalb|17037
60116|Carol Stream|17043
60117|Bloomingdale|17043
60118|Dundee|17089
60119|Elburn|17089
60120|Elgin|17089
60121|Elgin|17089
60122|Carol Stream|17043
60123|Elgin|17089
60124|Elgin|17089
60126|Elmhurst|17043
60128|Carol Stream|17043
60129|Esmond|17037
60130|Forest Park|17031
60131|Franklin Park|17031
60132|Carol Stream|17043
60133|Hanover Park|17031
60134|Geneva|17089
60135|Genoa|17037
60136|Gilberts|17089
60137|Glen Ellyn|17043
60138|Glen Ellyn|17043
60139|Glendale Heights|17043
60140|Hampshire|17089
60141|Hines|17031
60142|Huntley|17111
60143|Itasca|17043
60144|Kaneville|17089
60145|Kingston|17037
60146|Kirkland|17037
60147|Lafox|17089
60148|Lombard|17043
60150|Malta|17037
60151|Maple Park|17089
60152|Marengo|17111
60153|Maywood|17031
60154|Westchester|17031
60155|Broadview|17031
60156|Lake In The Hills|17111
60157|Medinah|17043
60159|Schaumburg|17031
60160|Melrose Park|17031
60161|Melrose Park|17031
60162|Hillside|17031
60163|Berkeley|17031
60164|Melrose Park|17031
60165|Stone Park|17031
60168|Schaumburg|17031
60169|Hoffman Estates|17031
60171|River Grove|17031
60172|Roselle|17043
60173|Schaumburg|17031
60174|Saint Charles|17089
60175|Saint Charles|17089
60176|Schiller Park|17031
60177|South Elgin|17089
60178|Sycamore|17037
60179|Hoffman Estates|17031
60180|Union|17111
60181|Villa Park|17043
60183|Wasco|17089
60184|Wayne|17043
60185|West Chicago|17043
60186|West Chicago|17043
60187|Wheaton|17043
60188|Carol Stream|17043
60189|Wheaton|17043
60190|Winfield|17043
60191|Wood Dale|17043
60192|Hoffman Estates|17031
60193|Schaumburg|17031
60194|Schaumburg|17031
60195|Schaumburg|17031
60196|Schaumburg|17031
60197|Carol Stream|17043
60199|Carol Stream|17043
60201|Evanston|17031
60202|Evanston|17031
60203|Evanston|17031
60204|Evanston|17031
60208|Evanston|17031
60301|Oak Park|17031
60302|Oak Park|17031
60303|Oak Park|17031
60304|Oak Park|17031
60305|River Forest|17031
60399|Wood Dale|17043
60401|Beecher|17197
60402|Berwyn|17031
60403|Crest Hill|17197
60404|Shorewood|17197
60406|Blue Island|17031
60407|Braceville|17063
60408|Braidwood|17197
60409|Calumet City|17031
60410|Channahon|17197
60411|Chicago Heights|17031
60412|Chicago Heights|17031
60415|Chicago Ridge|17031
60416|Coal City|17063
60417|Crete|17197
60418|Crestwood|17031
60419|Dolton|17031
60420|Dwight|17105
60421|Elwood|17197
60422|Flossmoor|17031
60423|Frankfort|17197
60424|Gardner|17063
60425|Glenwood|17031
60426|Harvey|17031
60428|Markham|17031
60429|Hazel Crest|17031
60430|Homewood|17031
60431|Joliet|17197
60432|Joliet|17197
60433|Joliet|17197
60434|Joliet|17197
60435|Joliet|17197
60436|Joliet|17197
60437|Kinsman|17063
60438|Lansing|17031
60439|Lemont|17031
60440|Bolingbrook|17197
60441|Lockport|17197
60442|Manhattan|17197
60443|Matteson|17031
60444|Mazon|17063
60445|Midlothian|17031
60446|Romeoville|17197
60447|Minooka|17063
60448|Mokena|17197
60449|Monee|17197
60450|Morris|17063
60451|New Lenox|17197
60452|Oak Forest|17031
60453|Oak Lawn|17031
60454|Oak Lawn|17031
60455|Bridgeview|17031
60456|Hometown|17031
60457|Hickory Hills|17031
60458|Justice|17031
60459|Burbank|17031
60460|Odell|17105
60461|Olympia Fields|17031
60462|Orland Park|17031
60463|Palos Heights|17031
60464|Palos Park|17031
60465|Palos Hills|17031
60466|Park Forest|17031
60467|Orland Park|17031
60468|Peotone|17197
60469|Posen|17031
60470|Ransom|17099
60471|Richton Park|17031
60472|Robbins|17031
60473|South Holland|17031
60474|South Wilmington|17063
60475|Steger|17197
60476|Thornton|17031
60477|Tinley Park|17031
60478|Country Club Hills|17031
60479|Verona|17063
60480|Willow Springs|17031
60481|Wilmington|17197
60482|Worth|17031
60484|University Park|17197
60487|Tinley Park|17031
60490|Bolingbrook|17197
60491|Homer Glen|17197
60499|Bedford Park|17031
60501|Summit Argo|17031
60502|Aurora|17043
60503|Aurora|17197
60504|Aurora|17043
60505|Aurora|17089
60506|Aurora|17089
60507|Aurora|17089
60510|Batavia|17089
60511|Big Rock|17089
60512|Bristol|17093
60513|Brookfield|17031
60514|Clarendon Hills|17043
60515|Downers Grove|17043
60516|Downers Grove|17043
60517|Woodridge|17043
60518|Earlville|17099
60519|Eola|17043
60520|Hinckley|17037
60521|Hinsdale|17043
60522|Hinsdale|17043
60523|Oak Brook|17043
60525|La Grange|17031
60526|La Grange Park|17031
60527|Willowbrook|17043
60530|Lee|17103
60531|Leland|17099
60532|Lisle|17043
60534|Lyons|17031
60536|Millbrook|17093
60537|Millington|17099
60538|Montgomery|17093
60539|Mooseheart|17089
60540|Naperville|17043
60541|Newark|17093
60542|North Aurora|17089
60543|Oswego|17093
60544|Plainfield|17197
60545|Plano|17093
60546|Riverside|17031
60548|Sandwich|17037
60549|Serena|17099
60550|Shabbona|17037
60551|Sheridan|17099
60552|Somonauk|17099
60553|Steward|17103
60554|Sugar Grove|17089
60555|Warrenville|17043
60556|Waterman|17037
60557|Wedron|17099
60558|Western Springs|17031
60559|Westmont|17043
60560|Yorkville|17093
60561|Darien|17043
60563|Naperville|17043
60564|Naperville|17197
60565|Naperville|17043
60566|Naperville|17043
60567|Naperville|17043
60568|Aurora|17089
60569|Aurora|17043
60572|Aurora|17089
60585|Plainfield|17197
60586|Plainfield|17197
60598|Aurora|17089
60599|Fox Valley|17043
60601|Chicago|17031
60602|Chicago|17031
60603|Chicago|17031
60604|Chicago|17031
60605|Chicago|17031
60606|Chicago|17031
60607|Chicago|17031
60608|Chicago|17031
60609|Chicago|17031
60610|Chicago|17031
60611|Chicago|17031
60612|Chicago|17031
60613|Chicago|17031
60614|Chicago|17031
60615|Chicago|17031
60616|Chicago|17031
60617|Chicago|17031
60618|Chicago|17031
60619|Chicago|17031
60620|Chicago|17031
60621|Chicago|17031
60622|Chicago|17031
60623|Chicago|17031
60624|Chicago|17031
60625|Chicago|17031
60626|Chicago|17031
60628|Chicago|17031
60629|Chicago|17031
60630|Chicago|17031
60631|Chicago|17031
60632|Chicago|17031
60633|Chicago|17031
60634|Chicago|17031
60636|Chicago|17031
60637|Chicago|17031
60638|Chicago|17031
60639|Chicago|17031
60640|Chicago|17031
60641|Chicago|17031
60642|Chicago|17031
60643|Chicago|17031
60644|Chicago|17031
60645|Chicago|17031
60646|Chicago|17031
60647|Chicago|17031
60649|Chicago|17031
60651|Chicago|17031
60652|Chicago|17031
60653|Chicago|17031
60654|Chicago|17031
60655|Chicago|17031
60656|Chicago|17031
60657|Chicago|17031
60659|Chicago|17031
60660|Chicago|17031
60661|Chicago|17031
60664|Chicago|17031
60666|Chicago|17031
60668|Chicago|17031
60669|Chicago|17031
60670|Chicago|17031
60673|Chicago|17031
60674|Chicago|17031
60675|Chicago|17031
60677|Chicago|17031
60678|Chicago|17031
60680|Chicago|17031
60681|Chicago|17031
60682|Chicago|17031
60684|Chicago|17031
60685|Chicago|17031
60686|Chicago|17031
60687|Chicago|17031
60688|Chicago|17031
60689|Chicago|17031
60690|Chicago|17031
60691|Chicago|17031
60693|Chicago|17031
60694|Chicago|17031
60695|Chicago|17031
60696|Chicago|17031
60697|Chicago|17031
60699|Chicago|17031
60701|Chicago|17031
60706|Harwood Heights|17031
60707|Elmwood Park|17031
60712|Lincolnwood|17031
60714|Niles|17031
60803|Alsip|17031
60804|Cicero|17031
60805|Evergreen Park|17031
60827|Riverdale|17031
60901|Kankakee|17091
60910|Aroma Park|17091
60911|Ashkum|17075
60912|Beaverville|17075
60913|Bonfield|17091
60914|Bourbonnais|17091
60915|Bradley|17091
60917|Buckingham|17091
60918|Buckley|17075
60919|Cabery|17053
60920|Campus|17105
60921|Chatsworth|17105
60922|Chebanse|17091
60924|Cissna Park|17075
60926|Claytonville|17075
60927|Clifton|17075
60928|Crescent City|17075
60929|Cullom|17105
60930|Danforth|17075
60931|Donovan|17075
60932|East Lynn|17183
60933|Elliott|17053
60934|Emington|17105
60935|Essex|17091
60936|Gibson City|17053
60938|Gilman|17075
60939|Goodwine|17075
60940|Grant Park|17091
60941|Herscher|17091
60942|Hoopeston|17183
60944|Hopkins Park|17091
60945|Iroquois|17075
60946|Kempton|17053
60948|Loda|17075
60949|Ludlow|17019
60950|Manteno|17091
60951|Martinton|17075
60952|Melvin|17053
60953|Milford|17075
60954|Momence|17091
60955|Onarga|17075
60956|Papineau|17075
60957|Paxton|17053
60958|Pembroke Township|17091
60959|Piper City|17053
60960|Rankin|17183
60961|Reddick|17091
60962|Roberts|17053
60963|Rossville|17183
60964|Saint Anne|17091
60966|Sheldon|17075
60967|Stockland|17075
60968|Thawville|17075
60969|Union Hill|17091
60970|Watseka|17075
60973|Wellington|17075
60974|Woodland|17075
61001|Apple River|17085
61006|Ashton|17103
61007|Baileyville|17141
61008|Belvidere|17007
61010|Byron|17141
61011|Caledonia|17007
61012|Capron|17007
61013|Cedarville|17177
61014|Chadwick|17015
61015|Chana|17141
61016|Cherry Valley|17201
61018|Dakota|17177
61019|Davis|17177
61020|Davis Junction|17141
61021|Dixon|17103
61024|Durand|17201
61025|East Dubuque|17085
61027|Eleroy|17177
61028|Elizabeth|17085
61030|Forreston|17141
61031|Franklin Grove|17103
61032|Freeport|17177
61036|Galena|17085
61037|Galt|17195
61038|Garden Prairie|17007
61039|German Valley|17177
61041|Hanover|17085
61042|Harmon|17103
61043|Holcomb|17141
61044|Kent|17177
61046|Lanark|17015
61047|Leaf River|17141
61048|Lena|17177
61049|Lindenwood|17141
61050|Mc Connell|17177
61051|Milledgeville|17015
61052|Monroe Center|17141
61053|Mount Carroll|17015
61054|Mount Morris|17141
61057|Nachusa|17103
61059|Nora|17085
61060|Orangeville|17177
61061|Oregon|17141
61062|Pearl City|17177
61063|Pecatonica|17201
61064|Polo|17141
61065|Poplar Grove|17007
61067|Ridott|17177
61068|Rochelle|17141
61070|Rock City|17177
61071|Rock Falls|17195
61072|Rockton|17201
61073|Roscoe|17201
61074|Savanna|17015
61075|Scales Mound|17085
61077|Seward|17201
61078|Shannon|17015
61079|Shirland|17201
61080|South Beloit|17201
61081|Sterling|17195
61084|Stillman Valley|17141
61085|Stockton|17085
61087|Warren|17085
61088|Winnebago|17201
61089|Winslow|17177
61091|Woosung|17141
61101|Rockford|17201
61102|Rockford|17201
61103|Rockford|17201
61104|Rockford|17201
61105|Rockford|17201
61106|Rockford|17201
61107|Rockford|17201
61108|Rockford|17201
61109|Rockford|17201
61110|Rockford|17201
61111|Loves Park|17201
61112|Rockford|17201
61114|Rockford|17201
61115|Machesney Park|17201
61125|Rockford|17201
61126|Rockford|17201
61130|Loves Park|17201
61131|Loves Park|17201
61132|Loves Park|17201
61201|Rock Island|17161
61204|Rock Island|17161
61230|Albany|17195
61231|Aledo|17131
61232|Andalusia|17161
61233|Andover|17073
61234|Annawan|17073
61235|Atkinson|17073
61236|Barstow|17161
61237|Buffalo Prairie|17161
61238|Cambridge|17073
61239|Carbon Cliff|17161
61240|Coal Valley|17161
61241|Colona|17073
61242|Cordova|17161
61243|Deer Grove|17195
61244|East Moline|17161
61250|Erie|17195
61251|Fenton|17195
61252|Fulton|17195
61254|Geneseo|17073
61256|Hampton|17161
61257|Hillsdale|17161
61258|Hooppole|17073
61259|Illinois City|17161
61260|Joy|17131
61261|Lyndon|17195
61262|Lynn Center|17073
61263|Matherville|17131
61264|Milan|17161
61265|Moline|17161
61266|Moline|17161
61270|Morrison|17195
61272|New Boston|17131
61273|Orion|17073
61274|Osco|17073
61275|Port Byron|17161
61276|Preemption|17131
61277|Prophetstown|17195
61278|Rapids City|17161
61279|Reynolds|17161
61281|Sherrard|17131
61282|Silvis|17161
61283|Tampico|17195
61284|Taylor Ridge|17161
61285|Thomson|17015
61299|Rock Island|17161
61301|La Salle|17099
61310|Amboy|17103
61311|Ancona|17105
61312|Arlington|17011
61313|Blackstone|17105
61314|Buda|17011
61315|Bureau|17011
61316|Cedar Point|17099
61317|Cherry|17011
61318|Compton|17103
61319|Cornell|17105
61320|Dalzell|17011
61321|Dana|17099
61322|Depue|17011
61323|Dover|17011
61324|Eldena|17103
61325|Grand Ridge|17099
61326|Granville|17155
61327|Hennepin|17155
61328|Kasbeer|17011
61329|Ladd|17011
61330|La Moille|17011
61331|Lee Center|17103
61332|Leonore|17099
61333|Long Point|17105
61334|Lostant|17099
61335|Mc Nabb|17155
61336|Magnolia|17155
61337|Malden|17011
61338|Manlius|17011
61340|Mark|17155
61341|Marseilles|17099
61342|Mendota|17099
61344|Mineral|17011
61345|Neponset|17011
61346|New Bedford|17011
61348|Oglesby|17099
61349|Ohio|17011
61350|Ottawa|17099
61353|Paw Paw|17103
61354|Peru|17099
61356|Princeton|17011
61358|Rutland|17099
61359|Seatonville|17011
61360|Seneca|17099
61361|Sheffield|17011
61362|Spring Valley|17011
61363|Standard|17155
61364|Streator|17099
61367|Sublette|17103
61368|Tiskilwa|17011
61369|Toluca|17123
61370|Tonica|17099
61371|Triumph|17099
61372|Troy Grove|17099
61373|Utica|17099
61374|Van Orin|17011
61375|Varna|17123
61376|Walnut|17011
61377|Wenona|17123
61378|West Brooklyn|17103
61379|Wyanet|17011
61401|Galesburg|17095
61402|Galesburg|17095
61410|Abingdon|17095
61411|Adair|17109
61412|Alexis|17187
61413|Alpha|17073
61414|Altona|17095
61415|Avon|17057
61416|Bardolph|17109
61417|Berwick|17187
61418|Biggsville|17071
61419|Bishop Hill|17073
61420|Blandinsville|17109
61421|Bradford|17175
61422|Bushnell|17109
61423|Cameron|17187
61424|Camp Grove|17123
61425|Carman|17071
61426|Castleton|17175
61427|Cuba|17057
61428|Dahinda|17095
61430|East Galesburg|17095
61431|Ellisville|17057
61432|Fairview|17057
61433|Fiatt|17057
61434|Galva|17073
61435|Gerlaw|17187
61436|Gilson|17095
61437|Gladstone|17071
61438|Good Hope|17109
61439|Henderson|17095
61440|Industry|17109
61441|Ipava|17057
61442|Keithsburg|17131
61443|Kewanee|17073
61447|Kirkwood|17187
61448|Knoxville|17095
61449|La Fayette|17175
61450|La Harpe|17067
61451|Laura|17143
61452|Littleton|17169
61453|Little York|17187
61454|Lomax|17071
61455|Macomb|17109
61458|Maquon|17095
61459|Marietta|17057
61460|Media|17071
61462|Monmouth|17187
61465|New Windsor|17131
61466|North Henderson|17131
61467|Oneida|17095
61468|Ophiem|17073
61469|Oquawka|17071
61470|Prairie City|17109
61471|Raritan|17071
61472|Rio|17095
61473|Roseville|17187
61474|Saint Augustine|17095
61475|Sciota|17109
61476|Seaton|17131
61477|Smithfield|17057
61478|Smithshire|17187
61479|Speer|17175
61480|Stronghurst|17071
61482|Table Grove|17057
61483|Toulon|17175
61484|Vermont|17057
61485|Victoria|17095
61486|Viola|17131
61488|Wataga|17095
61489|Williamsfield|17095
61490|Woodhull|17073
61491|Wyoming|17175
61501|Astoria|17057
61516|Benson|17203
61517|Brimfield|17143
61519|Bryant|17057
61520|Canton|17057
61523|Chillicothe|17143
61524|Dunfermline|17057
61525|Dunlap|17143
61526|Edelstein|17143
61528|Edwards|17143
61529|Elmwood|17143
61530|Eureka|17203
61531|Farmington|17057
61532|Forest City|17125
61533|Glasford|17143
61534|Green Valley|17179
61535|Groveland|17179
61536|Hanna City|17143
61537|Henry|17123
61539|Kingston Mines|17143
61540|Lacon|17123
61541|La Rose|17123
61542|Lewistown|17057
61543|Liverpool|17057
61544|London Mills|17057
61545|Lowpoint|17203
61546|Manito|17125
61547|Mapleton|17143
61548|Metamora|17203
61550|Morton|17179
61552|Mossville|17143
61553|Norris|17057
61554|Pekin|17179
61555|Pekin|17179
61558|Pekin|17179
61559|Princeville|17143
61560|Putnam|17155
61561|Roanoke|17203
61562|Rome|17143
61563|Saint David|17057
61564|South Pekin|17179
61565|Sparland|17123
61567|Topeka|17125
61568|Tremont|17179
61569|Trivoli|17143
61570|Washburn|17203
61571|Washington|17179
61572|Yates City|17095
61601|Peoria|17143
61602|Peoria|17143
61603|Peoria|17143
61604|Peoria|17143
61605|Peoria|17143
61606|Peoria|17143
61607|Peoria|17143
61610|Creve Coeur|17179
61611|East Peoria|17179
61612|Peoria|17143
61613|Peoria|17143
61614|Peoria|17143
61615|Peoria|17143
61616|Peoria Heights|17143
61625|Peoria|17143
61629|Peoria|17143
61630|Peoria|17143
61633|Peoria|17143
61634|Peoria|17143
61635|East Peoria|17143
61636|Peoria|17143
61637|Peoria|17143
61638|Peoria|17143
61639|Peoria|17143
61641|Peoria|17143
61643|Peoria|17143
61650|Peoria|17143
61651|Peoria|17143
61652|Peoria|17143
61653|Peoria|17143
61654|Peoria|17143
61655|Peoria|17143
61656|Peoria|17143
61701|Bloomington|17113
61702|Bloomington|17113
61704|Bloomington|17113
61705|Bloomington|17113
61709|Bloomington|17113
61710|Bloomington|17113
61720|Anchor|17113
61721|Armington|17179
61722|Arrowsmith|17113
61723|Atlanta|17107
61724|Bellflower|17113
61725|Carlock|17113
61726|Chenoa|17113
61727|Clinton|17039
61728|Colfax|17113
61729|Congerville|17203
61730|Cooksville|17113
61731|Cropsey|17113
61732|Danvers|17113
61733|Deer Creek|17179
61734|Delavan|17179
61735|Dewitt|17039
61736|Downs|17113
61737|Ellsworth|17113
61738|El Paso|17203
61739|Fairbury|17105
61740|Flanagan|17105
61741|Forrest|17105
61742|Goodfield|17203
61743|Graymont|17105
61744|Gridley|17113
61745|Heyworth|17113
61747|Hopedale|17179
61748|Hudson|17113
61749|Kenney|17039
61750|Lane|17039
61751|Lawndale|17107
61752|Le Roy|17113
61753|Lexington|17113
61754|Mc Lean|17113
61755|Mackinaw|17179
61756|Maroa|17115
61758|Merna|17113
61759|Minier|17179
61760|Minonk|17203
61761|Normal|17113
61764|Pontiac|17105
61769|Saunemin|17105
61770|Saybrook|17113
61771|Secor|17203
61772|Shirley|17113
61773|Sibley|17053
61774|Stanford|17113
61775|Strawn|17105
61776|Towanda|17113
61777|Wapella|17039
61778|Waynesville|17039
61790|Normal|17113
61791|Bloomington|17113
61799|Bloomington|17113
61801|Urbana|17019
61802|Urbana|17019
61803|Urbana|17019
61810|Allerton|17183
61811|Alvin|17183
61812|Armstrong|17183
61813|Bement|17147
61814|Bismarck|17183
61815|Bondville|17019
61816|Broadlands|17019
61817|Catlin|17183
61818|Cerro Gordo|17147
61820|Champaign|17019
61821|Champaign|17019
61822|Champaign|17019
61824|Champaign|17019
61825|Champaign|17019
61826|Champaign|17019
61830|Cisco|17147
61831|Collison|17183
61832|Danville|17183
61833|Tilton|17183
61834|Danville|17183
61839|De Land|17147
61840|Dewey|17019
61841|Fairmount|17183
61842|Farmer City|17039
61843|Fisher|17019
61844|Fithian|17183
61845|Foosland|17019
61846|Georgetown|17183
61847|Gifford|17019
61848|Henning|17183
61849|Homer|17019
61850|Indianola|17183
61851|Ivesdale|17019
61852|Longview|17019
61853|Mahomet|17019
61854|Mansfield|17147
61855|Milmine|17147
61856|Monticello|17147
61857|Muncie|17183
61858|Oakwood|17183
61859|Ogden|17019
61862|Penfield|17019
61863|Pesotum|17019
61864|Philo|17019
61865|Potomac|17183
61866|Rantoul|17019
61870|Ridge Farm|17183
61871|Royal|17019
61872|Sadorus|17019
61873|Saint Joseph|17019
61874|Savoy|17019
61875|Seymour|17019
61876|Sidell|17183
61877|Sidney|17019
61878|Thomasboro|17019
61880|Tolono|17019
61882|Weldon|17039
61883|Westville|17183
61884|White Heath|17147
61910|Arcola|17041
61911|Arthur|17041
61912|Ashmore|17029
61913|Atwood|17041
61914|Bethany|17139
61917|Brocton|17045
61919|Camargo|17041
61920|Charleston|17029
61924|Chrisman|17045
61925|Dalton City|17139
61928|Gays|17139
61929|Hammond|17147
61930|Hindsboro|17041
61931|Humboldt|17029
61932|Hume|17045
61933|Kansas|17045
61936|La Place|17147
61937|Lovington|17139
61938|Mattoon|17029
61940|Metcalf|17045
61941|Murdock|17041
61942|Newman|17041
61943|Oakland|17029
61944|Paris|17045
61949|Redmon|17045
61951|Sullivan|17139
61953|Tuscola|17041
61955|Vermilion|17045
61956|Villa Grove|17041
61957|Windsor|17173
62001|Alhambra|17119
62002|Alton|17119
62006|Batchtown|17013
62009|Benld|17117
62010|Bethalto|17119
62011|Bingham|17051
62012|Brighton|17117
62013|Brussels|17013
62014|Bunker Hill|17117
62015|Butler|17135
62016|Carrollton|17061
62017|Coffeen|17135
62018|Cottage Hills|17119
62019|Donnellson|17135
62021|Dorsey|17119
62022|Dow|17083
62023|Eagarville|17117
62024|East Alton|17119
62025|Edwardsville|17119
62026|Edwardsville|17119
62027|Eldred|17061
62028|Elsah|17083
62030|Fidelity|17083
62031|Fieldon|17083
62032|Fillmore|17135
62033|Gillespie|17117
62034|Glen Carbon|17119
62035|Godfrey|17119
62036|Golden Eagle|17013
62037|Grafton|17083
62040|Granite City|17119
62044|Greenfield|17061
62045|Hamburg|17013
62046|Hamel|17119
62047|Hardin|17013
62048|Hartford|17119
62049|Hillsboro|17135
62050|Hillview|17061
62051|Irving|17135
62052|Jerseyville|17083
62053|Kampsville|17013
62054|Kane|17061
62056|Litchfield|17135
62058|Livingston|17119
62059|Lovejoy|17163
62060|Madison|17119
62061|Marine|17119
62062|Maryville|17119
62063|Medora|17117
62065|Michael|17013
62067|Moro|17119
62069|Mount Olive|17117
62070|Mozier|17013
62071|National Stock Yards|17163
62074|New Douglas|17119
62075|Nokomis|17135
62076|Ohlman|17135
62077|Panama|17135
62078|Patterson|17061
62079|Piasa|17117
62080|Ramsey|17051
62081|Rockbridge|17061
62082|Roodhouse|17061
62083|Rosamond|17021
62084|Roxana|17119
62085|Sawyerville|17117
62086|Sorento|17005
62087|South Roxana|17119
62088|Staunton|17117
62089|Taylor Springs|17135
62090|Venice|17119
62091|Walshville|17135
62092|White Hall|17061
62093|Wilsonville|17117
62094|Witt|17135
62095|Wood River|17119
62097|Worden|17119
62098|Wrights|17061
62201|East Saint Louis|17163
62202|East Saint Louis|17163
62203|East Saint Louis|17163
62204|East Saint Louis|17163
62205|East Saint Louis|17163
62206|East Saint Louis|17163
62207|East Saint Louis|17163
62208|Fairview Heights|17163
62214|Addieville|17189
62215|Albers|17027
62216|Aviston|17027
62217|Baldwin|17157
62218|Bartelso|17027
62219|Beckemeyer|17027
62220|Belleville|17163
62221|Belleville|17163
62222|Belleville|17163
62223|Belleville|17163
62225|Scott Air Force Base|17163
62226|Belleville|17163
62230|Breese|17027
62231|Carlyle|17027
62232|Caseyville|17163
62233|Chester|17157
62234|Collinsville|17119
62236|Columbia|17133
62237|Coulterville|17157
62238|Cutler|17145
62239|Dupo|17163
62240|East Carondelet|17163
62241|Ellis Grove|17157
62242|Evansville|17157
62243|Freeburg|17163
62244|Fults|17133
62245|Germantown|17027
62246|Greenville|17005
62248|Hecker|17133
62249|Highland|17119
62250|Hoffman|17027
62252|Huey|17027
62253|Keyesport|17005
62254|Lebanon|17163
62255|Lenzburg|17163
62256|Maeystown|17133
62257|Marissa|17163
62258|Mascoutah|17163
62259|Menard|17157
62260|Millstadt|17163
62261|Modoc|17157
62262|Mulberry Grove|17005
62263|Nashville|17189
62264|New Athens|17163
62265|New Baden|17027
62266|New Memphis|17027
62268|Oakdale|17189
62269|O Fallon|17163
62271|Okawville|17189
62272|Percy|17157
62273|Pierron|17005
62274|Pinckneyville|17145
62275|Pocahontas|17005
62277|Prairie Du Rocher|17157
62278|Red Bud|17157
62279|Renault|17133
62280|Rockwood|17157
62281|Saint Jacob|17119
62282|Saint Libory|17163
62284|Smithboro|17005
62285|Smithton|17163
62286|Sparta|17157
62288|Steeleville|17157
62289|Summerfield|17163
62292|Tilden|17157
62293|Trenton|17027
62294|Troy|17119
62295|Valmeyer|17133
62297|Walsh|17157
62298|Waterloo|17133
62301|Quincy|17001
62305|Quincy|17001
62306|Quincy|17001
62311|Augusta|17067
62312|Barry|17149
62313|Basco|17067
62314|Baylis|17149
62316|Bowen|17067
62319|Camden|17169
62320|Camp Point|17001
62321|Carthage|17067
62323|Chambersburg|17149
62324|Clayton|17001
62325|Coatsburg|17001
62326|Colchester|17109
62329|Colusa|17067
62330|Dallas City|17067
62334|Elvaston|17067
62336|Ferris|17067
62338|Fowler|17001
62339|Golden|17001
62340|Griggsville|17149
62341|Hamilton|17067
62343|Hull|17149
62344|Huntsville|17169
62345|Kinderhook|17149
62346|La Prairie|17001
62347|Liberty|17001
62348|Lima|17001
62349|Loraine|17001
62351|Mendon|17001
62352|Milton|17149
62353|Mount Sterling|17009
62354|Nauvoo|17067
62355|Nebo|17149
62356|New Canton|17149
62357|New Salem|17149
62358|Niota|17067
62359|Paloma|17001
62360|Payson|17001
62361|Pearl|17149
62362|Perry|17149
62363|Pittsfield|17149
62365|Plainville|17001
62366|Pleasant Hill|17149
62367|Plymouth|17067
62370|Rockport|17149
62373|Sutter|17067
62374|Tennessee|17109
62375|Timewell|17009
62376|Ursa|17001
62378|Versailles|17009
62379|Warsaw|17067
62380|West Point|17067
62401|Effingham|17049
62410|Allendale|17185
62411|Altamont|17049
62413|Annapolis|17033
62414|Beecher City|17051
62417|Bridgeport|17101
62418|Brownstown|17051
62419|Calhoun|17159
62420|Casey|17023
62421|Claremont|17159
62422|Cowden|17173
62423|Dennison|17023
62424|Dieterich|17049
62425|Dundas|17159
62426|Edgewood|17049
62427|Flat Rock|17033
62428|Greenup|17035
62431|Herrick|17173
62432|Hidalgo|17079
62433|Hutsonville|17033
62434|Ingraham|17025
62436|Jewett|17035
62438|Lakewood|17173
62439|Lawrenceville|17101
62440|Lerna|17029
62441|Marshall|17023
62442|Martinsville|17023
62443|Mason|17049
62444|Mode|17173
62445|Montrose|17035
62446|Mount Erie|17191
62447|Neoga|17035
62448|Newton|17079
62449|Oblong|17033
62450|Olney|17159
62451|Palestine|17033
62452|Parkersburg|17159
62454|Robinson|17033
62458|Saint Elmo|17051
62459|Sainte Marie|17079
62460|Saint Francisville|17101
62461|Shumway|17049
62462|Sigel|17173
62463|Stewardson|17173
62464|Stoy|17033
62465|Strasburg|17173
62466|Sumner|17101
62467|Teutopolis|17049
62468|Toledo|17035
62469|Trilla|17035
62471|Vandalia|17051
62473|Watson|17049
62474|Westfield|17023
62475|West Liberty|17079
62476|West Salem|17047
62477|West Union|17023
62478|West York|17033
62479|Wheeler|17079
62480|Willow Hill|17079
62481|Yale|17079
62501|Argenta|17115
62510|Assumption|17021
62512|Beason|17107
62513|Blue Mound|17115
62514|Boody|17115
62515|Buffalo|17167
62517|Bulpitt|17021
62518|Chestnut|17107
62519|Cornland|17107
62520|Dawson|17167
62521|Decatur|17115
62522|Decatur|17115
62523|Decatur|17115
62524|Decatur|17115
62525|Decatur|17115
62526|Decatur|17115
62530|Divernon|17167
62531|Edinburg|17021
62532|Elwin|17115
62533|Farmersville|17135
62534|Findlay|17173
62535|Forsyth|17115
62536|Glenarm|17167
62537|Harristown|17115
62538|Harvel|17135
62539|Illiopolis|17167
62540|Kincaid|17021
62541|Lake Fork|17107
62543|Latham|17107
62544|Macon|17115
62545|Mechanicsburg|17167
62546|Morrisonville|17021
62547|Mount Auburn|17021
62548|Mount Pulaski|17107
62549|Mt Zion|17115
62550|Moweaqua|17173
62551|Niantic|17115
62553|Oconee|17173
62554|Oreana|17115
62555|Owaneco|17021
62556|Palmer|17021
62557|Pana|17021
62558|Pawnee|17167
62560|Raymond|17135
62561|Riverton|17167
62563|Rochester|17167
62565|Shelbyville|17173
62567|Stonington|17021
62568|Taylorville|17021
62570|Tovey|17021
62571|Tower Hill|17173
62572|Waggoner|17135
62573|Warrensburg|17115
62601|Alexander|17137
62610|Alsey|17171
62611|Arenzville|17017
62612|Ashland|17017
62613|Athens|17129
62615|Auburn|17167
62617|Bath|17125
62618|Beardstown|17017
62621|Bluffs|17171
62622|Bluff Springs|17017
62624|Browning|17169
62625|Cantrall|17167
62626|Carlinville|17117
62627|Chandlerville|17017
62628|Chapin|17137
62629|Chatham|17167
62630|Chesterfield|17117
62631|Concord|17137
62633|Easton|17125
62634|Elkhart|17107
62635|Emden|17107
62638|Franklin|17137
62639|Frederick|17169
62640|Girard|17117
62642|Greenview|17129
62643|Hartsburg|17107
62644|Havana|17125
62649|Hettick|17117
62650|Jacksonville|17137
62651|Jacksonville|17137
62655|Kilbourne|17125
62656|Lincoln|17107
62659|Lincolns New Salem|17129
62660|Literberry|17137
62661|Loami|17167
62662|Lowder|17167
62663|Manchester|17171
62664|Mason City|17125
62665|Meredosia|17137
62666|Middletown|17107
62667|Modesto|17117
62668|Murrayville|17137
62670|New Berlin|17167
62671|New Holland|17107
62672|Nilwood|17117
62673|Oakford|17129
62674|Palmyra|17117
62675|Petersburg|17129
62677|Pleasant Plains|17167
62681|Rushville|17169
62682|San Jose|17125
62683|Scottville|17117
62684|Sherman|17167
62685|Shipman|17117
62688|Tallula|17129
62689|Thayer|17167
62690|Virden|17117
62691|Virginia|17017
62692|Waverly|17137
62693|Williamsville|17167
62694|Winchester|17171
62695|Woodson|17137
62701|Springfield|17167
62702|Springfield|17167
62703|Springfield|17167
62704|Springfield|17167
62705|Springfield|17167
62706|Springfield|17167
62707|Springfield|17167
62708|Springfield|17167
62711|Springfield|17167
62712|Springfield|17167
62715|Springfield|17167
62716|Springfield|17167
62719|Springfield|17167
62722|Springfield|17167
62723|Springfield|17167
62726|Springfield|17167
62736|Springfield|17167
62739|Springfield|17167
62756|Springfield|17167
62757|Springfield|17167
62761|Springfield|17167
62762|Springfield|17167
62763|Springfield|17167
62764|Springfield|17167
62765|Springfield|17167
62766|Springfield|17167
62767|Springfield|17167
62769|Springfield|17167
62776|Springfield|17167
62777|Springfield|17167
62781|Springfield|17167
62786|Springfield|17167
62791|Springfield|17167
62794|Springfield|17167
62796|Springfield|17167
62801|Centralia|17121
62803|Hoyleton|17189
62806|Albion|17047
62807|Alma|17121
62808|Ashley|17189
62809|Barnhill|17191
62810|Belle Rive|17081
62811|Bellmont|17185
62812|Benton|17055
62814|Bluford|17081
62815|Bone Gap|17047
62816|Bonnie|17081
62817|Broughton|17065
62818|Browns|17047
62819|Buckner|17055
62820|Burnt Prairie|17193
62821|Carmi|17193
62822|Christopher|17055
62823|Cisne|17191
62824|Clay City|17025
62825|Coello|17055
62827|Crossville|17193
62828|Dahlgren|17065
62829|Dale|17065
62830|Dix|17081
62831|Du Bois|17189
62832|Du Quoin|17145
62833|Ellery|17191
62834|Emma|17193
62835|Enfield|17193
62836|Ewing|17055
62837|Fairfield|17191
62838|Farina|17051
62839|Flora|17025
62840|Frankfort Heights|17055
62841|Freeman Spur|17199
62842|Geff|17191
62843|Golden Gate|17191
62844|Grayville|17193
62846|Ina|17081
62848|Irvington|17189
62849|Iuka|17121
62850|Johnsonville|17191
62851|Keenes|17191
62852|Keensburg|17185
62853|Kell|17121
62854|Kinmundy|17121
62856|Logan|17055
62858|Louisville|17025
62859|Mc Leansboro|17065
62860|Macedonia|17055
62861|Maunie|17193
62862|Mill Shoals|17193
62863|Mount Carmel|17185
62864|Mount Vernon|17081
62865|Mulkeytown|17055
62866|Nason|17081
62867|New Haven|17059
62868|Noble|17159
62869|Norris City|17193
62870|Odin|17121
62871|Omaha|17059
62872|Opdyke|17081
62874|Orient|17055
62875|Patoka|17121
62876|Radom|17189
62877|Richview|17189
62878|Rinard|17191
62879|Sailor Springs|17025
62880|Saint Peter|17051
62881|Salem|17121
62882|Sandoval|17121
62883|Scheller|17081
62884|Sesser|17055
62885|Shobonier|17051
62886|Sims|17191
62887|Springerton|17193
62888|Tamaroa|17145
62889|Texico|17081
62890|Thompsonville|17055
62891|Valier|17055
62892|Vernon|17121
62893|Walnut Hill|17121
62894|Waltonville|17081
62895|Wayne City|17191
62896|West Frankfort|17055
62897|Whittington|17055
62898|Woodlawn|17081
62899|Xenia|17025
62901|Carbondale|17077
62902|Carbondale|17077
62903|Carbondale|17077
62905|Alto Pass|17181
62906|Anna|17181
62907|Ava|17077
62908|Belknap|17127
62909|Boles|17087
62910|Brookport|17127
62912|Buncombe|17087
62914|Cairo|17003
62915|Cambria|17199
62916|Campbell Hill|17077
62917|Carrier Mills|17165
62918|Carterville|17199
62919|Cave In Rock|17069
62920|Cobden|17181
62921|Colp|17199
62922|Creal Springs|17199
62923|Cypress|17087
62924|De Soto|17077
62926|Dongola|17181
62927|Dowell|17077
62928|Eddyville|17151
62930|Eldorado|17165
62931|Elizabethtown|17069
62932|Elkville|17077
62933|Energy|17199
62934|Equality|17059
62935|Galatia|17165
62938|Golconda|17151
62939|Goreville|17087
62940|Gorham|17077
62941|Grand Chain|17153
62942|Grand Tower|17077
62943|Grantsburg|17087
62946|Harrisburg|17165
62947|Herod|17069
62948|Herrin|17199
62949|Hurst|17199
62950|Jacob|17077
62951|Johnston City|17199
62952|Jonesboro|17181
62953|Joppa|17127
62954|Junction|17059
62956|Karnak|17153
62957|Mc Clure|17003
62958|Makanda|17077
62959|Marion|17199
62960|Metropolis|17127
62961|Millcreek|17181
62962|Miller City|17003
62963|Mound City|17153
62964|Mounds|17153
62965|Muddy|17165
62966|Murphysboro|17077
62967|New Burnside|17087
62969|Olive Branch|17003
62970|Olmsted|17153
62972|Ozark|17087
62973|Perks|17153
62974|Pittsburg|17199
62975|Pomona|17077
62976|Pulaski|17153
62977|Raleigh|17165
62979|Ridgway|17059
62982|Rosiclare|17069
62983|Royalton|17055
62984|Shawneetown|17059
62985|Simpson|17087
62987|Stonefort|17165
62988|Tamms|17003
62990|Thebes|17003
62992|Ullin|17153
62993|Unity|17003
62994|Vergennes|17077
62995|Vienna|17087
62996|Villa Ridge|17153
62997|Willisville|17145
62998|Wolf Lake|17181
62999|Zeigler|17055
63005|Chesterfield|29189
63006|Chesterfield|29189
63010|Arnold|29099
63011|Ballwin|29189
63012|Barnhart|29099
63013|Beaufort|29071
63014|Berger|29071
63015|Catawissa|29071
63016|Cedar Hill|29099
63017|Chesterfield|29189
63019|Crystal City|29099
63020|De Soto|29099
63021|Ballwin|29189
63022|Ballwin|29189
63023|Dittmer|29099
63024|Ballwin|29189
63025|Eureka|29189
63026|Fenton|29189
63028|Festus|29099
63030|Fletcher|29221
63031|Florissant|29189
63032|Florissant|29189
63033|Florissant|29189
63034|Florissant|29189
63036|French Village|29187
63037|Gerald|29071
63038|Wildwood|29189
63039|Gray Summit|29071
63040|Wildwood|29189
63041|Grubville|29071
63042|Hazelwood|29189
63043|Maryland Heights|29189
63044|Bridgeton|29189
63045|Earth City|29189
63047|Hematite|29099
63048|Herculaneum|29099
63049|High Ridge|29099
63050|Hillsboro|29099
63051|House Springs|29099
63052|Imperial|29099
63053|Kimmswick|29099
63055|Labadie|29071
63056|Leslie|29071
63057|Liguori|29099
63060|Lonedell|29071
63061|Luebbering|29071
63065|Mapaville|29099
63066|Morse Mill|29099
63068|New Haven|29071
63069|Pacific|29071
63070|Pevely|29099
63071|Richwoods|29221
63072|Robertsville|29071
63073|Saint Albans|29071
63074|Saint Ann|29189
63077|Saint Clair|29071
63079|Stanton|29071
63080|Sullivan|29071
63084|Union|29071
63087|Valles Mines|29187
63088|Valley Park|29189
63089|Villa Ridge|29071
63090|Washington|29071
63091|Rosebud|29073
63099|Fenton|29189
63101|Saint Louis|29510
63102|Saint Louis|29510
63103|Saint Louis|29510
63104|Saint Louis|29510
63105|Saint Louis|29189
63106|Saint Louis|29510
63107|Saint Louis|29510
63108|Saint Louis|29510
63109|Saint Louis|29510
63110|Saint Louis|29510
63111|Saint Louis|29510
63112|Saint Louis|29510
63113|Saint Louis|29510
63114|Saint Louis|29189
63115|Saint Louis|29510
63116|Saint Louis|29510
63117|Saint Louis|29189
63118|Saint Louis|29510
63119|Saint Louis|29189
63120|Saint Louis|29510
63121|Saint Louis|29189
63122|Saint Louis|29189
63123|Saint Louis|29189
63124|Saint Louis|29189
63125|Saint Louis|29189
63126|Saint Louis|29189
63127|Saint Louis|29189
63128|Saint Louis|29189
63129|Saint Louis|29189
63130|Saint Louis|29189
63131|Saint Louis|29189
63132|Saint Louis|29189
63133|Saint Louis|29189
63134|Saint Louis|29189
63135|Saint Louis|29189
63136|Saint Louis|29189
63137|Saint Louis|29189
63138|Saint Louis|29189
63139|Saint Louis|29510
63140|Saint Louis|29189
63141|Saint Louis|29189
63143|Saint Louis|29189
63144|Saint Louis|29189
63145|Saint Louis|29189
63146|Saint Louis|29189
63147|Saint Louis|29510
63150|Saint Louis|29510
63151|Saint Louis|29510
63155|Saint Louis|29510
63156|Saint Louis|29510
63157|Saint Louis|29510
63158|Saint Louis|29510
63160|Saint Louis|29510
63163|Saint Louis|29510
63164|Saint Louis|29510
63166|Saint Louis|29510
63167|Saint Louis|29510
63169|Saint Louis|29510
63171|Saint Louis|29510
63177|Saint Louis|29510
63178|Saint Louis|29510
63179|Saint Louis|29510
63180|Saint Louis|29510
63188|Saint Louis|29510
63195|Saint Louis|29510
63197|Saint Louis|29510
63199|Saint Louis|29510
63301|Saint Charles|29183
63302|Saint Charles|29183
63303|Saint Charles|29183
63304|Saint Charles|29183
63330|Annada|29163
63332|Augusta|29183
63333|Bellflower|29139
63334|Bowling Green|29163
63336|Clarksville|29163
63338|Cottleville|29183
63339|Curryville|29163
63341|Defiance|29183
63342|Dutzow|29219
63343|Elsberry|29113
63344|Eolia|29163
63345|Farber|29007
63346|Flinthill|29183
63347|Foley|29113
63348|Foristell|29183
63349|Hawk Point|29113
63350|High Hill|29139
63351|Jonesburg|29139
63352|Laddonia|29007
63353|Louisiana|29163
63357|Marthasville|29219
63359|Middletown|29139
63361|Montgomery City|29139
63362|Moscow Mills|29113
63363|New Florence|29139
63365|New Melle|29183
63366|O Fallon|29183
63367|Lake Saint Louis|29183
63368|O Fallon|29183
63369|Old Monroe|29113
63370|Olney|29113
63373|Portage Des Sioux|29183
63376|Saint Peters|29183
63377|Silex|29113
63378|Treloar|29219
63379|Troy|29113
63380|Truesdale|29219
63381|Truxton|29219
63382|Vandalia|29007
63383|Warrenton|29219
63384|Wellsville|29139
63385|Wentzville|29183
63386|West Alton|29183
63387|Whiteside|29113
63388|Williamsburg|29027
63389|Winfield|29113
63390|Wright City|29219
63401|Hannibal|29127
63430|Alexandria|29045
63431|Anabel|29121
63432|Arbela|29199
63433|Ashburn|29163
63434|Bethel|29205
63435|Canton|29111
63436|Center|29173
63437|Clarence|29205
63438|Durham|29111
63439|Emden|29205
63440|Ewing|29111
63441|Frankford|29163
63442|Granger|29199
63443|Hunnewell|29205
63445|Kahoka|29045
63446|Knox City|29103
63447|La Belle|29111
63448|La Grange|29111
63450|Lentner|29205
63451|Leonard|29205
63452|Lewistown|29111
63453|Luray|29045
63454|Maywood|29127
63456|Monroe City|29137
63457|Monticello|29111
63458|Newark|29103
63459|New London|29173
63460|Novelty|29103
63461|Palmyra|29127
63462|Perry|29173
63463|Philadelphia|29127
63465|Revere|29045
63466|Saint Patrick|29045
63467|Saverton|29173
63468|Shelbina|29205
63469|Shelbyville|29205
63471|Taylor|29127
63472|Wayland|29045
63473|Williamstown|29111
63474|Wyaconda|29045
63501|Kirksville|29001
63530|Atlanta|29121
63531|Baring|29103
63532|Bevier|29121
63533|Brashear|29001
63534|Callao|29121
63535|Coatsville|29197
63536|Downing|29197
63537|Edina|29103
63538|Elmer|29121
63539|Ethel|29121
63540|Gibbs|29001
63541|Glenwood|29197
63543|Gorin|29199
63544|Green Castle|29211
63545|Green City|29211
63546|Greentop|29001
63547|Hurdland|29103
63548|Lancaster|29197
63549|La Plata|29121
63551|Livonia|29171
63552|Macon|29121
63555|Memphis|29199
63556|Milan|29211
63557|New Boston|29115
63558|New Cambria|29121
63559|Novinger|29001
63560|Pollock|29211
63561|Queen City|29197
63563|Rutledge|29199
63565|Unionville|29171
63566|Winigan|29211
63567|Worthington|29171
63601|Park Hills|29187
63620|Annapolis|29093
63621|Arcadia|29093
63622|Belgrade|29221
63623|Belleview|29093
63624|Bismarck|29187
63625|Black|29179
63626|Blackwell|29221
63627|Bloomsdale|29186
63628|Bonne Terre|29187
63629|Bunker|29179
63630|Cadet|29221
63631|Caledonia|29221
63632|Cascade|29223
63633|Centerville|29179
63636|Des Arc|29093
63637|Doe Run|29187
63638|Ellington|29179
63640|Farmington|29187
63645|Fredericktown|29123
63648|Irondale|29221
63650|Ironton|29093
63651|Knob Lick|29187
63653|Leadwood|29187
63654|Lesterville|29179
63655|Marquand|29123
63656|Middle Brook|29093
63660|Mineral Point|29221
63662|Patton|29017
63663|Pilot Knob|29093
63664|Potosi|29221
63665|Redford|29179
63666|Reynolds|29179
63670|Sainte Genevieve|29186
63673|Saint Mary|29186
63674|Tiff|29221
63675|Vulcan|29093
63701|Cape Girardeau|29031
63702|Cape Girardeau|29031
63703|Cape Girardeau|29031
63730|Advance|29207
63732|Altenburg|29157
63735|Bell City|29207
63736|Benton|29201
63737|Brazeau|29157
63738|Brownwood|29207
63739|Burfordville|29031
63740|Chaffee|29201
63742|Commerce|29201
63743|Daisy|29031
63744|Delta|29031
63745|Dutchtown|29031
63746|Farrar|29157
63747|Friedheim|29031
63748|Frohna|29157
63750|Gipsy|29017
63751|Glenallen|29017
63752|Gordonville|29031
63755|Jackson|29031
63758|Kelso|29201
63760|Leopold|29017
63763|Mc Gee|29223
63764|Marble Hill|29017
63766|Millersville|29031
63767|Morley|29201
63769|Oak Ridge|29031
63770|Old Appleton|29031
63771|Oran|29201
63774|Perkins|29201
63775|Perryville|29157
63776|Mc Bride|29157
63779|Pocahontas|29031
63780|Scott City|29201
63781|Sedgewickville|29017
63782|Sturdivant|29017
63783|Uniontown|29157
63784|Vanduser|29201
63785|Whitewater|29031
63787|Zalma|29017
63801|Sikeston|29201
63820|Anniston|29133
63821|Arbyrd|29069
63822|Bernie|29207
63823|Bertrand|29133
63824|Blodgett|29201
63825|Bloomfield|29207
63826|Braggadocio|29155
63827|Bragg City|29155
63828|Canalou|29143
63829|Cardwell|29069
63830|Caruthersville|29155
63833|Catron|29143
63834|Charleston|29133
63837|Clarkton|29069
63839|Cooter|29155
63840|Deering|29155
63841|Dexter|29207
63845|East Prairie|29133
63846|Essex|29207
63847|Gibson|29069
63848|Gideon|29143
63849|Gobler|29069
63850|Grayridge|29207
63851|Hayti|29155
63852|Holcomb|29069
63853|Holland|29155
63855|Hornersville|29069
63857|Kennett|29069
63860|Kewanee|29143
63862|Lilbourn|29143
63863|Malden|29069
63866|Marston|29143
63867|Matthews|29143
63868|Morehouse|29143
63869|New Madrid|29143
63870|Parma|29143
63873|Portageville|29143
63874|Risco|29143
63875|Rives|29069
63876|Senath|29069
63877|Steele|29155
63878|Tallapoosa|29143
63879|Wardell|29155
63880|Whiteoak|29069
63881|Wolf Island|29133
63882|Wyatt|29133
63901|Poplar Bluff|29023
63902|Poplar Bluff|29023
63931|Briar|29181
63932|Broseley|29023
63933|Campbell|29069
63934|Clubb|29223
63935|Doniphan|29181
63936|Dudley|29207
63937|Ellsinore|29035
63939|Fairdealing|29181
63940|Fisk|29023
63941|Fremont|29035
63942|Gatewood|29181
63943|Grandin|29035
63944|Greenville|29223
63945|Harviell|29023
63950|Lodi|29223
63951|Lowndes|29223
63952|Mill Spring|29223
63953|Naylor|29181
63954|Neelyville|29023
63955|Oxly|29181
63956|Patterson|29223
63957|Piedmont|29223
63960|Puxico|29207
63961|Qulin|29023
63962|Rombauer|29023
63964|Silva|29223
63965|Van Buren|29035
63966|Wappapello|29223
63967|Williamsville|29223
64001|Alma|29107
64002|Lees Summit|29095
64011|Bates City|29107
64012|Belton|29037
64013|Blue Springs|29095
64014|Blue Springs|29095
64015|Blue Springs|29095
64016|Buckner|29095
64017|Camden|29177
64018|Camden Point|29165
64019|Centerview|29101
64020|Concordia|29107
64021|Corder|29107
64022|Dover|29107
64024|Excelsior Springs|29047
64028|Farley|29165
64029|Grain Valley|29095
64030|Grandview|29095
64034|Greenwood|29095
64035|Hardin|29177
64036|Henrietta|29177
64037|Higginsville|29107
64040|Holden|29101
64048|Holt|29047
64050|Independence|29095
64051|Independence|29095
64052|Independence|29095
64053|Independence|29095
64054|Independence|29095
64055|Independence|29095
64056|Independence|29095
64057|Independence|29095
64058|Independence|29095
64060|Kearney|29047
64061|Kingsville|29101
64062|Lawson|29177
64063|Lees Summit|29095
64064|Lees Summit|29095
64065|Lees Summit|29095
64066|Levasy|29095
64067|Lexington|29107
64068|Liberty|29047
64069|Liberty|29047
64070|Lone Jack|29095
64071|Mayview|29107
64072|Missouri City|29047
64073|Mosby|29047
64074|Napoleon|29107
64075|Oak Grove|29095
64076|Odessa|29107
64077|Orrick|29177
64078|Peculiar|29037
64079|Platte City|29165
64080|Pleasant Hill|29037
64081|Lees Summit|29095
64082|Lees Summit|29095
64083|Raymore|29037
64084|Rayville|29177
64085|Richmond|29177
64086|Lees Summit|29095
64088|Sibley|29095
64089|Smithville|29047
64090|Strasburg|29037
64092|Waldron|29165
64093|Warrensburg|29101
64096|Waverly|29107
64097|Wellington|29107
64098|Weston|29165
64101|Kansas City|29095
64102|Kansas City|29095
64105|Kansas City|29095
64106|Kansas City|29095
64108|Kansas City|29095
64109|Kansas City|29095
64110|Kansas City|29095
64111|Kansas City|29095
64112|Kansas City|29095
64113|Kansas City|29095
64114|Kansas City|29095
64116|Kansas City|29047
64117|Kansas City|29047
64118|Kansas City|29047
64119|Kansas City|29047
64120|Kansas City|29095
64121|Kansas City|29095
64123|Kansas City|29095
64124|Kansas City|29095
64125|Kansas City|29095
64126|Kansas City|29095
64127|Kansas City|29095
64128|Kansas City|29095
64129|Kansas City|29095
64130|Kansas City|29095
64131|Kansas City|29095
64132|Kansas City|29095
64133|Kansas City|29095
64134|Kansas City|29095
64136|Kansas City|29095
64137|Kansas City|29095
64138|Kansas City|29095
64139|Kansas City|29095
64141|Kansas City|29095
64144|Kansas City|29095
64145|Kansas City|29095
64146|Kansas City|29095
64147|Kansas City|29095
64148|Kansas City|29095
64149|Kansas City|29095
64150|Riverside|29165
64151|Kansas City|29165
64152|Kansas City|29165
64153|Kansas City|29165
64154|Kansas City|29165
64155|Kansas City|29047
64156|Kansas City|29047
64157|Kansas City|29047
64158|Kansas City|29047
64161|Kansas City|29047
64162|Kansas City|29095
64163|Kansas City|29165
64164|Kansas City|29165
64165|Kansas City|29047
64166|Kansas City|29047
64167|Kansas City|29047
64168|Kansas City|29095
64170|Kansas City|29095
64171|Kansas City|29095
64179|Kansas City|29095
64180|Kansas City|29095
64184|Kansas City|29095
64187|Kansas City|29095
64188|Kansas City|29095
64190|Kansas City|29095
64191|Kansas City|29095
64195|Kansas City|29095
64196|Kansas City|29095
64197|Kansas City|29095
64198|Kansas City|29095
64199|Kansas City|29095
64401|Agency|29021
64402|Albany|29075
64420|Allendale|29227
64421|Amazonia|29003
64422|Amity|29063
64423|Barnard|29147
64424|Bethany|29081
64426|Blythedale|29081
64427|Bolckow|29003
64428|Burlington Junction|29147
64429|Cameron|29049
64430|Clarksdale|29063
64431|Clearmont|29147
64432|Clyde|29147
64433|Conception|29147
64434|Conception Junction|29147
64436|Cosby|29003
64437|Craig|29087
64438|Darlington|29075
64439|Dearborn|29165
64440|De Kalb|29021
64441|Denver|29227
64442|Eagleville|29081
64443|Easton|29021
64444|Edgerton|29165
64445|Elmo|29147
64446|Fairfax|29005
64448|Faucett|29021
64449|Fillmore|29003
64451|Forest City|29087
64453|Gentry|29075
64454|Gower|29049
64455|Graham|29147
64456|Grant City|29227
64457|Guilford|29147
64458|Hatfield|29081
64459|Helena|29003
64461|Hopkins|29147
64463|King City|29075
64465|Lathrop|29049
64466|Maitland|29087
64467|Martinsville|29081
64468|Maryville|29147
64469|Maysville|29063
64470|Mound City|29087
64471|New Hampton|29081
64473|Oregon|29087
64474|Osborn|29063
64475|Parnell|29147
64476|Pickering|29147
64477|Plattsburg|29049
64479|Ravenwood|29147
64480|Rea|29003
64481|Ridgeway|29081
64482|Rock Port|29005
64483|Rosendale|29003
64484|Rushville|29021
64485|Savannah|29003
64486|Sheridan|29227
64487|Skidmore|29147
64489|Stanberry|29075
64490|Stewartsville|29063
64491|Tarkio|29005
64492|Trimble|29049
64493|Turney|29049
64494|Union Star|29063
64496|Watson|29005
64497|Weatherby|29063
64498|Westboro|29005
64499|Worth|29227
64501|Saint Joseph|29021
64502|Saint Joseph|29021
64503|Saint Joseph|29021
64504|Saint Joseph|29021
64505|Saint Joseph|29021
64506|Saint Joseph|29021
64507|Saint Joseph|29021
64508|Saint Joseph|29021
64601|Chillicothe|29117
64620|Altamont|29061
64622|Bogard|29033
64623|Bosworth|29033
64624|Braymer|29025
64625|Breckenridge|29025
64628|Brookfield|29115
64630|Browning|29115
64631|Bucklin|29115
64632|Cainsville|29081
64633|Carrollton|29033
64635|Chula|29117
64636|Coffey|29061
64637|Cowgill|29025
64638|Dawn|29117
64639|De Witt|29033
64640|Gallatin|29061
64641|Galt|29079
64642|Gilman City|29081
64643|Hale|29033
64644|Hamilton|29025
64645|Harris|29211
64646|Humphreys|29211
64647|Jameson|29061
64648|Jamesport|29061
64649|Kidder|29025
64650|Kingston|29025
64651|Laclede|29115
64652|Laredo|29079
64653|Linneus|29115
64654|Lock Springs|29061
64655|Lucerne|29171
64656|Ludlow|29117
64657|Mc Fall|29075
64658|Marceline|29115
64659|Meadville|29115
64660|Mendon|29041
64661|Mercer|29129
64664|Mooresville|29117
64667|Newtown|29211
64668|Norborne|29033
64670|Pattonsburg|29061
64671|Polo|29025
64672|Powersville|29171
64673|Princeton|29129
64674|Purdin|29115
64676|Rothville|29041
64679|Spickard|29079
64680|Stet|29033
64681|Sumner|29041
64682|Tina|29033
64683|Trenton|29079
64686|Utica|29117
64688|Wheeling|29117
64689|Winston|29061
64701|Harrisonville|29037
64720|Adrian|29013
64722|Amoret|29013
64723|Amsterdam|29013
64724|Appleton City|29185
64725|Archie|29037
64726|Blairstown|29083
64728|Bronaugh|29217
64730|Butler|29013
64733|Chilhowee|29101
64734|Cleveland|29037
64735|Clinton|29083
64738|Collins|29185
64739|Creighton|29037
64740|Deepwater|29083
64741|Deerfield|29217
64742|Drexel|29037
64743|East Lynne|29037
64744|El Dorado Springs|29039
64745|Foster|29013
64746|Freeman|29037
64747|Garden City|29037
64748|Golden City|29011
64750|Harwood|29217
64752|Hume|29013
64755|Jasper|29097
64756|Jerico Springs|29039
64759|Lamar|29011
64761|Leeton|29101
64762|Liberal|29011
64763|Lowry City|29185
64765|Metz|29217
64766|Milford|29011
64767|Milo|29217
64769|Mindenmines|29011
64770|Montrose|29083
64771|Moundville|29217
64772|Nevada|29217
64776|Osceola|29185
64778|Richards|29217
64779|Rich Hill|29013
64780|Rockville|29013
64781|Roscoe|29185
64783|Schell City|29217
64784|Sheldon|29217
64788|Urich|29083
64790|Walker|29217
64801|Joplin|29097
64802|Joplin|29097
64803|Joplin|29097
64804|Joplin|29097
64830|Alba|29097
64831|Anderson|29119
64832|Asbury|29097
64833|Avilla|29097
64834|Carl Junction|29097
64835|Carterville|29097
64836|Carthage|29097
64840|Diamond|29145
64841|Duenweg|29097
64842|Fairview|29145
64843|Goodman|29119
64844|Granby|29145
64847|Lanagan|29119
64848|La Russell|29109
64849|Neck City|29097
64850|Neosho|29145
64853|Newtonia|29145
64854|Noel|29119
64855|Oronogo|29097
64856|Pineville|29119
64857|Purcell|29097
64858|Racine|29145
64859|Reeds|29097
64861|Rocky Comfort|29119
64862|Sarcoxie|29097
64863|South West City|29119
64864|Saginaw|29145
64865|Seneca|29145
64866|Stark City|29145
64867|Stella|29119
64868|Tiff City|29119
64870|Webb City|29097
64873|Wentworth|29109
64874|Wheaton|29009
64999|Kansas City|29095
65001|Argyle|29151
65010|Ashland|29019
65011|Barnett|29141
65013|Belle|29125
65014|Bland|29073
65016|Bonnots Mill|29151
65017|Brumley|29131
65018|California|29135
65020|Camdenton|29029
65023|Centertown|29051
65024|Chamois|29151
65025|Clarksburg|29135
65026|Eldon|29131
65032|Eugene|29131
65034|Fortuna|29141
65035|Freeburg|29151
65036|Gasconade|29073
65037|Gravois Mills|29141
65038|Laurie|29141
65039|Hartsburg|29019
65040|Henley|29051
65041|Hermann|29073
65042|High Point|29135
65043|Holts Summit|29027
65046|Jamestown|29135
65047|Kaiser|29131
65048|Koeltztown|29151
65049|Lake Ozark|29029
65050|Latham|29135
65051|Linn|29151
65052|Linn Creek|29029
65053|Lohman|29051
65054|Loose Creek|29151
65055|Mc Girk|29135
65058|Meta|29125
65059|Mokane|29027
65061|Morrison|29073
65062|Mount Sterling|29073
65063|New Bloomfield|29027
65064|Olean|29131
65065|Osage Beach|29029
65066|Owensville|29073
65067|Portland|29027
65068|Prairie Home|29053
65069|Rhineland|29139
65072|Rocky Mount|29141
65074|Russellville|29051
65075|Saint Elizabeth|29131
65076|Saint Thomas|29051
65077|Steedman|29027
65078|Stover|29141
65079|Sunrise Beach|29029
65080|Tebbetts|29027
65081|Tipton|29135
65082|Tuscumbia|29131
65083|Ulman|29131
65084|Versailles|29141
65085|Westphalia|29151
65101|Jefferson City|29051
65102|Jefferson City|29051
65103|Jefferson City|29051
65104|Jefferson City|29051
65105|Jefferson City|29051
65106|Jefferson City|29051
65107|Jefferson City|29051
65108|Jefferson City|29051
65109|Jefferson City|29051
65110|Jefferson City|29051
65111|Jefferson City|29051
65201|Columbia|29019
65202|Columbia|29019
65203|Columbia|29019
65205|Columbia|29019
65211|Columbia|29019
65212|Columbia|29019
65215|Columbia|29019
65216|Columbia|29019
65217|Columbia|29019
65218|Columbia|29019
65230|Armstrong|29089
65231|Auxvasse|29027
65232|Benton City|29007
65233|Boonville|29053
65236|Brunswick|29041
65237|Bunceton|29053
65239|Cairo|29175
65240|Centralia|29019
65243|Clark|29175
65244|Clifton Hill|29175
65246|Dalton|29041
65247|Excello|29121
65248|Fayette|29089
65250|Franklin|29089
65251|Fulton|29027
65254|Glasgow|29089
65255|Hallsville|29019
65256|Harrisburg|29019
65257|Higbee|29175
65258|Holliday|29137
65259|Huntsville|29175
65260|Jacksonville|29175
65261|Keytesville|29041
65262|Kingdom City|29027
65263|Madison|29137
65264|Martinsburg|29007
65265|Mexico|29007
65270|Moberly|29175
65274|New Franklin|29089
65275|Paris|29137
65276|Pilot Grove|29053
65278|Renick|29175
65279|Rocheport|29019
65280|Rush Hill|29007
65281|Salisbury|29041
65282|Santa Fe|29137
65283|Stoutsville|29137
65284|Sturgeon|29019
65285|Thompson|29007
65286|Triplett|29041
65287|Wooldridge|29053
65299|Columbia|29019
65301|Sedalia|29159
65302|Sedalia|29159
65305|Whiteman Air Force Base|29101
65320|Arrow Rock|29195
65321|Blackburn|29195
65322|Blackwater|29053
65323|Calhoun|29083
65324|Climax Springs|29029
65325|Cole Camp|29015
65326|Edwards|29015
65327|Emma|29195
65329|Florence|29141
65330|Gilliam|29195
65332|Green Ridge|29159
65333|Houstonia|29159
65334|Hughesville|29159
65335|Ionia|29015
65336|Knob Noster|29101
65337|La Monte|29159
65338|Lincoln|29015
65339|Malta Bend|29195
65340|Marshall|29195
65344|Miami|29195
65345|Mora|29159
65347|Nelson|29195
65348|Otterville|29053
65349|Slater|29195
65350|Smithton|29159
65351|Sweet Springs|29195
65354|Syracuse|29141
65355|Warsaw|29015
65360|Windsor|29083
65401|Rolla|29161
65402|Rolla|29161
65409|Rolla|29161
65436|Beulah|29161
65438|Birch Tree|29203
65439|Bixby|29093
65440|Boss|29065
65441|Bourbon|29055
65443|Brinktown|29125
65444|Bucyrus|29215
65446|Cherryville|29055
65449|Cook Sta|29055
65452|Crocker|29169
65453|Cuba|29055
65456|Davisville|29055
65457|Devils Elbow|29169
65459|Dixon|29169
65461|Duke|29161
65462|Edgar Springs|29161
65463|Eldridge|29105
65464|Elk Creek|29215
65466|Eminence|29203
65468|Eunice|29215
65470|Falcon|29105
65473|Fort Leonard Wood|29169
65479|Hartshorn|29215
65483|Houston|29215
65484|Huggins|29215
65486|Iberia|29131
65501|Jadwin|29065
65529|Jerome|29161
65532|Lake Spring|29065
65534|Laquey|29169
65535|Leasburg|29055
65536|Lebanon|29105
65541|Lenox|29065
65542|Licking|29215
65543|Lynchburg|29105
65546|Montier|29203
65548|Mountain View|29091
65550|Newburg|29161
65552|Plato|29215
65555|Raymondville|29215
65556|Richland|29169
65557|Roby|29215
65559|Saint James|29161
65560|Salem|29065
65564|Solo|29215
65565|Steelville|29055
65566|Viburnum|29093
65567|Stoutland|29029
65570|Success|29215
65571|Summersville|29215
65580|Vichy|29125
65582|Vienna|29125
65583|Waynesville|29169
65584|Saint Robert|29169
65586|Wesco|29055
65588|Winona|29203
65589|Yukon|29215
65590|Long Lane|29059
65591|Montreal|29029
65601|Aldrich|29167
65603|Arcola|29057
65604|Ash Grove|29077
65605|Aurora|29109
65606|Alton|29149
65607|Caplinger Mills|29039
65608|Ava|29067
65609|Bakersfield|29153
65610|Billings|29043
65611|Blue Eye|29209
65612|Bois D Arc|29077
65613|Bolivar|29167
65614|Bradleyville|29213
65615|Branson|29213
65616|Branson|29213
65617|Brighton|29167
65618|Brixey|29153
65619|Brookline|29077
65620|Bruner|29043
65622|Buffalo|29059
65623|Butterfield|29009
65624|Cape Fair|29209
65625|Cassville|29009
65626|Caulfield|29153
65627|Cedarcreek|29213
65629|Chadwick|29043
65630|Chestnutridge|29043
65631|Clever|29043
65632|Conway|29105
65633|Crane|29209
65634|Cross Timbers|29085
65635|Dadeville|29057
65636|Diggins|29225
65637|Dora|29153
65638|Drury|29067
65640|Dunnegan|29167
65641|Eagle Rock|29009
65644|Elkland|29059
65645|Morrisville|29167
65646|Everton|29057
65647|Exeter|29009
65648|Fair Grove|29077
65649|Fair Play|29167
65650|Flemington|29085
65652|Fordland|29225
65653|Forsyth|29213
65654|Freistatt|29109
65655|Gainesville|29153
65656|Galena|29209
65657|Garrison|29043
65658|Golden|29009
65660|Graff|29229
65661|Greenfield|29057
65662|Grovespring|29229
65663|Half Way|29167
65664|Halltown|29109
65666|Hardenville|29153
65667|Hartville|29229
65668|Hermitage|29085
65669|Highlandville|29043
65672|Hollister|29213
65673|Hollister|29213
65674|Humansville|29167
65675|Hurley|29209
65676|Isabella|29153
65679|Kirbyville|29213
65680|Kissee Mills|29213
65681|Lampe|29209
65682|Lockwood|29057
65685|Louisburg|29059
65686|Kimberling City|29209
65688|Brandsville|29091
65689|Cabool|29215
65690|Couch|29149
65692|Koshkonong|29149
65702|Macomb|29229
65704|Mansfield|29229
65705|Marionville|29109
65706|Marshfield|29225
65707|Miller|29109
65708|Monett|29009
65710|Morrisville|29167
65711|Mountain Grove|29229
65712|Mount Vernon|29109
65713|Niangua|29225
65714|Nixa|29043
65715|Noble|29153
65717|Norwood|29229
65720|Oldfield|29043
65721|Ozark|29043
65722|Phillipsburg|29105
65723|Pierce City|29109
65724|Pittsburg|29085
65725|Pleasant Hope|29167
65726|Point Lookout|29213
65727|Polk|29167
65728|Ponce De Leon|29209
65729|Pontiac|29153
65730|Powell|29119
65731|Powersite|29213
65732|Preston|29085
65733|Protem|29213
65734|Purdy|29009
65735|Quincy|29085
65737|Reeds Spring|29209
65738|Republic|29077
65739|Ridgedale|29213
65740|Rockaway Beach|29213
65741|Rockbridge|29153
65742|Rogersville|29225
65744|Rueter|29213
65745|Seligman|29009
65746|Seymour|29225
65747|Shell Knob|29009
65752|South Greenfield|29057
65753|Sparta|29043
65754|Spokane|29043
65755|Squires|29067
65756|Stotts City|29109
65757|Strafford|29077
65759|Taneyville|29213
65760|Tecumseh|29153
65761|Theodosia|29153
65762|Thornfield|29153
65764|Tunas|29059
65765|Turners|29077
65766|Udall|29153
65767|Urbana|29059
65768|Vanzant|29067
65769|Verona|29109
65770|Walnut Grove|29077
65771|Walnut Shade|29213
65772|Washburn|29009
65773|Wasola|29153
65774|Weaubleau|29085
65775|West Plains|29091
65777|Moody|29091
65778|Myrtle|29149
65779|Wheatland|29085
65781|Willard|29077
65783|Windyville|29059
65784|Zanoni|29153
65785|Stockton|29039
65786|Macks Creek|29029
65787|Roach|29029
65788|Peace Valley|29091
65789|Pomona|29091
65790|Pottersville|29091
65791|Thayer|29149
65793|Willow Springs|29091
65801|Springfield|29077
65802|Springfield|29077
65803|Springfield|29077
65804|Springfield|29077
65805|Springfield|29077
65806|Springfield|29077
65807|Springfield|29077
65808|Springfield|29077
65809|Springfield|29077
65810|Springfield|29077
65814|Springfield|29077
65817|Springfield|29077
65890|Springfield|29077
65897|Springfield|29077
65898|Springfield|29077
65899|Springfield|29077
66002|Atchison|20005
66006|Baldwin City|20045
66007|Basehor|20103
66008|Bendena|20043
66010|Blue Mound|20107
66012|Bonner Springs|20209
66013|Bucyrus|20121
66014|Centerville|20107
66015|Colony|20003
66016|Cummings|20005
66017|Denton|20043
66018|De Soto|20091
66020|Easton|20103
66021|Edgerton|20091
66023|Effingham|20005
66024|Elwood|20043
66025|Eudora|20045
66026|Fontana|20121
66027|Fort Leavenworth|20103
66030|Gardner|20091
66031|New Century|20091
66032|Garnett|20003
66033|Greeley|20003
66035|Highland|20043
66036|Hillsdale|20121
66039|Kincaid|20003
66040|La Cygne|20107
66041|Lancaster|20005
66042|Lane|20059
66043|Lansing|20103
66044|Lawrence|20045
66045|Lawrence|20045
66046|Lawrence|20045
66047|Lawrence|20045
66048|Leavenworth|20103
66049|Lawrence|20045
66050|Lecompton|20045
66051|Olathe|20091
66052|Linwood|20103
66053|Louisburg|20121
66054|Mc Louth|20087
66056|Mound City|20107
66058|Muscotah|20005
66060|Nortonville|20087
66061|Olathe|20091
66062|Olathe|20091
66063|Olathe|20091
66064|Osawatomie|20121
66066|Oskaloosa|20087
66067|Ottawa|20059
66070|Ozawkie|20087
66071|Paola|20121
66072|Parker|20107
66073|Perry|20087
66075|Pleasanton|20107
66076|Pomona|20059
66078|Princeton|20059
66079|Rantoul|20059
66080|Richmond|20059
66083|Spring Hill|20091
66085|Stilwell|20091
66086|Tonganoxie|20103
66087|Troy|20043
66088|Valley Falls|20087
66090|Wathena|20043
66091|Welda|20003
66092|Wellsville|20059
66093|Westphalia|20003
66094|White Cloud|20043
66095|Williamsburg|20059
66097|Winchester|20087
66101|Kansas City|20209
66102|Kansas City|20209
66103|Kansas City|20209
66104|Kansas City|20209
66105|Kansas City|20209
66106|Kansas City|20209
66109|Kansas City|20209
66110|Kansas City|20209
66111|Kansas City|20209
66112|Kansas City|20209
66113|Edwardsville|20209
66115|Kansas City|20209
66117|Kansas City|20209
66118|Kansas City|20209
66119|Kansas City|20209
66160|Kansas City|20209
66201|Mission|20091
66202|Mission|20091
66203|Shawnee|20091
66204|Overland Park|20091
66205|Mission|20091
66206|Leawood|20091
66207|Overland Park|20091
66208|Prairie Village|20091
66209|Leawood|20091
66210|Overland Park|20091
66211|Leawood|20091
66212|Overland Park|20091
66213|Overland Park|20091
66214|Overland Park|20091
66215|Lenexa|20091
66216|Shawnee|20091
66217|Shawnee|20091
66218|Shawnee|20091
66219|Lenexa|20091
66220|Lenexa|20091
66221|Overland Park|20091
66222|Mission|20091
66223|Overland Park|20091
66224|Overland Park|20091
66225|Overland Park|20091
66226|Shawnee|20091
66227|Lenexa|20091
66250|Lenexa|20091
66251|Overland Park|20091
66276|Lenexa|20091
66282|Overland Park|20091
66283|Overland Park|20091
66285|Lenexa|20091
66286|Shawnee|20091
66401|Alma|20197
66402|Auburn|20177
66403|Axtell|20117
66404|Baileyville|20131
66406|Beattie|20117
66407|Belvue|20149
66408|Bern|20131
66409|Berryton|20177
66411|Blue Rapids|20117
66412|Bremen|20117
66413|Burlingame|20139
66414|Carbondale|20139
66415|Centralia|20131
66416|Circleville|20085
66417|Corning|20131
66418|Delia|20085
66419|Denison|20085
66420|Dover|20177
66422|Emmett|20149
66423|Eskridge|20197
66424|Everest|20013
66425|Fairview|20013
66426|Fostoria|20149
66427|Frankfort|20117
66428|Goff|20131
66429|Grantville|20087
66431|Harveyville|20197
66432|Havensville|20149
66434|Hiawatha|20013
66436|Holton|20085
66438|Home|20117
66439|Horton|20005
66440|Hoyt|20085
66441|Junction City|20061
66442|Fort Riley|20161
66449|Leonardville|20161
66451|Lyndon|20139
66501|Mc Farland|20197
66502|Manhattan|20161
66503|Manhattan|20161
66505|Manhattan|20161
66506|Manhattan|20161
66507|Maple Hill|20197
66508|Marysville|20117
66509|Mayetta|20085
66510|Melvern|20139
66512|Meriden|20087
66514|Milford|20061
66515|Morrill|20013
66516|Netawaka|20085
66517|Ogden|20161
66518|Oketo|20117
66520|Olsburg|20149
66521|Onaga|20149
66522|Oneida|20131
66523|Osage City|20139
66524|Overbrook|20139
66526|Paxico|20197
66527|Powhattan|20013
66528|Quenemo|20139
66531|Riley|20161
66532|Robinson|20013
66533|Rossville|20177
66534|Sabetha|20131
66535|Saint George|20149
66536|Saint Marys|20149
66537|Scranton|20139
66538|Seneca|20131
66539|Silver Lake|20177
66540|Soldier|20085
66541|Summerfield|20117
66542|Tecumseh|20177
66543|Vassar|20139
66544|Vermillion|20117
66546|Wakarusa|20177
66547|Wamego|20149
66548|Waterville|20117
66549|Westmoreland|20149
66550|Wetmore|20131
66552|Whiting|20085
66554|Randolph|20161
66601|Topeka|20177
66603|Topeka|20177
66604|Topeka|20177
66605|Topeka|20177
66606|Topeka|20177
66607|Topeka|20177
66608|Topeka|20177
66609|Topeka|20177
66610|Topeka|20177
66611|Topeka|20177
66612|Topeka|20177
66614|Topeka|20177
66615|Topeka|20177
66616|Topeka|20177
66617|Topeka|20177
66618|Topeka|20177
66619|Topeka|20177
66620|Topeka|20177
66621|Topeka|20177
66622|Topeka|20177
66624|Topeka|20177
66625|Topeka|20177
66626|Topeka|20177
66629|Topeka|20177
66630|Topeka|20177
66636|Topeka|20177
66647|Topeka|20177
66667|Topeka|20177
66675|Topeka|20177
66683|Topeka|20177
66699|Topeka|20177
66701|Fort Scott|20011
66710|Altoona|20205
66711|Arcadia|20037
66712|Arma|20037
66713|Baxter Springs|20021
66714|Benedict|20205
66716|Bronson|20011
66717|Buffalo|20205
66720|Chanute|20133
66724|Cherokee|20037
66725|Columbus|20021
66728|Crestline|20021
66732|Elsmore|20001
66733|Erie|20133
66734|Farlington|20037
66735|Franklin|20037
66736|Fredonia|20205
66738|Fulton|20011
66739|Galena|20021
66740|Galesburg|20133
66741|Garland|20011
66742|Gas|20001
66743|Girard|20037
66746|Hepler|20037
66748|Humboldt|20001
66749|Iola|20001
66751|La Harpe|20001
66753|Mc Cune|20037
66754|Mapleton|20011
66755|Moran|20001
66756|Mulberry|20037
66757|Neodesha|20205
66758|Neosho Falls|20207
66760|Opolis|20037
66761|Piqua|20207
66762|Pittsburg|20037
66763|Frontenac|20037
66767|Prescott|20107
66769|Redfield|20011
66770|Riverton|20021
66771|Saint Paul|20133
66772|Savonburg|20001
66773|Scammon|20021
66775|Stark|20133
66776|Thayer|20133
66777|Toronto|20207
66778|Treece|20021
66779|Uniontown|20011
66780|Walnut|20037
66781|Weir|20021
66782|West Mineral|20021
66783|Yates Center|20207
66801|Emporia|20111
66830|Admire|20111
66833|Allen|20111
66834|Alta Vista|20197
66835|Americus|20111
66838|Burdick|20127
66839|Burlington|20031
66840|Burns|20015
66842|Cassoday|20015
66843|Cedar Point|20017
66845|Cottonwood Falls|20017
66846|Council Grove|20127
66849|Dwight|20127
66850|Elmdale|20017
66851|Florence|20115
66852|Gridley|20031
66853|Hamilton|20073
66854|Hartford|20111
66855|Lamont|20073
66856|Lebo|20031
66857|Le Roy|20031
66858|Lincolnville|20115
66859|Lost Springs|20115
66860|Madison|20073
66861|Marion|20115
66862|Matfield Green|20017
66863|Neal|20073
66864|Neosho Rapids|20111
66865|Olpe|20111
66866|Peabody|20115
66868|Reading|20111
66869|Strong City|20017
66870|Virgil|20073
66871|Waverly|20031
66872|White City|20127
66873|Wilsey|20127
66901|Concordia|20029
66930|Agenda|20157
66932|Athol|20183
66933|Barnes|20201
66935|Belleville|20157
66936|Burr Oak|20089
66937|Clifton|20201
66938|Clyde|20029
66939|Courtland|20157
66940|Cuba|20157
66941|Esbon|20089
66942|Formoso|20089
66943|Greenleaf|20201
66944|Haddam|20201
66945|Hanover|20201
66946|Hollenberg|20201
66948|Jamestown|20029
66949|Jewell|20089
66951|Kensington|20183
66952|Lebanon|20183
66953|Linn|20201
66955|Mahaska|20201
66956|Mankato|20089
66958|Morrowville|20201
66959|Munden|20157
66960|Narka|20157
66961|Norway|20157
66962|Palmer|20201
66963|Randall|20089
66964|Republic|20157
66966|Scandia|20157
66967|Smith Center|20183
66968|Washington|20201
66970|Webber|20089
67001|Andale|20173
67002|Andover|20015
67003|Anthony|20077
67004|Argonia|20191
67005|Arkansas City|20035
67008|Atlanta|20035
67009|Attica|20077
67010|Augusta|20015
67012|Beaumont|20015
67013|Belle Plaine|20191
67016|Bentley|20173
67017|Benton|20015
67018|Bluff City|20077
67019|Burden|20035
67020|Burrton|20079
67021|Byers|20151
67022|Caldwell|20191
67023|Cambridge|20035
67024|Cedar Vale|20019
67025|Cheney|20173
67026|Clearwater|20173
67028|Coats|20151
67029|Coldwater|20033
67030|Colwich|20173
67031|Conway Springs|20191
67035|Cunningham|20095
67036|Danville|20077
67037|Derby|20173
67038|Dexter|20035
67039|Douglass|20015
67041|Elbing|20015
67042|El Dorado|20015
67045|Eureka|20073
67047|Fall River|20073
67049|Freeport|20077
67050|Garden Plain|20173
67051|Geuda Springs|20191
67052|Goddard|20173
67053|Goessel|20115
67054|Greensburg|20097
67055|Greenwich|20173
67056|Halstead|20079
67057|Hardtner|20007
67058|Harper|20077
67059|Haviland|20097
67060|Haysville|20173
67061|Hazelton|20007
67062|Hesston|20079
67063|Hillsboro|20115
67065|Isabel|20007
67066|Iuka|20151
67067|Kechi|20173
67068|Kingman|20095
67070|Kiowa|20007
67071|Lake City|20007
67072|Latham|20015
67073|Lehigh|20115
67074|Leon|20015
67101|Maize|20173
67102|Maple City|20035
67103|Mayfield|20191
67104|Medicine Lodge|20007
67105|Milan|20191
67106|Milton|20191
67107|Moundridge|20113
67108|Mount Hope|20173
67109|Mullinville|20097
67110|Mulvane|20173
67111|Murdock|20095
67112|Nashville|20095
67114|Newton|20079
67117|North Newton|20079
67118|Norwich|20095
67119|Oxford|20191
67120|Peck|20191
67122|Piedmont|20073
67123|Potwin|20015
67124|Pratt|20151
67127|Protection|20033
67131|Rock|20035
67132|Rosalia|20015
67133|Rose Hill|20015
67134|Sawyer|20151
67135|Sedgwick|20079
67137|Severy|20073
67138|Sharon|20007
67140|South Haven|20191
67142|Spivey|20095
67143|Sun City|20007
67144|Towanda|20015
67146|Udall|20035
67147|Valley Center|20173
67149|Viola|20173
67150|Waldron|20077
67151|Walton|20079
67152|Wellington|20191
67154|Whitewater|20015
67155|Wilmore|20033
67156|Winfield|20035
67159|Zenda|20095
67201|Wichita|20173
67202|Wichita|20173
67203|Wichita|20173
67204|Wichita|20173
67205|Wichita|20173
67206|Wichita|20173
67207|Wichita|20173
67208|Wichita|20173
67209|Wichita|20173
67210|Wichita|20173
67211|Wichita|20173
67212|Wichita|20173
67213|Wichita|20173
67214|Wichita|20173
67215|Wichita|20173
67216|Wichita|20173
67217|Wichita|20173
67218|Wichita|20173
67219|Wichita|20173
67220|Wichita|20173
67221|Mcconnell AFB|20173
67223|Wichita|20173
67226|Wichita|20173
67227|Wichita|20173
67228|Wichita|20173
67230|Wichita|20173
67232|Wichita|20173
67235|Wichita|20173
67260|Wichita|20173
67275|Wichita|20173
67276|Wichita|20173
67277|Wichita|20173
67278|Wichita|20173
67301|Independence|20125
67330|Altamont|20099
67332|Bartlett|20099
67333|Caney|20125
67334|Chautauqua|20019
67335|Cherryvale|20125
67336|Chetopa|20099
67337|Coffeyville|20125
67340|Dearing|20125
67341|Dennis|20099
67342|Edna|20099
67344|Elk City|20125
67345|Elk Falls|20049
67346|Grenola|20049
67347|Havana|20125
67349|Howard|20049
67351|Liberty|20125
67352|Longton|20049
67353|Moline|20049
67354|Mound Valley|20099
67355|Niotaze|20019
67356|Oswego|20099
67357|Parsons|20099
67360|Peru|20019
67361|Sedan|20019
67363|Sycamore|20125
67364|Tyro|20125
67401|Salina|20169
67402|Salina|20169
67410|Abilene|20041
67416|Assaria|20169
67417|Aurora|20029
67418|Barnard|20105
67420|Beloit|20123
67422|Bennington|20143
67423|Beverly|20105
67425|Brookville|20169
67427|Bushton|20159
67428|Canton|20113
67430|Cawker City|20123
67431|Chapman|20041
67432|Clay Center|20027
67436|Delphos|20143
67437|Downs|20141
67438|Durham|20115
67439|Ellsworth|20053
67441|Enterprise|20041
67442|Falun|20169
67443|Galva|20113
67444|Geneseo|20159
67445|Glasco|20029
67446|Glen Elder|20123
67447|Green|20027
67448|Gypsum|20169
67449|Herington|20041
67450|Holyrood|20053
67451|Hope|20041
67452|Hunter|20123
67454|Kanopolis|20053
67455|Lincoln|20105
67456|Lindsborg|20113
67457|Little River|20159
67458|Longford|20027
67459|Lorraine|20053
67460|Mcpherson|20113
67464|Marquette|20113
67466|Miltonvale|20029
67467|Minneapolis|20143
67468|Morganville|20027
67470|New Cambria|20169
67473|Osborne|20141
67474|Portis|20141
67475|Ramona|20115
67476|Roxbury|20113
67478|Simpson|20123
67480|Solomon|20041
67481|Sylvan Grove|20105
67482|Talmage|20041
67483|Tampa|20115
67484|Tescott|20143
67485|Tipton|20123
67487|Wakefield|20027
67490|Wilson|20053
67491|Windom|20113
67492|Woodbine|20041
67501|Hutchinson|20155
67502|Hutchinson|20155
67504|Hutchinson|20155
67505|South Hutchinson|20155
67510|Abbyville|20155
67511|Albert|20009
67512|Alden|20159
67513|Alexander|20165
67514|Arlington|20155
67515|Arnold|20135
67516|Bazine|20135
67518|Beeler|20135
67519|Belpre|20047
67520|Bison|20165
67521|Brownell|20135
67522|Buhler|20155
67523|Burdett|20145
67524|Chase|20159
67525|Claflin|20009
67526|Ellinwood|20009
67529|Garfield|20145
67530|Great Bend|20009
67543|Haven|20155
67544|Hoisington|20009
67545|Hudson|20185
67546|Inman|20113
67547|Kinsley|20047
67548|La Crosse|20165
67550|Larned|20145
67552|Lewis|20047
67553|Liebenthal|20165
67554|Lyons|20159
67556|Mc Cracken|20165
67557|Macksville|20185
67559|Nekoma|20165
67560|Ness City|20135
67561|Nickerson|20155
67563|Offerle|20047
67564|Olmitz|20009
67565|Otis|20165
67566|Partridge|20155
67567|Pawnee Rock|20009
67568|Plevna|20155
67570|Pretty Prairie|20155
67572|Ransom|20135
67573|Raymond|20159
67574|Rozel|20145
67575|Rush Center|20165
67576|St John|20185
67578|Stafford|20185
67579|Sterling|20159
67581|Sylvia|20155
67583|Turon|20155
67584|Utica|20135
67585|Yoder|20155
67601|Hays|20051
67621|Agra|20147
67622|Almena|20137
67623|Alton|20141
67625|Bogue|20065
67626|Bunker Hill|20167
67627|Catharine|20051
67628|Cedar|20183
67629|Clayton|20137
67631|Collyer|20195
67632|Damar|20163
67634|Dorrance|20167
67635|Dresden|20039
67637|Ellis|20051
67638|Gaylord|20183
67639|Glade|20147
67640|Gorham|20167
67642|Hill City|20065
67643|Jennings|20039
67644|Kirwin|20147
67645|Lenora|20137
67646|Logan|20147
67647|Long Island|20147
67648|Lucas|20167
67649|Luray|20167
67650|Morland|20065
67651|Natoma|20141
67653|Norcatur|20039
67654|Norton|20137
67656|Ogallah|20195
67657|Palco|20163
67658|Paradise|20167
67659|Penokee|20065
67660|Pfeifer|20051
67661|Phillipsburg|20147
67663|Plainville|20163
67664|Prairie View|20147
67665|Russell|20167
67667|Schoenchen|20051
67669|Stockton|20163
67671|Victoria|20051
67672|Wakeeney|20195
67673|Waldo|20141
67674|Walker|20051
67675|Woodston|20163
67701|Colby|20193
67730|Atwood|20153
67731|Bird City|20023
67732|Brewster|20193
67733|Edson|20181
67734|Gem|20193
67735|Goodland|20181
67736|Gove|20063
67737|Grainfield|20063
67738|Grinnell|20063
67739|Herndon|20153
67740|Hoxie|20179
67741|Kanorado|20181
67743|Levant|20193
67744|Ludell|20153
67745|Mc Donald|20153
67747|Monument|20109
67748|Oakley|20109
67749|Oberlin|20039
67751|Park|20063
67752|Quinter|20063
67753|Rexford|20193
67756|Saint Francis|20023
67757|Selden|20179
67758|Sharon Springs|20199
67761|Wallace|20199
67762|Weskan|20199
67764|Winona|20109
67801|Dodge City|20057
67831|Ashland|20025
67834|Bucklin|20057
67835|Cimarron|20069
67836|Coolidge|20075
67837|Copeland|20069
67838|Deerfield|20093
67839|Dighton|20101
67840|Englewood|20025
67841|Ensign|20069
67842|Ford|20057
67843|Fort Dodge|20057
67844|Fowler|20119
67846|Garden City|20055
67849|Hanston|20083
67850|Healy|20101
67851|Holcomb|20055
67853|Ingalls|20069
67854|Jetmore|20083
67855|Johnson|20187
67857|Kendall|20075
67859|Kismet|20175
67860|Lakin|20093
67861|Leoti|20203
67862|Manter|20187
67863|Marienthal|20203
67864|Meade|20119
67865|Minneola|20025
67867|Montezuma|20069
67868|Pierceville|20055
67869|Plains|20119
67870|Satanta|20081
67871|Scott City|20171
67876|Spearville|20057
67877|Sublette|20081
67878|Syracuse|20075
67879|Tribune|20071
67880|Ulysses|20067
67882|Wright|20057
67901|Liberal|20175
67905|Liberal|20175
67950|Elkhart|20129
67951|Hugoton|20189
67952|Moscow|20189
67953|Richfield|20129
67954|Rolla|20129
68001|Abie|31023
68002|Arlington|31177
68003|Ashland|31155
68004|Bancroft|31039
68005|Bellevue|31153
68007|Bennington|31055
68008|Blair|31177
68010|Boys Town|31055
68014|Bruno|31023
68015|Cedar Bluffs|31155
68016|Cedar Creek|31025
68017|Ceresco|31155
68018|Colon|31155
68019|Craig|31021
68020|Decatur|31021
68022|Elkhorn|31055
68023|Fort Calhoun|31177
68025|Fremont|31053
68026|Fremont|31053
68028|Gretna|31153
68029|Herman|31177
68030|Homer|31043
68031|Hooper|31053
68033|Ithaca|31155
68034|Kennard|31177
68036|Linwood|31023
68037|Louisville|31025
68038|Lyons|31021
68039|Macy|31173
68040|Malmo|31155
68041|Mead|31155
68042|Memphis|31155
68044|Nickerson|31053
68045|Oakland|31021
68046|Papillion|31153
68047|Pender|31179
68048|Plattsmouth|31025
68050|Prague|31155
68055|Rosalie|31173
68056|St Columbans|31153
68057|Scribner|31053
68058|South Bend|31025
68059|Springfield|31153
68061|Tekamah|31021
68062|Thurston|31173
68063|Uehling|31053
68064|Valley|31055
68065|Valparaiso|31155
68066|Wahoo|31155
68067|Walthill|31173
68068|Washington|31177
68069|Waterloo|31055
68070|Weston|31155
68071|Winnebago|31173
68072|Winslow|31053
68073|Yutan|31155
68101|Omaha|31055
68102|Omaha|31055
68103|Omaha|31055
68104|Omaha|31055
68105|Omaha|31055
68106|Omaha|31055
68107|Omaha|31055
68108|Omaha|31055
68109|Omaha|31055
68110|Omaha|31055
68111|Omaha|31055
68112|Omaha|31055
68113|Offutt AFB|31153
68114|Omaha|31055
68116|Omaha|31055
68117|Omaha|31055
68118|Omaha|31055
68119|Omaha|31055
68122|Omaha|31055
68123|Bellevue|31153
68124|Omaha|31055
68127|Omaha|31055
68128|La Vista|31153
68130|Omaha|31055
68131|Omaha|31055
68132|Omaha|31055
68133|Papillion|31153
68134|Omaha|31055
68135|Omaha|31055
68136|Omaha|31153
68137|Omaha|31055
68138|Omaha|31153
68139|Omaha|31055
68142|Omaha|31055
68144|Omaha|31055
68145|Omaha|31055
68147|Bellevue|31153
68152|Omaha|31055
68154|Omaha|31055
68157|Omaha|31153
68164|Omaha|31055
68172|Omaha|31055
68175|Omaha|31055
68176|Omaha|31055
68178|Omaha|31055
68179|Omaha|31055
68180|Omaha|31055
68182|Omaha|31055
68183|Omaha|31055
68197|Omaha|31055
68198|Omaha|31055
68301|Adams|31067
68303|Alexandria|31169
68304|Alvo|31025
68305|Auburn|31127
68307|Avoca|31025
68309|Barneston|31067
68310|Beatrice|31067
68313|Beaver Crossing|31159
68314|Bee|31159
68315|Belvidere|31169
68316|Benedict|31185
68317|Bennet|31109
68318|Blue Springs|31067
68319|Bradshaw|31185
68320|Brock|31127
68321|Brownville|31127
68322|Bruning|31169
68323|Burchard|31133
68324|Burr|31131
68325|Byron|31169
68326|Carleton|31169
68327|Chester|31169
68328|Clatonia|31067
68329|Cook|31097
68330|Cordova|31159
68331|Cortland|31067
68332|Crab Orchard|31097
68333|Crete|31151
68335|Davenport|31169
68336|Davey|31109
68337|Dawson|31147
68338|Daykin|31095
68339|Denton|31109
68340|Deshler|31169
68341|De Witt|31151
68342|Diller|31095
68343|Dorchester|31151
68344|Douglas|31131
68345|Du Bois|31133
68346|Dunbar|31131
68347|Eagle|31025
68348|Elk Creek|31097
68349|Elmwood|31025
68350|Endicott|31095
68351|Exeter|31059
68352|Fairbury|31095
68354|Fairmont|31059
68355|Falls City|31147
68357|Filley|31067
68358|Firth|31109
68359|Friend|31151
68360|Garland|31159
68361|Geneva|31059
68362|Gilead|31169
68364|Goehner|31159
68365|Grafton|31059
68366|Greenwood|31025
68367|Gresham|31185
68368|Hallam|31109
68370|Hebron|31169
68371|Henderson|31185
68372|Hickman|31109
68375|Hubbell|31169
68376|Humboldt|31147
68377|Jansen|31095
68378|Johnson|31127
68379|Julian|31127
68380|Lewiston|31133
68381|Liberty|31067
68382|Lorton|31131
68401|Mc Cool Junction|31185
68402|Malcolm|31109
68403|Manley|31025
68404|Martell|31109
68405|Milford|31159
68406|Milligan|31059
68407|Murdock|31025
68409|Murray|31025
68410|Nebraska City|31131
68413|Nehawka|31025
68414|Nemaha|31127
68415|Odell|31067
68416|Ohiowa|31059
68417|Otoe|31131
68418|Palmyra|31131
68419|Panama|31109
68420|Pawnee City|31133
68421|Peru|31127
68422|Pickrell|31067
68423|Pleasant Dale|31159
68424|Plymouth|31095
68428|Raymond|31109
68429|Reynolds|31095
68430|Roca|31109
68431|Rulo|31147
68433|Salem|31147
68434|Seward|31159
68436|Shickley|31059
68437|Shubert|31147
68438|Sprague|31109
68439|Staplehurst|31159
68440|Steele City|31095
68441|Steinauer|31133
68442|Stella|31147
68443|Sterling|31097
68444|Strang|31059
68445|Swanton|31151
68446|Syracuse|31131
68447|Table Rock|31133
68448|Talmage|31131
68450|Tecumseh|31097
68452|Ong|31035
68453|Tobias|31151
68454|Unadilla|31131
68455|Union|31025
68456|Utica|31159
68457|Verdon|31147
68458|Virginia|31067
68460|Waco|31185
68461|Walton|31109
68462|Waverly|31109
68463|Weeping Water|31025
68464|Western|31151
68465|Wilber|31151
68466|Wymore|31067
68467|York|31185
68501|Lincoln|31109
68502|Lincoln|31109
68503|Lincoln|31109
68504|Lincoln|31109
68505|Lincoln|31109
68506|Lincoln|31109
68507|Lincoln|31109
68508|Lincoln|31109
68509|Lincoln|31109
68510|Lincoln|31109
68512|Lincoln|31109
68514|Lincoln|31109
68516|Lincoln|31109
68517|Lincoln|31109
68520|Lincoln|31109
68521|Lincoln|31109
68522|Lincoln|31109
68523|Lincoln|31109
68524|Lincoln|31109
68526|Lincoln|31109
68527|Lincoln|31109
68528|Lincoln|31109
68529|Lincoln|31109
68531|Lincoln|31109
68532|Lincoln|31109
68542|Lincoln|31109
68544|Lincoln|31109
68583|Lincoln|31109
68588|Lincoln|31109
68601|Columbus|31141
68602|Columbus|31141
68620|Albion|31011
68621|Ames|31053
68622|Bartlett|31183
68623|Belgrade|31125
68624|Bellwood|31023
68626|Brainard|31023
68627|Cedar Rapids|31011
68628|Clarks|31121
68629|Clarkson|31037
68631|Creston|31141
68632|David City|31023
68633|Dodge|31053
68634|Duncan|31141
68635|Dwight|31023
68636|Elgin|31003
68637|Ericson|31183
68638|Fullerton|31125
68640|Genoa|31125
68641|Howells|31037
68642|Humphrey|31141
68643|Leigh|31037
68644|Lindsay|31141
68647|Monroe|31141
68648|Morse Bluff|31155
68649|North Bend|31053
68651|Osceola|31143
68652|Petersburg|31011
68653|Platte Center|31141
68654|Polk|31143
68655|Primrose|31011
68658|Rising City|31023
68659|Rogers|31037
68660|Saint Edward|31011
68661|Schuyler|31037
68662|Shelby|31143
68663|Silver Creek|31121
68664|Snyder|31053
68665|Spalding|31077
68666|Stromsburg|31143
68667|Surprise|31023
68669|Ulysses|31023
68701|Norfolk|31119
68702|Norfolk|31119
68710|Allen|31051
68711|Amelia|31089
68713|Atkinson|31089
68714|Bassett|31149
68715|Battle Creek|31119
68716|Beemer|31039
68717|Belden|31027
68718|Bloomfield|31107
68719|Bristow|31015
68720|Brunswick|31003
68722|Butte|31015
68723|Carroll|31179
68724|Center|31107
68725|Chambers|31089
68726|Clearwater|31003
68727|Coleridge|31027
68728|Concord|31051
68729|Creighton|31107
68730|Crofton|31107
68731|Dakota City|31043
68732|Dixon|31051
68733|Emerson|31043
68734|Emmet|31089
68735|Ewing|31089
68736|Fordyce|31027
68738|Hadar|31139
68739|Hartington|31027
68740|Hoskins|31179
68741|Hubbard|31043
68742|Inman|31089
68743|Jackson|31043
68745|Laurel|31027
68746|Lynch|31015
68747|Mclean|31139
68748|Madison|31119
68749|Magnet|31027
68751|Maskell|31051
68752|Meadow Grove|31119
68753|Mills|31103
68755|Naper|31015
68756|Neligh|31003
68757|Newcastle|31051
68758|Newman Grove|31119
68759|Newport|31149
68760|Niobrara|31107
68761|Oakdale|31003
68763|Oneill|31089
68764|Orchard|31003
68765|Osmond|31139
68766|Page|31089
68767|Pierce|31139
68768|Pilger|31167
68769|Plainview|31139
68770|Ponca|31051
68771|Randolph|31027
68773|Royal|31003
68774|Saint Helena|31027
68776|South Sioux City|31043
68777|Spencer|31015
68778|Springview|31103
68779|Stanton|31167
68780|Stuart|31089
68781|Tilden|31119
68783|Verdigre|31107
68784|Wakefield|31051
68785|Waterbury|31051
68786|Wausa|31107
68787|Wayne|31179
68788|West Point|31039
68789|Winnetoon|31107
68790|Winside|31179
68791|Wisner|31039
68792|Wynot|31027
68801|Grand Island|31079
68802|Grand Island|31079
68803|Grand Island|31079
68810|Alda|31079
68812|Amherst|31019
68813|Anselmo|31041
68814|Ansley|31041
68815|Arcadia|31175
68816|Archer|31121
68817|Ashton|31163
68818|Aurora|31081
68820|Boelus|31093
68821|Brewster|31009
68822|Broken Bow|31041
68823|Burwell|31071
68824|Cairo|31079
68825|Callaway|31041
68826|Central City|31121
68827|Chapman|31121
68828|Comstock|31041
68831|Dannebrog|31093
68832|Doniphan|31079
68833|Dunning|31009
68834|Eddyville|31047
68835|Elba|31093
68836|Elm Creek|31019
68837|Elyria|31175
68838|Farwell|31093
68840|Gibbon|31019
68841|Giltner|31081
68842|Greeley|31077
68843|Hampton|31081
68844|Hazard|31163
68845|Kearney|31019
68846|Hordville|31081
68847|Kearney|31019
68848|Kearney|31019
68849|Kearney|31019
68850|Lexington|31047
68852|Litchfield|31163
68853|Loup City|31163
68854|Marquette|31081
68855|Mason City|31041
68856|Merna|31041
68858|Miller|31019
68859|North Loup|31175
68860|Oconto|31041
68861|Odessa|31019
68862|Ord|31175
68863|Overton|31047
68864|Palmer|31121
68865|Phillips|31081
68866|Pleasanton|31019
68869|Ravenna|31019
68870|Riverdale|31019
68871|Rockville|31163
68872|Saint Libory|31093
68873|Saint Paul|31093
68874|Sargent|31041
68875|Scotia|31077
68876|Shelton|31019
68878|Sumner|31047
68879|Taylor|31115
68881|Westerville|31041
68882|Wolbach|31077
68883|Wood River|31079
68901|Hastings|31001
68902|Hastings|31001
68920|Alma|31083
68922|Arapahoe|31065
68923|Atlanta|31137
68924|Axtell|31099
68925|Ayr|31001
68926|Beaver City|31065
68927|Bertrand|31137
68928|Bladen|31181
68929|Bloomington|31061
68930|Blue Hill|31181
68932|Campbell|31061
68933|Clay Center|31035
68934|Deweese|31035
68935|Edgar|31035
68936|Edison|31065
68937|Elwood|31073
68938|Fairfield|31035
68939|Franklin|31061
68940|Funk|31137
68941|Glenvil|31035
68942|Guide Rock|31181
68943|Hardy|31129
68944|Harvard|31035
68945|Heartwell|31099
68946|Hendley|31065
68947|Hildreth|31061
68948|Holbrook|31065
68949|Holdrege|31137
68950|Holstein|31001
68952|Inavale|31181
68954|Inland|31035
68955|Juniata|31001
68956|Kenesaw|31001
68957|Lawrence|31129
68958|Loomis|31137
68959|Minden|31099
68960|Naponee|31061
68961|Nelson|31129
68964|Oak|31129
68966|Orleans|31083
68967|Oxford|31065
68969|Ragan|31083
68970|Red Cloud|31181
68971|Republican City|31083
68972|Riverton|31061
68973|Roseland|31001
68974|Ruskin|31129
68975|Saronville|31035
68976|Smithfield|31073
68977|Stamford|31083
68978|Superior|31129
68979|Sutton|31035
68980|Trumbull|31035
68981|Upland|31061
68982|Wilcox|31099
69001|Mc Cook|31145
69020|Bartley|31145
69021|Benkelman|31057
69022|Cambridge|31065
69023|Champion|31029
69024|Culbertson|31087
69025|Curtis|31063
69026|Danbury|31145
69027|Enders|31029
69028|Eustis|31063
69029|Farnam|31047
69030|Haigler|31057
69032|Hayes Center|31085
69033|Imperial|31029
69034|Indianola|31145
69036|Lebanon|31145
69037|Max|31057
69038|Maywood|31063
69039|Moorefield|31063
69040|Palisade|31087
69041|Parks|31057
69042|Stockville|31063
69043|Stratton|31087
69044|Trenton|31087
69045|Wauneta|31029
69046|Wilsonville|31065
69101|North Platte|31111
69103|North Platte|31111
69120|Arnold|31041
69121|Arthur|31005
69122|Big Springs|31049
69123|Brady|31111
69125|Broadwater|31123
69127|Brule|31101
69128|Bushnell|31105
69129|Chappell|31049
69130|Cozad|31047
69131|Dalton|31033
69132|Dickens|31111
69133|Dix|31105
69134|Elsie|31135
69135|Elsmere|31031
69138|Gothenburg|31047
69140|Grant|31135
69141|Gurley|31033
69142|Halsey|31171
69143|Hershey|31111
69144|Keystone|31101
69145|Kimball|31105
69146|Lemoyne|31101
69147|Lewellen|31069
69148|Lisco|31069
69149|Lodgepole|31033
69150|Madrid|31135
69151|Maxwell|31111
69152|Mullen|31091
69153|Ogallala|31101
69154|Oshkosh|31069
69155|Paxton|31101
69156|Potter|31033
69157|Purdum|31009
69160|Sidney|31033
69161|Seneca|31171
69162|Sidney|31033
69163|Stapleton|31113
69165|Sutherland|31111
69166|Thedford|31171
69167|Tryon|31117
69168|Venango|31135
69169|Wallace|31111
69170|Wellfleet|31111
69171|Willow Island|31047
69201|Valentine|31031
69210|Ainsworth|31017
69211|Cody|31031
69212|Crookston|31031
69214|Johnstown|31017
69216|Kilgore|31031
69217|Long Pine|31017
69218|Merriman|31031
69219|Nenzel|31031
69220|Sparks|31031
69221|Wood Lake|31031
69301|Alliance|31013
69331|Angora|31123
69333|Ashby|31075
69334|Bayard|31123
69335|Bingham|31161
69336|Bridgeport|31123
69337|Chadron|31045
69339|Crawford|31045
69340|Ellsworth|31161
69341|Gering|31157
69343|Gordon|31161
69345|Harrisburg|31007
69346|Harrison|31165
69347|Hay Springs|31161
69348|Hemingford|31013
69350|Hyannis|31075
69351|Lakeside|31161
69352|Lyman|31157
69353|Mcgrew|31157
69354|Marsland|31045
69355|Melbeta|31157
69356|Minatare|31157
69357|Mitchell|31157
69358|Morrill|31157
69360|Rushville|31161
69361|Scottsbluff|31157
69363|Scottsbluff|31157
69365|Whiteclay|31161
69366|Whitman|31075
69367|Whitney|31045
70001|Metairie|22051
70002|Metairie|22051
70003|Metairie|22051
70004|Metairie|22051
70005|Metairie|22051
70006|Metairie|22051
70009|Metairie|22051
70010|Metairie|22051
70011|Metairie|22051
70030|Des Allemands|22089
70031|Ama|22089
70032|Arabi|22087
70033|Metairie|22051
70036|Barataria|22051
70037|Belle Chasse|22075
70038|Boothville|22075
70039|Boutte|22089
70040|Braithwaite|22075
70041|Buras|22075
70043|Chalmette|22087
70044|Chalmette|22087
70047|Destrehan|22089
70049|Edgard|22095
70050|Empire|22075
70051|Garyville|22095
70052|Gramercy|22093
70053|Gretna|22051
70054|Gretna|22051
70055|Metairie|22051
70056|Gretna|22051
70057|Hahnville|22089
70058|Harvey|22051
70059|Harvey|22051
70060|Metairie|22051
70062|Kenner|22051
70063|Kenner|22051
70064|Kenner|22051
70065|Kenner|22051
70067|Lafitte|22051
70068|La Place|22095
70069|La Place|22095
70070|Luling|22089
70071|Lutcher|22093
70072|Marrero|22051
70073|Marrero|22051
70075|Meraux|22087
70076|Mount Airy|22095
70078|New Sarpy|22089
70079|Norco|22089
70080|Paradis|22089
70081|Pilottown|22075
70082|Pointe A La Hache|22075
70083|Port Sulphur|22075
70084|Reserve|22095
70085|Saint Bernard|22087
70086|Saint James|22093
70087|Saint Rose|22089
70090|Vacherie|22093
70091|Venice|22075
70092|Violet|22087
70093|Belle Chasse|22075
70094|Westwego|22051
70096|Westwego|22051
70097|Kenner|22051
70112|New Orleans|22071
70113|New Orleans|22071
70114|New Orleans|22071
70115|New Orleans|22071
70116|New Orleans|22071
70117|New Orleans|22071
70118|New Orleans|22071
70119|New Orleans|22071
70121|New Orleans|22051
70122|New Orleans|22071
70123|New Orleans|22051
70124|New Orleans|22071
70125|New Orleans|22071
70126|New Orleans|22071
70127|New Orleans|22071
70128|New Orleans|22071
70129|New Orleans|22071
70130|New Orleans|22071
70131|New Orleans|22071
70139|New Orleans|22071
70141|New Orleans|22071
70142|New Orleans|22071
70143|New Orleans|22071
70145|New Orleans|22071
70146|New Orleans|22071
70148|New Orleans|22071
70150|New Orleans|22071
70151|New Orleans|22071
70152|New Orleans|22071
70153|New Orleans|22071
70154|New Orleans|22071
70156|New Orleans|22071
70157|New Orleans|22071
70158|New Orleans|22071
70159|New Orleans|22071
70160|New Orleans|22071
70161|New Orleans|22071
70162|New Orleans|22071
70163|New Orleans|22071
70164|New Orleans|22071
70165|New Orleans|22071
70166|New Orleans|22071
70167|New Orleans|22071
70170|New Orleans|22071
70172|New Orleans|22071
70174|New Orleans|22071
70175|New Orleans|22071
70176|New Orleans|22071
70177|New Orleans|22071
70178|New Orleans|22071
70179|New Orleans|22071
70181|New Orleans|22071
70182|New Orleans|22071
70183|New Orleans|22071
70184|New Orleans|22071
70185|New Orleans|22071
70186|New Orleans|22071
70187|New Orleans|22071
70189|New Orleans|22071
70190|New Orleans|22071
70195|New Orleans|22071
70301|Thibodaux|22057
70302|Thibodaux|22057
70310|Thibodaux|22057
70339|Pierre Part|22007
70340|Amelia|22101
70341|Belle Rose|22007
70342|Berwick|22101
70343|Bourg|22109
70344|Chauvin|22109
70345|Cut Off|22057
70346|Donaldsonville|22005
70352|Donner|22109
70353|Dulac|22109
70354|Galliano|22057
70355|Gheens|22057
70356|Gibson|22109
70357|Golden Meadow|22057
70358|Grand Isle|22051
70359|Gray|22109
70360|Houma|22109
70361|Houma|22109
70363|Houma|22109
70364|Houma|22109
70371|Kraemer|22057
70372|Labadieville|22007
70373|Larose|22057
70374|Lockport|22057
70375|Mathews|22057
70377|Montegut|22109
70380|Morgan City|22101
70381|Morgan City|22101
70390|Napoleonville|22007
70391|Paincourtville|22007
70392|Patterson|22101
70393|Plattenville|22007
70394|Raceland|22057
70395|Schriever|22109
70397|Theriot|22109
70401|Hammond|22105
70402|Hammond|22105
70403|Hammond|22105
70404|Hammond|22105
70420|Abita Springs|22103
70421|Akers|22105
70422|Amite|22105
70426|Angie|22117
70427|Bogalusa|22117
70429|Bogalusa|22117
70431|Bush|22103
70433|Covington|22103
70434|Covington|22103
70435|Covington|22103
70436|Fluker|22105
70437|Folsom|22103
70438|Franklinton|22117
70441|Greensburg|22091
70442|Husser|22105
70443|Independence|22105
70444|Kentwood|22105
70445|Lacombe|22103
70446|Loranger|22105
70447|Madisonville|22103
70448|Mandeville|22103
70449|Maurepas|22063
70450|Mount Hermon|22117
70451|Natalbany|22105
70452|Pearl River|22103
70453|Pine Grove|22091
70454|Ponchatoula|22105
70455|Robert|22105
70456|Roseland|22105
70457|Saint Benedict|22103
70458|Slidell|22103
70459|Slidell|22103
70460|Slidell|22103
70461|Slidell|22103
70462|Springfield|22063
70463|Sun|22103
70464|Talisheek|22103
70465|Tangipahoa|22105
70466|Tickfaw|22105
70467|Varnado|22117
70469|Slidell|22103
70470|Mandeville|22103
70471|Mandeville|22103
70501|Lafayette|22055
70502|Lafayette|22055
70503|Lafayette|22055
70504|Lafayette|22055
70505|Lafayette|22055
70506|Lafayette|22055
70507|Lafayette|22055
70508|Lafayette|22055
70509|Lafayette|22055
70510|Abbeville|22113
70511|Abbeville|22113
70512|Arnaudville|22097
70513|Avery Island|22045
70514|Baldwin|22101
70515|Basile|22039
70516|Branch|22001
70517|Breaux Bridge|22099
70518|Broussard|22055
70519|Cade|22099
70520|Carencro|22055
70521|Cecilia|22099
70522|Centerville|22101
70523|Charenton|22101
70524|Chataignier|22039
70525|Church Point|22001
70526|Crowley|22001
70527|Crowley|22001
70528|Delcambre|22113
70529|Duson|22055
70531|Egan|22001
70532|Elton|22053
70533|Erath|22113
70534|Estherwood|22001
70535|Eunice|22097
70537|Evangeline|22001
70538|Franklin|22101
70540|Garden City|22101
70541|Grand Coteau|22097
70542|Gueydan|22113
70543|Iota|22001
70544|Jeanerette|22045
70546|Jennings|22053
70548|Kaplan|22113
70549|Lake Arthur|22053
70550|Lawtell|22097
70551|Leonville|22097
70552|Loreauville|22045
70554|Mamou|22039
70555|Maurice|22113
70556|Mermentau|22001
70558|Milton|22055
70559|Morse|22001
70560|New Iberia|22045
70562|New Iberia|22045
70563|New Iberia|22045
70569|Lydia|22045
70570|Opelousas|22097
70571|Opelousas|22097
70575|Perry|22113
70576|Pine Prairie|22039
70577|Port Barre|22097
70578|Rayne|22001
70580|Reddell|22039
70581|Roanoke|22053
70582|Saint Martinville|22099
70583|Scott|22055
70584|Sunset|22097
70585|Turkey Creek|22039
70586|Ville Platte|22039
70589|Washington|22097
70591|Welsh|22053
70592|Youngsville|22055
70593|Lafayette|22055
70596|Lafayette|22055
70598|Lafayette|22055
70601|Lake Charles|22019
70602|Lake Charles|22019
70605|Lake Charles|22019
70606|Lake Charles|22019
70607|Lake Charles|22019
70609|Lake Charles|22019
70611|Lake Charles|22019
70612|Lake Charles|22019
70615|Lake Charles|22019
70616|Lake Charles|22019
70629|Lake Charles|22019
70630|Bell City|22019
70631|Cameron|22023
70632|Creole|22023
70633|Dequincy|22019
70634|Deridder|22011
70637|Dry Creek|22003
70638|Elizabeth|22003
70639|Evans|22115
70640|Fenton|22053
70643|Grand Chenier|22023
70644|Grant|22003
70645|Hackberry|22023
70646|Hayes|22019
70647|Iowa|22019
70648|Kinder|22003
70650|Lacassine|22053
70651|Leblanc|22003
70652|Longville|22011
70653|Merryville|22011
70654|Mittie|22003
70655|Oberlin|22003
70656|Pitkin|22115
70657|Ragley|22011
70658|Reeves|22003
70659|Rosepine|22115
70660|Singer|22011
70661|Starks|22019
70662|Sugartown|22011
70663|Sulphur|22019
70664|Sulphur|22019
70665|Sulphur|22019
70668|Vinton|22019
70669|Westlake|22019
70704|Baker|22033
70706|Denham Springs|22063
70707|Gonzales|22005
70710|Addis|22121
70711|Albany|22063
70712|Angola|22125
70714|Baker|22033
70715|Batchelor|22077
70718|Brittany|22005
70719|Brusly|22121
70721|Carville|22047
70722|Clinton|22037
70723|Convent|22093
70725|Darrow|22005
70726|Denham Springs|22063
70727|Denham Springs|22063
70728|Duplessis|22005
70729|Erwinville|22121
70730|Ethel|22037
70732|Fordoche|22077
70733|French Settlement|22063
70734|Geismar|22005
70736|Glynn|22077
70737|Gonzales|22005
70738|Burnside|22005
70739|Greenwell Springs|22033
70740|Grosse Tete|22047
70743|Hester|22093
70744|Holden|22063
70747|Innis|22077
70748|Jackson|22037
70749|Jarreau|22077
70750|Krotz Springs|22097
70752|Lakeland|22077
70753|Lettsworth|22077
70754|Livingston|22063
70755|Livonia|22077
70756|Lottie|22077
70757|Maringouin|22047
70759|Morganza|22077
70760|New Roads|22077
70761|Norwood|22037
70762|Oscar|22077
70763|Paulina|22093
70764|Plaquemine|22047
70765|Plaquemine|22047
70767|Port Allen|22121
70769|Prairieville|22005
70770|Pride|22033
70772|Rosedale|22047
70773|Rougon|22077
70774|Saint Amant|22005
70775|Saint Francisville|22125
70776|Saint Gabriel|22047
70777|Slaughter|22037
70778|Sorrento|22005
70780|Sunshine|22047
70782|Tunica|22125
70783|Ventress|22077
70784|Wakefield|22125
70785|Walker|22063
70786|Watson|22063
70787|Weyanoke|22125
70788|White Castle|22047
70789|Wilson|22037
70791|Zachary|22033
70792|Uncle Sam|22093
70801|Baton Rouge|22033
70802|Baton Rouge|22033
70803|Baton Rouge|22033
70804|Baton Rouge|22033
70805|Baton Rouge|22033
70806|Baton Rouge|22033
70807|Baton Rouge|22033
70808|Baton Rouge|22033
70809|Baton Rouge|22033
70810|Baton Rouge|22033
70811|Baton Rouge|22033
70812|Baton Rouge|22033
70813|Baton Rouge|22033
70814|Baton Rouge|22033
70815|Baton Rouge|22033
70816|Baton Rouge|22033
70817|Baton Rouge|22033
70818|Baton Rouge|22033
70819|Baton Rouge|22033
70820|Baton Rouge|22033
70821|Baton Rouge|22033
70822|Baton Rouge|22033
70823|Baton Rouge|22033
70825|Baton Rouge|22033
70826|Baton Rouge|22033
70827|Baton Rouge|22033
70831|Baton Rouge|22033
70833|Baton Rouge|22033
70835|Baton Rouge|22033
70836|Baton Rouge|22033
70837|Baton Rouge|22033
70873|Baton Rouge|22033
70874|Baton Rouge|22033
70879|Baton Rouge|22033
70884|Baton Rouge|22033
70891|Baton Rouge|22033
70892|Baton Rouge|22033
70893|Baton Rouge|22033
70894|Baton Rouge|22033
70895|Baton Rouge|22033
70896|Baton Rouge|22033
70898|Baton Rouge|22033
71001|Arcadia|22013
71002|Ashland|22069
71003|Athens|22027
71004|Belcher|22017
71006|Benton|22015
71007|Bethany|22017
71008|Bienville|22013
71009|Blanchard|22017
71016|Castor|22013
71018|Cotton Valley|22119
71019|Coushatta|22081
71021|Cullen|22119
71023|Doyline|22119
71024|Dubberly|22119
71027|Frierson|22031
71028|Gibsland|22013
71029|Gilliam|22017
71030|Gloster|22031
71031|Goldonna|22069
71032|Grand Cane|22031
71033|Greenwood|22017
71034|Hall Summit|22081
71037|Haughton|22015
71038|Haynesville|22027
71039|Heflin|22119
71040|Homer|22027
71043|Hosston|22017
71044|Ida|22017
71045|Jamestown|22013
71046|Keatchie|22031
71047|Keithville|22017
71048|Lisbon|22027
71049|Logansport|22031
71050|Longstreet|22031
71051|Elm Grove|22015
71052|Mansfield|22031
71055|Minden|22119
71058|Minden|22119
71060|Mooringsport|22017
71061|Oil City|22017
71063|Pelican|22031
71064|Plain Dealing|22015
71065|Pleasant Hill|22085
71066|Powhatan|22069
71067|Princeton|22015
71068|Ringgold|22013
71069|Rodessa|22017
71070|Saline|22069
71071|Sarepta|22119
71072|Shongaloo|22119
71073|Sibley|22119
71075|Springhill|22119
71078|Stonewall|22031
71079|Summerfield|22027
71080|Taylor|22013
71082|Vivian|22017
71101|Shreveport|22017
71102|Shreveport|22017
71103|Shreveport|22017
71104|Shreveport|22017
71105|Shreveport|22017
71106|Shreveport|22017
71107|Shreveport|22017
71108|Shreveport|22017
71109|Shreveport|22017
71110|Barksdale AFB|22015
71111|Bossier City|22015
71112|Bossier City|22015
71113|Bossier City|22015
71115|Shreveport|22017
71118|Shreveport|22017
71119|Shreveport|22017
71120|Shreveport|22017
71129|Shreveport|22017
71130|Shreveport|22017
71133|Shreveport|22017
71134|Shreveport|22017
71135|Shreveport|22017
71136|Shreveport|22017
71137|Shreveport|22017
71138|Shreveport|22017
71148|Shreveport|22017
71149|Shreveport|22017
71150|Shreveport|22017
71151|Shreveport|22017
71152|Shreveport|22017
71153|Shreveport|22017
71154|Shreveport|22017
71156|Shreveport|22017
71161|Shreveport|22017
71162|Shreveport|22017
71163|Shreveport|22017
71164|Shreveport|22017
71165|Shreveport|22017
71166|Shreveport|22017
71171|Bossier City|22015
71172|Bossier City|22015
71201|Monroe|22073
71202|Monroe|22073
71203|Monroe|22073
71207|Monroe|22073
71209|Monroe|22073
71210|Monroe|22073
71211|Monroe|22073
71212|Monroe|22073
71213|Monroe|22073
71217|Monroe|22073
71218|Archibald|22083
71219|Baskin|22041
71220|Bastrop|22067
71221|Bastrop|22067
71222|Bernice|22111
71223|Bonita|22067
71225|Calhoun|22073
71226|Chatham|22049
71227|Choudrant|22061
71229|Collinston|22067
71230|Crowville|22041
71232|Delhi|22083
71233|Delta|22065
71234|Downsville|22111
71235|Dubach|22061
71237|Epps|22123
71238|Eros|22073
71240|Fairbanks|22073
71241|Farmerville|22111
71242|Forest|22123
71243|Fort Necessity|22041
71245|Grambling|22061
71247|Hodge|22049
71249|Jigger|22041
71250|Jones|22067
71251|Jonesboro|22049
71253|Kilbourne|22123
71254|Lake Providence|22035
71256|Lillie|22111
71259|Mangham|22083
71260|Marion|22111
71261|Mer Rouge|22067
71263|Oak Grove|22123
71264|Oak Ridge|22083
71266|Pioneer|22123
71268|Quitman|22049
71269|Rayville|22083
71270|Ruston|22061
71272|Ruston|22061
71273|Ruston|22061
71275|Simsboro|22061
71276|Sondheimer|22035
71277|Spearsville|22111
71279|Start|22083
71280|Sterlington|22073
71281|Swartz|22073
71282|Tallulah|22065
71284|Tallulah|22065
71286|Transylvania|22035
71291|West Monroe|22073
71292|West Monroe|22073
71294|West Monroe|22073
71295|Winnsboro|22041
71301|Alexandria|22079
71302|Alexandria|22079
71303|Alexandria|22079
71306|Alexandria|22079
71307|Alexandria|22079
71309|Alexandria|22079
71315|Alexandria|22079
71316|Acme|22029
71320|Bordelonville|22009
71322|Bunkie|22009
71323|Center Point|22009
71324|Chase|22041
71325|Cheneyville|22079
71326|Clayton|22029
71327|Cottonport|22009
71328|Deville|22079
71329|Dupont|22009
71330|Echo|22079
71331|Effie|22009
71333|Evergreen|22009
71334|Ferriday|22029
71336|Gilbert|22041
71339|Hamburg|22009
71340|Harrisonburg|22025
71341|Hessmer|22009
71342|Jena|22059
71343|Jonesville|22025
71345|Lebeau|22097
71346|Lecompte|22079
71348|Libuse|22079
71350|Mansura|22009
71351|Marksville|22009
71353|Melville|22097
71354|Monterey|22029
71355|Moreauville|22009
71356|Morrow|22097
71357|Newellton|22107
71358|Palmetto|22097
71359|Pineville|22079
71360|Pineville|22079
71361|Pineville|22079
71362|Plaucheville|22009
71363|Rhinehart|22025
71365|Ruby|22079
71366|Saint Joseph|22107
71367|Saint Landry|22039
71368|Sicily Island|22025
71369|Simmesport|22009
71371|Trout|22059
71373|Vidalia|22029
71375|Waterproof|22107
71377|Wildsville|22029
71378|Wisner|22041
71401|Aimwell|22025
71403|Anacoco|22115
71404|Atlanta|22127
71405|Ball|22079
71406|Belmont|22085
71407|Bentley|22043
71409|Boyce|22079
71410|Calvin|22127
71411|Campti|22069
71414|Clarence|22069
71415|Clarks|22021
71416|Cloutierville|22069
71417|Colfax|22043
71418|Columbia|22021
71419|Converse|22085
71422|Dodson|22127
71423|Dry Prong|22043
71424|Elmer|22079
71425|Enterprise|22025
71426|Fisher|22085
71427|Flatwoods|22079
71428|Flora|22069
71429|Florien|22085
71430|Forest Hill|22079
71431|Gardner|22079
71432|Georgetown|22043
71433|Glenmora|22079
71434|Gorum|22069
71435|Grayson|22021
71438|Hineston|22079
71439|Hornbeck|22115
71440|Joyce|22127
71441|Kelly|22021
71443|Kurthwood|22115
71446|Leesville|22115
71447|Lena|22079
71448|Longleaf|22079
71449|Many|22085
71450|Marthaville|22069
71452|Melrose|22069
71454|Montgomery|22043
71455|Mora|22079
71456|Natchez|22069
71457|Natchitoches|22069
71458|Natchitoches|22069
71459|Fort Polk|22115
71460|Negreet|22085
71461|New Llano|22115
71462|Noble|22085
71463|Oakdale|22003
71465|Olla|22059
71466|Otis|22079
71467|Pollock|22043
71468|Provencal|22069
71469|Robeline|22069
71471|Saint Maurice|22127
71472|Sieper|22079
71473|Sikes|22127
71474|Simpson|22115
71475|Slagle|22115
71477|Tioga|22079
71479|Tullos|22059
71480|Urania|22059
71483|Winnfield|22127
71485|Woodworth|22079
71486|Zwolle|22085
71496|Leesville|22115
71497|Natchitoches|22069
71601|Pine Bluff|05069
71602|White Hall|05069
71603|Pine Bluff|05069
71611|Pine Bluff|05069
71612|White Hall|05069
71613|Pine Bluff|05069
71630|Arkansas City|05041
71631|Banks|05011
71635|Crossett|05003
71638|Dermott|05017
71639|Dumas|05041
71640|Eudora|05017
71642|Fountain Hill|05003
71643|Gould|05079
71644|Grady|05079
71646|Hamburg|05003
71647|Hermitage|05011
71651|Jersey|05011
71652|Kingsland|05025
71653|Lake Village|05017
71654|Mc Gehee|05041
71655|Monticello|05043
71656|Monticello|05043
71657|Monticello|05043
71658|Montrose|05003
71659|Moscow|05069
71660|New Edinburg|05025
71661|Parkdale|05003
71662|Pickens|05041
71663|Portland|05003
71665|Rison|05025
71666|Rohwer|05041
71667|Star City|05079
71670|Tillar|05041
71671|Warren|05011
71674|Watson|05041
71675|Wilmar|05043
71676|Wilmot|05003
71677|Winchester|05043
71678|Yorktown|05079
71701|Camden|05103
71711|Camden|05013
71720|Bearden|05103
71721|Beirne|05019
71722|Bluff City|05099
71724|Calion|05139
71725|Carthage|05039
71726|Chidester|05103
71728|Curtis|05019
71730|El Dorado|05139
71731|El Dorado|05139
71740|Emerson|05027
71742|Fordyce|05039
71743|Gurdon|05019
71744|Hampton|05013
71745|Harrell|05013
71747|Huttig|05139
71748|Ivan|05039
71749|Junction City|05139
71750|Lawson|05139
71751|Louann|05103
71752|Mc Neil|05027
71753|Magnolia|05027
71754|Magnolia|05027
71758|Mount Holly|05139
71759|Norphlet|05139
71762|Smackover|05139
71763|Sparkman|05039
71764|Stephens|05103
71765|Strong|05139
71766|Thornton|05013
71770|Waldo|05027
71772|Whelen Springs|05019
71801|Hope|05057
71802|Hope|05057
71820|Alleene|05081
71822|Ashdown|05081
71823|Ben Lomond|05133
71825|Blevins|05057
71826|Bradley|05073
71827|Buckner|05073
71828|Cale|05099
71831|Columbus|05057
71832|De Queen|05133
71833|Dierks|05061
71834|Doddridge|05091
71835|Emmet|05099
71836|Foreman|05081
71837|Fouke|05091
71838|Fulton|05057
71839|Garland City|05091
71840|Genoa|05091
71841|Gillham|05133
71842|Horatio|05133
71845|Lewisville|05073
71846|Lockesburg|05133
71847|Mc Caskill|05057
71851|Mineral Springs|05061
71852|Nashville|05061
71853|Ogden|05081
71854|Texarkana|05091
71855|Ozan|05057
71857|Prescott|05099
71858|Rosston|05099
71859|Saratoga|05057
71860|Stamps|05073
71861|Taylor|05027
71862|Washington|05057
71864|Willisville|05099
71865|Wilton|05081
71866|Winthrop|05081
71901|Hot Springs National Park|05051
71902|Hot Springs National Park|05051
71903|Hot Springs National Park|05051
71909|Hot Springs Village|05051
71910|Hot Springs Village|05125
71913|Hot Springs National Park|05051
71914|Hot Springs National Park|05051
71920|Alpine|05019
71921|Amity|05019
71922|Antoine|05109
71923|Arkadelphia|05019
71929|Bismarck|05059
71932|Board Camp|05113
71933|Bonnerdale|05051
71935|Caddo Gap|05097
71937|Cove|05113
71940|Delight|05109
71941|Donaldson|05059
71942|Friendship|05059
71943|Glenwood|05109
71944|Grannis|05113
71945|Hatfield|05113
71949|Jessieville|05051
71950|Kirby|05109
71952|Langley|05109
71953|Mena|05113
71956|Mountain Pine|05051
71957|Mount Ida|05097
71958|Murfreesboro|05109
71959|Newhope|05109
71960|Norman|05097
71961|Oden|05097
71962|Okolona|05019
71964|Pearcy|05051
71965|Pencil Bluff|05097
71966|Oden|05097
71968|Royal|05051
71969|Sims|05097
71970|Story|05097
71971|Umpire|05061
71972|Vandervoort|05113
71973|Wickes|05113
71998|Arkadelphia|05019
71999|Arkadelphia|05019
72001|Adona|05105
72002|Alexander|05125
72003|Almyra|05001
72004|Altheimer|05069
72005|Amagon|05067
72006|Augusta|05147
72007|Austin|05085
72010|Bald Knob|05145
72011|Bauxite|05125
72012|Beebe|05145
72013|Bee Branch|05141
72014|Beedeville|05067
72015|Benton|05125
72016|Bigelow|05105
72017|Biscoe|05117
72018|Benton|05125
72019|Benton|05125
72020|Bradford|05145
72021|Brinkley|05095
72022|Bryant|05125
72023|Cabot|05085
72024|Carlisle|05085
72025|Casa|05105
72026|Casscoe|05001
72027|Center Ridge|05029
72028|Choctaw|05141
72029|Clarendon|05095
72030|Cleveland|05029
72031|Clinton|05141
72032|Conway|05045
72033|Conway|05045
72034|Conway|05045
72035|Conway|05045
72036|Cotton Plant|05147
72037|Coy|05085
72038|Crocketts Bluff|05001
72039|Damascus|05045
72040|Des Arc|05117
72041|De Valls Bluff|05117
72042|De Witt|05001
72043|Diaz|05067
72044|Edgemont|05023
72045|El Paso|05145
72046|England|05085
72047|Enola|05045
72048|Ethel|05001
72051|Fox|05137
72052|Garner|05145
72053|College Station|05119
72055|Gillett|05001
72057|Grapevine|05053
72058|Greenbrier|05045
72059|Gregory|05147
72060|Griffithville|05145
72061|Guy|05045
72063|Hattieville|05029
72064|Hazen|05117
72065|Hensley|05125
72066|Hickory Plains|05117
72067|Higden|05023
72068|Higginson|05145
72069|Holly Grove|05095
72070|Houston|05105
72072|Humnoke|05085
72073|Humphrey|05001
72074|Hunter|05147
72075|Jacksonport|05067
72076|Jacksonville|05119
72078|Jacksonville|05119
72079|Jefferson|05069
72080|Jerusalem|05029
72081|Judsonia|05145
72082|Kensett|05145
72083|Keo|05085
72084|Leola|05053
72085|Letona|05145
72086|Lonoke|05085
72087|Lonsdale|05125
72088|Fairfield Bay|05141
72089|Bryant|05125
72099|Little Rock Air Force Base|05119
72101|Mc Crory|05147
72102|Mc Rae|05145
72103|Mabelvale|05125
72104|Malvern|05059
72106|Mayflower|05045
72107|Menifee|05029
72108|Monroe|05095
72110|Morrilton|05029
72111|Mount Vernon|05045
72112|Newport|05067
72113|Maumelle|05119
72114|North Little Rock|05119
72115|North Little Rock|05119
72116|North Little Rock|05119
72117|North Little Rock|05119
72118|North Little Rock|05119
72119|North Little Rock|05119
72120|Sherwood|05119
72121|Pangburn|05145
72122|Paron|05125
72123|Patterson|05147
72124|North Little Rock|05119
72125|Perry|05105
72126|Perryville|05105
72127|Plumerville|05029
72128|Poyen|05053
72129|Prattsville|05053
72130|Prim|05023
72131|Quitman|05023
72132|Redfield|05069
72133|Reydell|05069
72134|Roe|05095
72135|Roland|05119
72136|Romance|05145
72137|Rose Bud|05145
72139|Russell|05145
72140|Saint Charles|05001
72141|Scotland|05141
72142|Scott|05085
72143|Searcy|05145
72145|Searcy|05145
72149|Searcy|05145
72150|Sheridan|05053
72152|Sherrill|05069
72153|Shirley|05141
72156|Solgohachia|05029
72157|Springfield|05029
72158|Benton|05125
72160|Stuttgart|05001
72164|Sweet Home|05119
72165|Thida|05063
72166|Tichnor|05001
72167|Traskwood|05125
72168|Tucker|05069
72169|Tupelo|05067
72170|Ulm|05117
72173|Vilonia|05045
72175|Wabbaseka|05069
72176|Ward|05085
72178|West Point|05145
72179|Wilburn|05023
72180|Woodson|05119
72181|Wooster|05045
72182|Wright|05069
72183|Wrightsville|05119
72190|North Little Rock|05119
72199|North Little Rock|05119
72201|Little Rock|05119
72202|Little Rock|05119
72203|Little Rock|05119
72204|Little Rock|05119
72205|Little Rock|05119
72206|Little Rock|05119
72207|Little Rock|05119
72209|Little Rock|05119
72210|Little Rock|05119
72211|Little Rock|05119
72212|Little Rock|05119
72214|Little Rock|05119
72215|Little Rock|05119
72216|Little Rock|05119
72217|Little Rock|05119
72219|Little Rock|05119
72221|Little Rock|05119
72222|Little Rock|05119
72223|Little Rock|05119
72225|Little Rock|05119
72227|Little Rock|05119
72231|Little Rock|05119
72255|Little Rock|05119
72260|Little Rock|05119
72295|Little Rock|05119
72301|West Memphis|05035
72303|West Memphis|05035
72310|Armorel|05093
72311|Aubrey|05077
72312|Barton|05107
72313|Bassett|05093
72315|Blytheville|05093
72316|Blytheville|05093
72319|Gosnell|05093
72320|Brickeys|05077
72321|Burdette|05093
72322|Caldwell|05123
72324|Cherry Valley|05037
72325|Clarkedale|05035
72326|Colt|05123
72327|Crawfordsville|05035
72328|Crumrod|05107
72329|Driver|05093
72330|Dyess|05093
72331|Earle|05035
72332|Edmondson|05035
72333|Elaine|05107
72335|Forrest City|05123
72336|Forrest City|05123
72338|Frenchmans Bayou|05093
72339|Gilmore|05035
72340|Goodwin|05123
72341|Haynes|05077
72342|Helena|05107
72346|Heth|05123
72347|Hickory Ridge|05037
72348|Hughes|05123
72350|Joiner|05093
72351|Keiser|05093
72352|La Grange|05077
72353|Lambrook|05107
72354|Lepanto|05111
72355|Lexa|05107
72358|Luxora|05093
72359|Madison|05123
72360|Marianna|05077
72364|Marion|05035
72365|Marked Tree|05111
72366|Marvell|05107
72367|Mellwood|05107
72368|Moro|05077
72369|Oneida|05107
72370|Osceola|05093
72372|Palestine|05123
72373|Parkin|05037
72374|Poplar Grove|05107
72376|Proctor|05035
72377|Rivervale|05111
72379|Snow Lake|05041
72383|Turner|05107
72384|Turrell|05035
72386|Tyronza|05111
72387|Vanndale|05037
72389|Wabash|05107
72390|West Helena|05107
72391|West Ridge|05093
72392|Wheatley|05123
72394|Widener|05123
72395|Wilson|05093
72396|Wynne|05037
72401|Jonesboro|05031
72402|Jonesboro|05031
72403|Jonesboro|05031
72404|Jonesboro|05031
72405|Jonesboro|05031
72410|Alicia|05075
72411|Bay|05031
72412|Beech Grove|05055
72413|Biggers|05121
72414|Black Oak|05031
72415|Black Rock|05075
72416|Bono|05031
72417|Brookland|05031
72419|Caraway|05031
72421|Cash|05031
72422|Corning|05021
72424|Datto|05021
72425|Delaplaine|05055
72426|Dell|05093
72427|Egypt|05031
72428|Etowah|05093
72429|Fisher|05111
72430|Greenway|05021
72431|Grubbs|05067
72432|Harrisburg|05111
72433|Hoxie|05075
72434|Imboden|05075
72435|Knobel|05021
72436|Lafe|05055
72437|Lake City|05031
72438|Leachville|05093
72440|Lynn|05075
72441|Mc Dougal|05021
72442|Manila|05093
72443|Marmaduke|05055
72444|Maynard|05121
72445|Minturn|05075
72447|Monette|05031
72449|O Kean|05121
72450|Paragould|05055
72451|Paragould|05055
72453|Peach Orchard|05021
72454|Piggott|05021
72455|Pocahontas|05121
72456|Pollard|05021
72457|Portia|05075
72458|Powhatan|05075
72459|Ravenden|05075
72460|Ravenden Springs|05121
72461|Rector|05021
72462|Reyno|05121
72464|Saint Francis|05021
72465|Sedgwick|05075
72466|Smithville|05075
72467|State University|05031
72469|Strawberry|05075
72470|Success|05021
72471|Swifton|05067
72472|Trumann|05111
72473|Tuckerman|05067
72474|Walcott|05055
72475|Waldenburg|05111
72476|Walnut Ridge|05075
72478|Warm Springs|05121
72479|Weiner|05111
72482|Williford|05135
72501|Batesville|05063
72503|Batesville|05063
72512|Horseshoe Bend|05065
72513|Ash Flat|05135
72515|Bexar|05049
72517|Brockwell|05065
72519|Calico Rock|05065
72520|Camp|05049
72521|Cave City|05135
72522|Charlotte|05063
72523|Concord|05023
72524|Cord|05063
72525|Cherokee Village|05049
72526|Cushman|05063
72527|Desha|05063
72528|Dolph|05065
72529|Cherokee Village|05135
72530|Drasco|05023
72531|Elizabeth|05049
72532|Evening Shade|05135
72533|Fifty Six|05137
72534|Floral|05063
72536|Franklin|05065
72537|Gamaliel|05005
72538|Gepp|05049
72539|Glencoe|05049
72540|Guion|05065
72542|Hardy|05135
72543|Heber Springs|05023
72544|Henderson|05005
72545|Heber Springs|05023
72546|Ida|05023
72550|Locust Grove|05063
72553|Magness|05063
72554|Mammoth Spring|05049
72555|Marcella|05137
72556|Melbourne|05065
72560|Mountain View|05137
72561|Mount Pleasant|05065
72562|Newark|05063
72564|Oil Trough|05063
72565|Oxford|05065
72566|Pineville|05065
72567|Pleasant Grove|05137
72568|Pleasant Plains|05063
72569|Poughkeepsie|05135
72571|Rosie|05063
72572|Saffell|05075
72573|Sage|05065
72575|Salado|05063
72576|Salem|05049
72577|Sidney|05065
72578|Sturkie|05049
72579|Sulphur Rock|05063
72581|Tumbling Shoals|05023
72583|Viola|05049
72584|Violet Hill|05065
72585|Wideman|05065
72587|Wiseman|05065
72601|Harrison|05009
72602|Harrison|05009
72611|Alpena|05015
72613|Beaver|05015
72615|Bergman|05009
72616|Berryville|05015
72617|Big Flat|05005
72619|Bull Shoals|05089
72623|Clarkridge|05005
72624|Compton|05101
72626|Cotter|05005
72628|Deer|05101
72629|Dennard|05141
72630|Diamond City|05009
72631|Eureka Springs|05015
72632|Eureka Springs|05015
72633|Everton|05009
72634|Flippin|05089
72635|Gassville|05005
72636|Gilbert|05129
72638|Green Forest|05015
72639|Harriet|05129
72640|Hasty|05101
72641|Jasper|05101
72642|Lakeview|05005
72643|Lead Hill|29225
72644|Lead Hill|05009
72645|Leslie|05129
72648|Marble Falls|05101
72650|Marshall|05129
72651|Midway|05005
72653|Mountain Home|05005
72654|Mountain Home|05005
72655|Mount Judea|05101
72657|Timbo|05137
72658|Norfork|05005
72659|Norfork|05005
72660|Oak Grove|05015
72661|Oakland|05089
72662|Omaha|05009
72663|Onia|05137
72666|Parthenon|05101
72668|Peel|05089
72669|Pindall|05129
72670|Ponca|05101
72672|Pyatt|05089
72675|Saint Joe|05129
72677|Summit|05089
72679|Tilly|05115
72680|Timbo|05137
72682|Valley Springs|05089
72683|Vendor|05101
72685|Western Grove|05101
72686|Witts Springs|05129
72687|Yellville|05089
72701|Fayetteville|05143
72702|Fayetteville|05143
72703|Fayetteville|05143
72704|Fayetteville|05143
72711|Avoca|05007
72712|Bentonville|05007
72713|Bentonville|05007
72714|Bella Vista|05007
72715|Bella Vista|05007
72716|Bentonville|05007
72717|Canehill|05143
72718|Cave Springs|05007
72719|Centerton|05007
72721|Combs|05087
72722|Decatur|05007
72727|Elkins|05143
72728|Elm Springs|05007
72729|Evansville|05143
72730|Farmington|05143
72732|Garfield|05007
72733|Gateway|05007
72734|Gentry|05007
72735|Goshen|05143
72736|Gravette|05007
72737|Greenland|05143
72738|Hindsville|05087
72739|Hiwasse|05007
72740|Huntsville|05087
72741|Johnson|05143
72742|Kingston|05087
72744|Lincoln|05143
72745|Lowell|05007
72747|Maysville|05007
72749|Morrow|05143
72751|Pea Ridge|05007
72752|Pettigrew|05087
72753|Prairie Grove|05143
72756|Rogers|05007
72757|Rogers|05007
72758|Rogers|05007
72760|Saint Paul|05087
72761|Siloam Springs|05007
72762|Springdale|05143
72764|Springdale|05143
72765|Springdale|05143
72766|Springdale|05143
72768|Sulphur Springs|05007
72769|Summers|05143
72770|Tontitown|05143
72773|Wesley|05087
72774|West Fork|05143
72776|Witter|05087
72801|Russellville|05115
72802|Russellville|05115
72811|Russellville|05115
72812|Russellville|05115
72820|Alix|05047
72821|Altus|05047
72823|Atkins|05115
72824|Belleville|05149
72826|Blue Mountain|05083
72827|Bluffton|05149
72828|Briggsville|05149
72829|Centerville|05149
72830|Clarksville|05071
72832|Coal Hill|05071
72833|Danville|05149
72834|Dardanelle|05149
72835|Delaware|05083
72837|Dover|05115
72838|Gravelly|05149
72839|Hagarville|05071
72840|Hartman|05071
72841|Harvey|05127
72842|Havana|05149
72843|Hector|05115
72845|Knoxville|05071
72846|Lamar|05071
72847|London|05115
72851|New Blaine|05083
72852|Oark|05071
72853|Ola|05149
72854|Ozone|05071
72855|Paris|05083
72856|Pelsor|05101
72857|Plainview|05149
72858|Pottsville|05115
72860|Rover|05149
72863|Scranton|05083
72865|Subiaco|05083
72901|Fort Smith|05131
72902|Fort Smith|05131
72903|Fort Smith|05131
72904|Fort Smith|05131
72905|Fort Smith|05131
72906|Fort Smith|05131
72908|Fort Smith|05131
72913|Fort Smith|05131
72914|Fort Smith|05131
72916|Fort Smith|05131
72917|Fort Smith|05131
72918|Fort Smith|05131
72919|Fort Smith|05131
72921|Alma|05033
72923|Barling|05131
72926|Boles|05127
72927|Booneville|05083
72928|Branch|05047
72930|Cecil|05047
72932|Cedarville|05033
72933|Charleston|05047
72934|Chester|05033
72935|Dyer|05033
72936|Greenwood|05131
72937|Hackett|05131
72938|Hartford|05131
72940|Huntington|05131
72941|Lavaca|05131
72943|Magazine|05083
72944|Mansfield|05131
72945|Midland|05131
72946|Mountainburg|05033
72947|Mulberry|05033
72948|Natural Dam|05033
72949|Ozark|05047
72950|Parks|05127
72951|Ratcliff|05083
72952|Rudy|05033
72955|Uniontown|05033
72956|Van Buren|05033
72957|Van Buren|05033
72958|Waldron|05127
72959|Winslow|05143
73001|Albert|40015
73002|Alex|40051
73003|Edmond|40109
73004|Amber|40051
73005|Anadarko|40015
73006|Apache|40015
73007|Arcadia|40109
73008|Bethany|40109
73009|Binger|40015
73010|Blanchard|40087
73011|Bradley|40051
73012|Edmond|40109
73013|Edmond|40109
73014|Calumet|40017
73015|Carnegie|40015
73016|Cashion|40083
73017|Cement|40015
73018|Chickasha|40051
73019|Norman|40027
73020|Choctaw|40109
73021|Colony|40149
73022|Concho|40017
73023|Chickasha|40051
73024|Corn|40149
73025|Edmond|40109
73026|Norman|40027
73027|Coyle|40119
73028|Crescent|40083
73029|Cyril|40015
73030|Davis|40099
73031|Dibble|40087
73032|Dougherty|40099
73033|Eakly|40015
73034|Edmond|40109
73036|El Reno|40017
73038|Fort Cobb|40015
73039|Davis|40099
73040|Geary|40011
73041|Gotebo|40075
73042|Gracemont|40015
73043|Greenfield|40011
73044|Guthrie|40083
73045|Harrah|40109
73047|Hinton|40015
73048|Hydro|40015
73049|Jones|40109
73050|Langston|40083
73051|Lexington|40027
73052|Lindsay|40049
73053|Lookeba|40015
73054|Luther|40109
73055|Marlow|40137
73056|Marshall|40083
73057|Maysville|40049
73058|Meridian|40083
73059|Minco|40051
73061|Morrison|40103
73062|Mountain View|40075
73063|Mulhall|40083
73064|Mustang|40017
73065|Newcastle|40087
73066|Nicoma Park|40109
73067|Ninnekah|40051
73068|Noble|40027
73069|Norman|40027
73070|Norman|40027
73071|Norman|40027
73072|Norman|40027
73073|Orlando|40083
73074|Paoli|40049
73075|Pauls Valley|40049
73077|Perry|40103
73078|Piedmont|40017
73079|Pocasset|40051
73080|Purcell|40087
73082|Rush Springs|40051
73083|Edmond|40109
73084|Spencer|40109
73085|Yukon|40017
73086|Sulphur|40099
73089|Tuttle|40051
73090|Union City|40017
73092|Verden|40051
73093|Washington|40087
73095|Wayne|40087
73096|Weatherford|40039
73097|Wheatland|40109
73098|Wynnewood|40049
73099|Yukon|40017
73101|Oklahoma City|40109
73102|Oklahoma City|40109
73103|Oklahoma City|40109
73104|Oklahoma City|40109
73105|Oklahoma City|40109
73106|Oklahoma City|40109
73107|Oklahoma City|40109
73108|Oklahoma City|40109
73109|Oklahoma City|40109
73110|Oklahoma City|40109
73111|Oklahoma City|40109
73112|Oklahoma City|40109
73113|Oklahoma City|40109
73114|Oklahoma City|40109
73115|Oklahoma City|40109
73116|Oklahoma City|40109
73117|Oklahoma City|40109
73118|Oklahoma City|40109
73119|Oklahoma City|40109
73120|Oklahoma City|40109
73121|Oklahoma City|40109
73122|Oklahoma City|40109
73123|Oklahoma City|40109
73124|Oklahoma City|40109
73125|Oklahoma City|40109
73126|Oklahoma City|40109
73127|Oklahoma City|40109
73128|Oklahoma City|40017
73129|Oklahoma City|40109
73130|Oklahoma City|40109
73131|Oklahoma City|40109
73132|Oklahoma City|40109
73134|Oklahoma City|40109
73135|Oklahoma City|40109
73136|Oklahoma City|40109
73137|Oklahoma City|40109
73139|Oklahoma City|40109
73140|Oklahoma City|40109
73141|Oklahoma City|40109
73142|Oklahoma City|40109
73143|Oklahoma City|40109
73144|Oklahoma City|40109
73145|Oklahoma City|40109
73146|Oklahoma City|40109
73147|Oklahoma City|40109
73148|Oklahoma City|40109
73149|Oklahoma City|40109
73150|Oklahoma City|40109
73151|Oklahoma City|40109
73152|Oklahoma City|40109
73153|Oklahoma City|40109
73154|Oklahoma City|40109
73155|Oklahoma City|40109
73156|Oklahoma City|40109
73157|Oklahoma City|40109
73159|Oklahoma City|40109
73160|Oklahoma City|40027
73162|Oklahoma City|40109
73163|Oklahoma City|40109
73164|Oklahoma City|40109
73165|Oklahoma City|40027
73167|Oklahoma City|40109
73169|Oklahoma City|40109
73170|Oklahoma City|40027
73172|Oklahoma City|40109
73173|Oklahoma City|40027
73178|Oklahoma City|40109
73179|Oklahoma City|40109
73184|Oklahoma City|40109
73189|Oklahoma City|40109
73190|Oklahoma City|40109
73194|Oklahoma City|40109
73195|Oklahoma City|40109
73196|Oklahoma City|40109
73301|Austin|48453
73344|Austin|48453
73401|Ardmore|40019
73402|Ardmore|40019
73403|Ardmore|40019
73425|Countyline|40137
73430|Burneyville|40085
73432|Coleman|40069
73433|Elmore City|40049
73434|Foster|40049
73435|Fox|40019
73436|Gene Autry|40019
73437|Graham|40019
73438|Healdton|40019
73439|Kingston|40095
73440|Lebanon|40095
73441|Leon|40085
73442|Loco|40137
73443|Lone Grove|40019
73444|Hennepin|40049
73446|Madill|40095
73447|Mannsville|40069
73448|Marietta|40085
73449|Mead|40013
73450|Milburn|40069
73453|Overbrook|40085
73455|Ravia|40069
73456|Ringling|40067
73458|Springer|40019
73459|Thackerville|40085
73460|Tishomingo|40069
73461|Wapanucka|40069
73463|Wilson|40019
73481|Ratliff City|40019
73487|Tatums|40019
73488|Tussy|40019
73491|Velma|40137
73501|Lawton|40031
73502|Lawton|40031
73503|Fort Sill|40031
73505|Lawton|40031
73506|Lawton|40031
73507|Lawton|40031
73520|Addington|40067
73521|Altus|40065
73522|Altus|40065
73523|Altus AFB|40065
73526|Blair|40065
73527|Cache|40031
73528|Chattanooga|40141
73529|Comanche|40137
73530|Davidson|40141
73531|Devol|40033
73532|Duke|40065
73533|Duncan|40137
73534|Duncan|40137
73536|Duncan|40137
73537|Eldorado|40065
73538|Elgin|40031
73539|Elmer|40065
73540|Faxon|40031
73541|Fletcher|40031
73542|Frederick|40141
73543|Geronimo|40031
73544|Gould|40057
73546|Grandfield|40141
73547|Granite|40055
73548|Hastings|40067
73549|Headrick|40065
73550|Hollis|40057
73551|Hollister|40141
73552|Indiahoma|40031
73553|Loveland|40141
73554|Mangum|40055
73555|Manitou|40141
73556|Martha|40065
73557|Medicine Park|40031
73558|Meers|40031
73559|Mountain Park|40075
73560|Olustee|40065
73561|Oscar|40067
73562|Randlett|40033
73564|Roosevelt|40075
73565|Ryan|40067
73566|Snyder|40075
73567|Sterling|40031
73568|Temple|40033
73569|Terral|40067
73570|Tipton|40141
73571|Vinson|40057
73572|Walters|40033
73573|Waurika|40067
73601|Clinton|40039
73620|Arapaho|40039
73622|Bessie|40149
73624|Burns Flat|40149
73625|Butler|40039
73626|Canute|40149
73627|Carter|40009
73628|Cheyenne|40129
73632|Cordell|40149
73638|Crawford|40129
73639|Custer City|40039
73641|Dill City|40149
73642|Durham|40129
73644|Elk City|40009
73645|Erick|40009
73646|Fay|40043
73647|Foss|40149
73648|Elk City|40009
73650|Hammon|40129
73651|Hobart|40075
73654|Leedey|40043
73655|Lone Wolf|40075
73658|Oakwood|40043
73659|Putnam|40043
73660|Reydon|40129
73661|Rocky|40149
73662|Sayre|40009
73663|Seiling|40093
73664|Sentinel|40149
73666|Sweetwater|40129
73667|Taloga|40043
73668|Texola|40009
73669|Thomas|40039
73673|Willow|40055
73701|Enid|40047
73702|Enid|40047
73703|Enid|40047
73705|Enid|40047
73706|Enid|40047
73716|Aline|40003
73717|Alva|40151
73718|Ames|40093
73719|Amorita|40003
73720|Bison|40047
73722|Burlington|40003
73724|Canton|40011
73726|Carmen|40003
73727|Carrier|40047
73728|Cherokee|40003
73729|Cleo Springs|40093
73730|Covington|40047
73731|Dacoma|40151
73733|Douglas|40047
73734|Dover|40073
73735|Drummond|40047
73736|Fairmont|40047
73737|Fairview|40093
73738|Garber|40047
73739|Goltry|40003
73741|Helena|40003
73742|Hennessey|40073
73743|Hillsdale|40047
73744|Hitchcock|40011
73746|Hopeton|40151
73747|Isabella|40093
73749|Jet|40003
73750|Kingfisher|40073
73753|Kremlin|40047
73754|Lahoma|40047
73755|Longdale|40093
73756|Loyal|40073
73757|Lucien|40103
73758|Manchester|40053
73759|Medford|40053
73760|Meno|40093
73761|Nash|40053
73762|Okarche|40073
73763|Okeene|40093
73764|Omega|40073
73766|Pond Creek|40053
73768|Ringwood|40093
73770|Southard|40011
73771|Wakita|40053
73772|Watonga|40011
73773|Waukomis|40047
73801|Woodward|40153
73802|Woodward|40153
73832|Arnett|40045
73834|Buffalo|40059
73835|Camargo|40043
73838|Chester|40093
73840|Fargo|40045
73841|Fort Supply|40153
73842|Freedom|40151
73843|Gage|40045
73844|Gate|40007
73848|Laverne|40059
73851|May|40059
73852|Mooreland|40153
73853|Mutual|40153
73855|Rosston|40059
73857|Sharon|40153
73858|Shattuck|40045
73859|Vici|40153
73860|Waynoka|40151
73901|Adams|40139
73931|Balko|40007
73932|Beaver|40007
73933|Boise City|40025
73937|Felt|40025
73938|Forgan|40007
73939|Goodwell|40139
73942|Guymon|40139
73944|Hardesty|40139
73945|Hooker|40139
73946|Kenton|40025
73947|Keyes|40025
73949|Texhoma|40139
73950|Turpin|40007
73951|Tyrone|40139
73960|Texhoma|48421
74001|Avant|40113
74002|Barnsdall|40113
74003|Bartlesville|40113
74004|Bartlesville|40147
74005|Bartlesville|40147
74006|Bartlesville|40147
74008|Bixby|40143
74010|Bristow|40037
74011|Broken Arrow|40143
74012|Broken Arrow|40143
74013|Broken Arrow|40145
74014|Broken Arrow|40145
74015|Catoosa|40131
74016|Chelsea|40131
74017|Claremore|40131
74018|Claremore|40131
74019|Claremore|40131
74020|Cleveland|40117
74021|Collinsville|40143
74022|Copan|40147
74023|Cushing|40119
74026|Davenport|40081
74027|Delaware|40105
74028|Depew|40037
74029|Dewey|40147
74030|Drumright|40037
74031|Foyil|40131
74032|Glencoe|40119
74033|Glenpool|40143
74034|Hallett|40117
74035|Hominy|40113
74036|Inola|40131
74037|Jenks|40143
74038|Jennings|40117
74039|Kellyville|40037
74041|Kiefer|40037
74042|Lenapah|40105
74043|Leonard|40143
74044|Mannford|40037
74045|Maramec|40119
74046|Milfay|40037
74047|Mounds|40143
74048|Nowata|40105
74050|Oakhurst|40037
74051|Ochelata|40147
74052|Oilton|40037
74053|Oologah|40131
74054|Osage|40113
74055|Owasso|40143
74056|Pawhuska|40113
74058|Pawnee|40117
74059|Perkins|40119
74060|Prue|40113
74061|Ramona|40147
74062|Ripley|40119
74063|Sand Springs|40143
74066|Sapulpa|40037
74067|Sapulpa|40037
74068|Shamrock|40037
74070|Skiatook|40113
74071|Slick|40037
74072|S Coffeyville|40105
74073|Sperry|40143
74074|Stillwater|40119
74075|Stillwater|40119
74076|Stillwater|40119
74077|Stillwater|40119
74078|Stillwater|40119
74079|Stroud|40081
74080|Talala|40131
74081|Terlton|40117
74082|Vera|40147
74083|Wann|40105
74084|Wynona|40113
74085|Yale|40119
74101|Tulsa|40143
74102|Tulsa|40143
74103|Tulsa|40143
74104|Tulsa|40143
74105|Tulsa|40143
74106|Tulsa|40143
74107|Tulsa|40143
74108|Tulsa|40143
74110|Tulsa|40143
74112|Tulsa|40143
74114|Tulsa|40143
74115|Tulsa|40143
74116|Tulsa|40143
74117|Tulsa|40143
74119|Tulsa|40143
74120|Tulsa|40143
74121|Tulsa|40143
74126|Tulsa|40143
74127|Tulsa|40143
74128|Tulsa|40143
74129|Tulsa|40143
74130|Tulsa|40143
74131|Tulsa|40037
74132|Tulsa|40143
74133|Tulsa|40143
74134|Tulsa|40143
74135|Tulsa|40143
74136|Tulsa|40143
74137|Tulsa|40143
74141|Tulsa|40143
74145|Tulsa|40143
74146|Tulsa|40143
74147|Tulsa|40143
74148|Tulsa|40143
74149|Tulsa|40143
74150|Tulsa|40143
74152|Tulsa|40143
74153|Tulsa|40143
74155|Tulsa|40143
74156|Tulsa|40143
74157|Tulsa|40143
74158|Tulsa|40143
74159|Tulsa|40143
74169|Tulsa|40143
74170|Tulsa|40143
74171|Tulsa|40143
74172|Tulsa|40143
74182|Tulsa|40143
74186|Tulsa|40143
74187|Tulsa|40143
74192|Tulsa|40143
74193|Tulsa|40143
74301|Vinita|40035
74330|Adair|40097
74331|Afton|40041
74332|Big Cabin|40035
74333|Bluejacket|40035
74335|Cardin|40115
74337|Chouteau|40097
74338|Colcord|40041
74339|Commerce|40115
74340|Disney|40097
74342|Eucha|40041
74343|Fairland|40115
74344|Grove|40041
74345|Grove|40041
74346|Jay|40041
74347|Kansas|40041
74349|Ketchum|40035
74350|Langley|40097
74352|Locust Grove|40097
74354|Miami|40115
74355|Miami|40115
74358|North Miami|40115
74359|Oaks|40041
74360|Picher|40115
74361|Pryor|40097
74362|Pryor|40097
74363|Quapaw|40115
74364|Rose|40041
74365|Salina|40097
74366|Spavinaw|40097
74367|Strang|40097
74368|Twin Oaks|40041
74369|Welch|40035
74370|Wyandotte|40115
74401|Muskogee|40101
74402|Muskogee|40101
74403|Muskogee|40101
74421|Beggs|40111
74422|Boynton|40101
74423|Braggs|40101
74425|Canadian|40121
74426|Checotah|40091
74427|Cookson|40021
74428|Council Hill|40091
74429|Coweta|40145
74430|Crowder|40121
74431|Dewar|40111
74432|Eufaula|40091
74434|Fort Gibson|40101
74435|Gore|40135
74436|Haskell|40101
74437|Henryetta|40111
74438|Hitchita|40091
74439|Braggs|40101
74440|Hoyt|40061
74441|Hulbert|40021
74442|Indianola|40121
74444|Moodys|40021
74445|Morris|40111
74446|Okay|40145
74447|Okmulgee|40111
74450|Oktaha|40101
74451|Park Hill|40021
74452|Peggs|40021
74454|Porter|40145
74455|Porum|40101
74456|Preston|40111
74457|Proctor|40001
74458|Redbird|40145
74459|Rentiesville|40091
74460|Schulter|40111
74461|Stidham|40091
74462|Stigler|40061
74463|Taft|40101
74464|Tahlequah|40021
74465|Tahlequah|40021
74467|Wagoner|40145
74468|Wainwright|40101
74469|Warner|40101
74470|Webbers Falls|40101
74471|Welling|40021
74472|Whitefield|40061
74477|Wagoner|40145
74501|Mcalester|40121
74502|Mcalester|40121
74521|Albion|40127
74522|Alderson|40121
74523|Antlers|40127
74525|Atoka|40005
74528|Blanco|40121
74529|Blocker|40121
74530|Bromide|40069
74531|Calvin|40063
74533|Caney|40005
74534|Centrahoma|40029
74535|Clarita|40029
74536|Clayton|40127
74538|Coalgate|40029
74540|Daisy|40005
74543|Finley|40127
74545|Gowen|40077
74546|Haileyville|40121
74547|Hartshorne|40121
74549|Honobia|40127
74552|Kinta|40061
74553|Kiowa|40121
74554|Krebs|40121
74555|Lane|40005
74556|Lehigh|40029
74557|Moyers|40127
74558|Nashoba|40127
74559|Panola|40077
74560|Pittsburg|40121
74561|Quinton|40121
74562|Rattan|40127
74563|Red Oak|40077
74565|Savanna|40121
74567|Snow|40127
74569|Stringtown|40005
74570|Stuart|40063
74571|Talihina|40079
74572|Tupelo|40029
74574|Tuskahoma|40127
74576|Wardville|40005
74577|Whitesboro|40079
74578|Wilburton|40077
74601|Ponca City|40071
74602|Ponca City|40071
74604|Ponca City|40071
74630|Billings|40103
74631|Blackwell|40071
74632|Braman|40071
74633|Burbank|40113
74636|Deer Creek|40053
74637|Fairfax|40113
74640|Hunter|40047
74641|Kaw City|40071
74643|Lamont|40053
74644|Marland|40103
74646|Nardin|40071
74647|Newkirk|40071
74650|Ralston|40117
74651|Red Rock|40103
74652|Shidler|40113
74653|Tonkawa|40103
74701|Durant|40013
74702|Durant|40013
74720|Achille|40013
74721|Albany|40013
74722|Battiest|40089
74723|Bennington|40013
74724|Bethel|40089
74726|Bokchito|40013
74727|Boswell|40023
74728|Broken Bow|40089
74729|Caddo|40013
74730|Calera|40013
74731|Cartwright|40013
74733|Colbert|40013
74734|Eagletown|40089
74735|Fort Towson|40023
74736|Garvin|40089
74737|Golden|40089
74738|Grant|40023
74740|Haworth|40089
74741|Hendrix|40013
74743|Hugo|40023
74745|Idabel|40089
74747|Kemp|40013
74748|Kenefic|40013
74750|Millerton|40089
74752|Pickens|40089
74753|Platter|40013
74754|Ringold|40089
74755|Rufe|40089
74756|Sawyer|40023
74759|Soper|40023
74760|Spencerville|40023
74761|Swink|40023
74764|Valliant|40089
74766|Wright City|40089
74801|Shawnee|40125
74802|Shawnee|40125
74804|Shawnee|40125
74818|Seminole|40133
74820|Ada|40123
74821|Ada|40123
74824|Agra|40081
74825|Allen|40123
74826|Asher|40125
74827|Atwood|40063
74829|Boley|40107
74830|Bowlegs|40133
74831|Byars|40087
74832|Carney|40081
74833|Castle|40107
74834|Chandler|40081
74836|Connerville|40069
74837|Cromwell|40133
74839|Dustin|40063
74840|Earlsboro|40125
74842|Fittstown|40123
74843|Fitzhugh|40123
74844|Francis|40123
74845|Hanna|40091
74848|Holdenville|40063
74849|Konawa|40133
74850|Lamar|40063
74851|Mcloud|40125
74852|Macomb|40125
74854|Maud|40133
74855|Meeker|40081
74856|Mill Creek|40069
74857|Newalla|40027
74859|Okemah|40107
74860|Paden|40107
74864|Prague|40081
74865|Roff|40123
74866|Saint Louis|40125
74867|Sasakwa|40133
74868|Seminole|40133
74869|Sparks|40081
74871|Stonewall|40123
74872|Stratford|40049
74873|Tecumseh|40125
74875|Tryon|40081
74878|Wanette|40125
74880|Weleetka|40107
74881|Wellston|40081
74883|Wetumka|40063
74884|Wewoka|40133
74901|Arkoma|40079
74902|Pocola|40079
74930|Bokoshe|40079
74931|Bunch|40001
74932|Cameron|40079
74935|Fanshawe|40079
74936|Gans|40135
74937|Heavener|40079
74939|Hodgen|40079
74940|Howe|40079
74941|Keota|40061
74942|Leflore|40079
74943|Lequire|40061
74944|Mccurtain|40061
74945|Marble City|40135
74946|Moffett|40135
74947|Monroe|40079
74948|Muldrow|40135
74949|Muse|40079
74951|Panama|40079
74953|Poteau|40079
74954|Roland|40135
74955|Sallisaw|40135
74956|Shady Point|40079
74957|Smithville|40089
74959|Spiro|40079
74960|Stilwell|40001
74962|Vian|40135
74963|Watson|40089
74964|Watts|40001
74965|Westville|40001
74966|Wister|40079
75001|Addison|48113
75002|Allen|48085
75006|Carrollton|48113
75007|Carrollton|48121
75009|Celina|48085
75010|Carrollton|48121
75011|Carrollton|48113
75013|Allen|48085
75014|Irving|48113
75015|Irving|48113
75016|Irving|48113
75017|Irving|48113
75019|Coppell|48113
75020|Denison|48181
75021|Denison|48181
75022|Flower Mound|48121
75023|Plano|48085
75024|Plano|48085
75025|Plano|48085
75026|Plano|48085
75027|Flower Mound|48121
75028|Flower Mound|48121
75029|Lewisville|48121
75030|Rowlett|48113
75032|Rockwall|48397
75033|Frisco|48121
75034|Frisco|48121
75035|Frisco|48085
75036|Frisco|48121
75038|Irving|48113
75039|Irving|48113
75040|Garland|48113
75041|Garland|48113
75042|Garland|48113
75043|Garland|48113
75044|Garland|48113
75045|Garland|48113
75046|Garland|48113
75047|Garland|48113
75048|Sachse|48113
75049|Garland|48113
75050|Grand Prairie|48113
75051|Grand Prairie|48113
75052|Grand Prairie|48113
75053|Grand Prairie|48113
75054|Grand Prairie|48439
75056|The Colony|48121
75057|Lewisville|48121
75058|Gunter|48181
75059|Irving|48361
75060|Irving|48113
75061|Irving|48113
75062|Irving|48113
75063|Irving|48113
75064|Irving|48361
75065|Lake Dallas|48121
75067|Lewisville|48121
75068|Little Elm|48121
75069|Mckinney|48085
75070|Mckinney|48085
75071|Mckinney|48085
75072|Mckinney|48085
75074|Plano|48085
75075|Plano|48085
75076|Pottsboro|48181
75077|Lewisville|48121
75078|Prosper|48085
75080|Richardson|48113
75081|Richardson|48113
75082|Richardson|48085
75083|Richardson|48113
75085|Richardson|48113
75086|Plano|48085
75087|Rockwall|48397
75088|Rowlett|48113
75089|Rowlett|48113
75090|Sherman|48181
75091|Sherman|48181
75092|Sherman|48181
75093|Plano|48085
75094|Plano|48085
75097|Weston|48085
75098|Wylie|48085
75099|Coppell|48113
75101|Bardwell|48139
75102|Barry|48349
75103|Canton|48467
75104|Cedar Hill|48113
75105|Chatfield|48349
75106|Cedar Hill|48113
75109|Corsicana|48349
75110|Corsicana|48349
75114|Crandall|48257
75115|Desoto|48113
75116|Duncanville|48113
75117|Edgewood|48467
75118|Elmo|48257
75119|Ennis|48139
75120|Ennis|48139
75121|Copeville|48085
75123|Desoto|48113
75124|Eustace|48213
75125|Ferris|48139
75126|Forney|48257
75127|Fruitvale|48467
75132|Fate|48397
75134|Lancaster|48113
75135|Caddo Mills|48231
75137|Duncanville|48113
75138|Duncanville|48113
75140|Grand Saline|48467
75141|Hutchins|48113
75142|Kaufman|48257
75143|Kemp|48213
75144|Kerens|48349
75146|Lancaster|48113
75147|Mabank|48257
75148|Malakoff|48213
75149|Mesquite|48113
75150|Mesquite|48113
75151|Corsicana|48349
75152|Palmer|48139
75153|Powell|48349
75154|Red Oak|48139
75155|Rice|48349
75156|Mabank|48213
75157|Rosser|48257
75158|Scurry|48257
75159|Seagoville|48113
75160|Terrell|48257
75161|Terrell|48257
75163|Trinidad|48213
75164|Josephine|48085
75165|Waxahachie|48139
75166|Lavon|48085
75167|Waxahachie|48139
75168|Waxahachie|48139
75169|Wills Point|48467
75172|Wilmer|48113
75173|Nevada|48085
75180|Balch Springs|48113
75181|Mesquite|48113
75182|Sunnyvale|48113
75185|Mesquite|48113
75187|Mesquite|48113
75189|Royse City|48397
75201|Dallas|48113
75202|Dallas|48113
75203|Dallas|48113
75204|Dallas|48113
75205|Dallas|48113
75206|Dallas|48113
75207|Dallas|48113
75208|Dallas|48113
75209|Dallas|48113
75210|Dallas|48113
75211|Dallas|48113
75212|Dallas|48113
75214|Dallas|48113
75215|Dallas|48113
75216|Dallas|48113
75217|Dallas|48113
75218|Dallas|48113
75219|Dallas|48113
75220|Dallas|48113
75221|Dallas|48113
75222|Dallas|48113
75223|Dallas|48113
75224|Dallas|48113
75225|Dallas|48113
75226|Dallas|48113
75227|Dallas|48113
75228|Dallas|48113
75229|Dallas|48113
75230|Dallas|48113
75231|Dallas|48113
75232|Dallas|48113
75233|Dallas|48113
75234|Dallas|48113
75235|Dallas|48113
75236|Dallas|48113
75237|Dallas|48113
75238|Dallas|48113
75240|Dallas|48113
75241|Dallas|48113
75242|Dallas|48113
75243|Dallas|48113
75244|Dallas|48113
75246|Dallas|48113
75247|Dallas|48113
75248|Dallas|48113
75249|Dallas|48113
75250|Dallas|48113
75251|Dallas|48113
75252|Dallas|48085
75253|Dallas|48113
75254|Dallas|48113
75260|Dallas|48113
75261|Dallas|48439
75262|Dallas|48113
75263|Dallas|48113
75264|Dallas|48113
75265|Dallas|48113
75266|Dallas|48113
75267|Dallas|48113
75270|Dallas|48113
75275|Dallas|48113
75277|Dallas|48113
75283|Dallas|48113
75284|Dallas|48113
75285|Dallas|48113
75287|Dallas|48121
75301|Dallas|48113
75303|Dallas|48113
75312|Dallas|48113
75313|Dallas|48113
75315|Dallas|48113
75320|Dallas|48113
75326|Dallas|48113
75336|Dallas|48113
75339|Dallas|48113
75342|Dallas|48113
75354|Dallas|48113
75355|Dallas|48113
75356|Dallas|48113
75357|Dallas|48113
75358|Dallas|48113
75359|Dallas|48113
75360|Dallas|48113
75367|Dallas|48113
75368|Dallas|48113
75370|Dallas|48113
75371|Dallas|48113
75372|Dallas|48113
75373|Dallas|48113
75374|Dallas|48113
75376|Dallas|48113
75378|Dallas|48113
75379|Dallas|48113
75380|Dallas|48113
75381|Dallas|48113
75382|Dallas|48113
75389|Dallas|48113
75390|Dallas|48113
75391|Dallas|48113
75392|Dallas|48113
75393|Dallas|48113
75394|Dallas|48113
75395|Dallas|48113
75397|Dallas|48113
75398|Dallas|48113
75401|Greenville|48231
75402|Greenville|48231
75403|Greenville|48231
75404|Greenville|48231
75407|Princeton|48085
75409|Anna|48085
75410|Alba|48499
75411|Arthur City|48277
75412|Bagwell|48387
75413|Bailey|48147
75414|Bells|48181
75415|Ben Franklin|48119
75416|Blossom|48277
75417|Bogata|48387
75418|Bonham|48147
75420|Brashear|48223
75421|Brookston|48277
75422|Campbell|48231
75423|Celeste|48231
75424|Blue Ridge|48085
75425|Chicota|48277
75426|Clarksville|48387
75428|Commerce|48231
75429|Commerce|48231
75431|Como|48223
75432|Cooper|48119
75433|Cumby|48223
75434|Cunningham|48277
75435|Deport|48277
75436|Detroit|48387
75437|Dike|48223
75438|Dodd City|48147
75439|Ector|48147
75440|Emory|48379
75441|Enloe|48119
75442|Farmersville|48085
75443|Gober|48147
75444|Golden|48499
75446|Honey Grove|48147
75447|Ivanhoe|48147
75448|Klondike|48119
75449|Ladonia|48147
75450|Lake Creek|48119
75451|Leesburg|48063
75452|Leonard|48147
75453|Lone Oak|48231
75454|Melissa|48085
75455|Mount Pleasant|48449
75456|Mount Pleasant|48449
75457|Mount Vernon|48159
75458|Merit|48231
75459|Howe|48181
75460|Paris|48277
75461|Paris|48277
75462|Paris|48277
75468|Pattonville|48277
75469|Pecan Gap|48119
75470|Petty|48277
75471|Pickton|48223
75472|Point|48379
75473|Powderly|48277
75474|Quinlan|48231
75475|Randolph|48147
75476|Ravenna|48147
75477|Roxton|48277
75478|Saltillo|48223
75479|Savoy|48147
75480|Scroggins|48159
75481|Sulphur Bluff|48223
75482|Sulphur Springs|48223
75483|Sulphur Springs|48223
75485|Westminster|48085
75486|Sumner|48277
75487|Talco|48449
75488|Telephone|48147
75489|Tom Bean|48181
75490|Trenton|48147
75491|Whitewright|48181
75492|Windom|48147
75493|Winfield|48449
75494|Winnsboro|48499
75495|Van Alstyne|48181
75496|Wolfe City|48231
75497|Yantis|48499
75501|Texarkana|48037
75503|Texarkana|48037
75504|Texarkana|48037
75505|Texarkana|48037
75507|Texarkana|48037
75550|Annona|48387
75551|Atlanta|48067
75554|Avery|48387
75555|Bivins|48067
75556|Bloomburg|48067
75558|Cookville|48449
75559|De Kalb|48037
75560|Douglassville|48067
75561|Hooks|48037
75562|Kildare|48067
75563|Linden|48067
75564|Lodi|48315
75565|Mc Leod|48067
75566|Marietta|48067
75567|Maud|48037
75568|Naples|48343
75569|Nash|48037
75570|New Boston|48037
75571|Omaha|48343
75572|Queen City|48067
75573|Redwater|48037
75574|Simms|48037
75599|Texarkana|48037
75601|Longview|48183
75602|Longview|48183
75603|Longview|48183
75604|Longview|48183
75605|Longview|48183
75606|Longview|48183
75607|Longview|48183
75608|Longview|48183
75615|Longview|48183
75630|Avinger|48315
75631|Beckville|48365
75633|Carthage|48365
75636|Cason|48343
75637|Clayton|48365
75638|Daingerfield|48343
75639|De Berry|48365
75640|Diana|48459
75641|Easton|48183
75642|Elysian Fields|48203
75643|Gary|48365
75644|Gilmer|48459
75645|Gilmer|48459
75647|Gladewater|48183
75650|Hallsville|48203
75651|Harleton|48203
75652|Henderson|48401
75653|Henderson|48401
75654|Henderson|48401
75656|Hughes Springs|48067
75657|Jefferson|48315
75658|Joinerville|48401
75659|Jonesville|48203
75660|Judson|48183
75661|Karnack|48203
75662|Kilgore|48183
75663|Kilgore|48183
75666|Laird Hill|48401
75667|Laneville|48401
75668|Lone Star|48343
75669|Long Branch|48365
75670|Marshall|48203
75671|Marshall|48203
75672|Marshall|48203
75680|Minden|48401
75681|Mount Enterprise|48401
75682|New London|48401
75683|Ore City|48459
75684|Overton|48401
75685|Panola|48365
75686|Pittsburg|48063
75687|Price|48401
75688|Scottsville|48203
75689|Selman City|48401
75691|Tatum|48401
75692|Waskom|48203
75693|White Oak|48183
75694|Woodlawn|48203
75701|Tyler|48423
75702|Tyler|48423
75703|Tyler|48423
75704|Tyler|48423
75705|Tyler|48423
75706|Tyler|48423
75707|Tyler|48423
75708|Tyler|48423
75709|Tyler|48423
75710|Tyler|48423
75711|Tyler|48423
75712|Tyler|48423
75713|Tyler|48423
75750|Arp|48423
75751|Athens|48213
75752|Athens|48213
75754|Ben Wheeler|48467
75755|Big Sandy|48459
75756|Brownsboro|48213
75757|Bullard|48423
75758|Chandler|48213
75759|Cuney|48073
75760|Cushing|48347
75762|Flint|48423
75763|Frankston|48001
75764|Gallatin|48073
75765|Hawkins|48499
75766|Jacksonville|48073
75770|Larue|48213
75771|Lindale|48423
75772|Maydelle|48073
75773|Mineola|48499
75778|Murchison|48213
75779|Neches|48001
75780|New Summerfield|48073
75782|Poynor|48213
75783|Quitman|48499
75784|Reklaw|48073
75785|Rusk|48073
75788|Sacul|48347
75789|Troup|48423
75790|Van|48467
75791|Whitehouse|48423
75792|Winona|48423
75797|Big Sandy|48459
75798|Tyler|48423
75799|Tyler|48423
75801|Palestine|48001
75802|Palestine|48001
75803|Palestine|48001
75831|Buffalo|48289
75832|Cayuga|48001
75833|Centerville|48289
75834|Centralia|48455
75835|Crockett|48225
75838|Donie|48161
75839|Elkhart|48001
75840|Fairfield|48161
75844|Grapeland|48225
75845|Groveton|48455
75846|Jewett|48289
75847|Kennard|48225
75848|Kirvin|48161
75849|Latexo|48225
75850|Leona|48289
75851|Lovelady|48225
75852|Midway|48313
75853|Montalba|48001
75855|Oakwood|48289
75856|Pennington|48455
75858|Ratcliff|48225
75859|Streetman|48161
75860|Teague|48161
75861|Tennessee Colony|48001
75862|Trinity|48455
75865|Woodlake|48455
75880|Tennessee Colony|48001
75882|Palestine|48001
75884|Tennessee Colony|48001
75886|Tennessee Colony|48001
75901|Lufkin|48005
75902|Lufkin|48005
75903|Lufkin|48005
75904|Lufkin|48005
75915|Lufkin|48005
75925|Alto|48073
75926|Apple Springs|48455
75928|Bon Wier|48351
75929|Broaddus|48405
75930|Bronson|48403
75931|Brookeland|48241
75932|Burkeville|48351
75933|Call|48351
75934|Camden|48373
75935|Center|48419
75936|Chester|48457
75937|Chireno|48347
75938|Colmesneil|48457
75939|Corrigan|48373
75941|Diboll|48005
75942|Doucette|48457
75943|Douglass|48347
75944|Etoile|48347
75946|Garrison|48347
75948|Hemphill|48403
75949|Huntington|48005
75951|Jasper|48241
75954|Joaquin|48419
75956|Kirbyville|48241
75958|Martinsville|48347
75959|Milam|48403
75960|Moscow|48373
75961|Nacogdoches|48347
75962|Nacogdoches|48347
75963|Nacogdoches|48347
75964|Nacogdoches|48347
75965|Nacogdoches|48347
75966|Newton|48351
75968|Pineland|48403
75969|Pollok|48005
75972|San Augustine|48405
75973|Shelbyville|48419
75974|Tenaha|48419
75975|Timpson|48419
75976|Wells|48073
75977|Wiergate|48351
75978|Woden|48347
75979|Woodville|48457
75980|Zavalla|48005
75990|Woodville|48457
76001|Arlington|48439
76002|Arlington|48439
76003|Arlington|48439
76004|Arlington|48439
76005|Arlington|48439
76006|Arlington|48439
76007|Arlington|48439
76008|Aledo|48367
76009|Alvarado|48251
76010|Arlington|48439
76011|Arlington|48439
76012|Arlington|48439
76013|Arlington|48439
76014|Arlington|48439
76015|Arlington|48439
76016|Arlington|48439
76017|Arlington|48439
76018|Arlington|48439
76019|Arlington|48439
76020|Azle|48439
76021|Bedford|48439
76022|Bedford|48439
76023|Boyd|48497
76028|Burleson|48251
76031|Cleburne|48251
76033|Cleburne|48251
76034|Colleyville|48439
76035|Cresson|48367
76036|Crowley|48439
76039|Euless|48439
76040|Euless|48439
76041|Forreston|48139
76043|Glen Rose|48425
76044|Godley|48251
76048|Granbury|48221
76049|Granbury|48221
76050|Grandview|48251
76051|Grapevine|48439
76052|Haslet|48439
76053|Hurst|48439
76054|Hurst|48439
76055|Itasca|48217
76058|Joshua|48251
76059|Keene|48251
76060|Kennedale|48439
76061|Lillian|48251
76063|Mansfield|48439
76064|Maypearl|48139
76065|Midlothian|48139
76066|Millsap|48367
76067|Mineral Wells|48363
76068|Mineral Wells|48367
76070|Nemo|48425
76071|Newark|48497
76073|Paradise|48497
76077|Rainbow|48425
76078|Rhome|48497
76082|Springtown|48367
76084|Venus|48251
76085|Weatherford|48367
76086|Weatherford|48367
76087|Weatherford|48367
76088|Weatherford|48367
76092|Southlake|48439
76093|Rio Vista|48251
76094|Arlington|48439
76095|Bedford|48439
76096|Arlington|48439
76097|Burleson|48251
76098|Azle|48439
76099|Grapevine|48439
76101|Fort Worth|48439
76102|Fort Worth|48439
76103|Fort Worth|48439
76104|Fort Worth|48439
76105|Fort Worth|48439
76106|Fort Worth|48439
76107|Fort Worth|48439
76108|Fort Worth|48439
76109|Fort Worth|48439
76110|Fort Worth|48439
76111|Fort Worth|48439
76112|Fort Worth|48439
76113|Fort Worth|48439
76114|Fort Worth|48439
76115|Fort Worth|48439
76116|Fort Worth|48439
76117|Haltom City|48439
76118|Fort Worth|48439
76119|Fort Worth|48439
76120|Fort Worth|48439
76121|Fort Worth|48439
76122|Fort Worth|48439
76123|Fort Worth|48439
76124|Fort Worth|48439
76126|Fort Worth|48439
76127|Naval Air Station Jrb|48439
76129|Fort Worth|48439
76130|Fort Worth|48439
76131|Fort Worth|48439
76132|Fort Worth|48439
76133|Fort Worth|48439
76134|Fort Worth|48439
76135|Fort Worth|48439
76136|Fort Worth|48439
76137|Fort Worth|48439
76140|Fort Worth|48439
76147|Fort Worth|48439
76148|Fort Worth|48439
76150|Fort Worth|48439
76155|Fort Worth|48439
76161|Fort Worth|48439
76162|Fort Worth|48439
76163|Fort Worth|48439
76164|Fort Worth|48439
76166|Fort Worth|48439
76177|Fort Worth|48439
76179|Fort Worth|48439
76180|North Richland Hills|48439
76181|Fort Worth|48439
76182|North Richland Hills|48439
76185|Fort Worth|48439
76190|Fort Worth|48439
76191|Fort Worth|48439
76192|Fort Worth|48439
76193|Fort Worth|48439
76195|Fort Worth|48439
76196|Fort Worth|48439
76197|Fort Worth|48439
76198|Fort Worth|48439
76199|Fort Worth|48439
76201|Denton|48121
76202|Denton|48121
76203|Denton|48121
76204|Denton|48121
76205|Denton|48121
76206|Denton|48121
76207|Denton|48121
76208|Denton|48121
76209|Denton|48121
76210|Denton|48121
76225|Alvord|48497
76226|Argyle|48121
76227|Aubrey|48121
76228|Bellevue|48077
76230|Bowie|48337
76233|Collinsville|48181
76234|Decatur|48497
76238|Era|48097
76239|Forestburg|48337
76240|Gainesville|48097
76241|Gainesville|48097
76244|Keller|48439
76245|Gordonville|48181
76246|Greenwood|48497
76247|Justin|48121
76248|Keller|48439
76249|Krum|48121
76250|Lindsay|48097
76251|Montague|48337
76252|Muenster|48097
76253|Myra|48097
76255|Nocona|48337
76258|Pilot Point|48121
76259|Ponder|48121
76261|Ringgold|48337
76262|Roanoke|48121
76263|Rosston|48097
76264|Sadler|48181
76265|Saint Jo|48337
76266|Sanger|48121
76267|Slidell|48497
76268|Southmayd|48181
76270|Sunset|48337
76271|Tioga|48181
76272|Valley View|48097
76273|Whitesboro|48181
76301|Wichita Falls|48485
76302|Wichita Falls|48485
76305|Wichita Falls|48485
76306|Wichita Falls|48485
76307|Wichita Falls|48485
76308|Wichita Falls|48485
76309|Wichita Falls|48485
76310|Wichita Falls|48485
76311|Sheppard AFB|48485
76351|Archer City|48009
76352|Bluegrove|48077
76354|Burkburnett|48485
76357|Byers|48077
76360|Electra|48485
76363|Goree|48275
76364|Harrold|48487
76365|Henrietta|48077
76366|Holliday|48009
76367|Iowa Park|48485
76369|Kamay|48485
76370|Megargel|48009
76371|Munday|48275
76372|Newcastle|48503
76373|Oklaunion|48487
76374|Olney|48503
76377|Petrolia|48077
76379|Scotland|48009
76380|Seymour|48023
76384|Vernon|48487
76385|Vernon|48487
76388|Weinert|48207
76389|Windthorst|48009
76401|Stephenville|48143
76402|Stephenville|48143
76424|Breckenridge|48429
76426|Bridgeport|48497
76427|Bryson|48237
76429|Caddo|48429
76430|Albany|48417
76431|Chico|48497
76432|Blanket|48049
76433|Bluff Dale|48143
76435|Carbon|48133
76436|Carlton|48193
76437|Cisco|48133
76439|Dennis|48367
76442|Comanche|48093
76443|Cross Plains|48059
76444|De Leon|48093
76445|Desdemona|48133
76446|Dublin|48143
76448|Eastland|48133
76449|Graford|48363
76450|Graham|48503
76452|Energy|48093
76453|Gordon|48363
76454|Gorman|48133
76455|Gustine|48093
76457|Hico|48193
76458|Jacksboro|48237
76459|Jermyn|48237
76460|Loving|48503
76461|Lingleville|48143
76462|Lipan|48221
76463|Mingus|48363
76464|Moran|48417
76465|Morgan Mill|48143
76466|Olden|48133
76467|Paluxy|48221
76468|Proctor|48093
76469|Putnam|48059
76470|Ranger|48133
76471|Rising Star|48133
76472|Santo|48363
76474|Sidney|48093
76475|Strawn|48363
76476|Tolar|48221
76481|South Bend|48503
76483|Throckmorton|48447
76484|Palo Pinto|48363
76485|Peaster|48367
76486|Perrin|48237
76487|Poolville|48367
76490|Whitt|48367
76491|Woodson|48447
76501|Temple|48027
76502|Temple|48027
76503|Temple|48027
76504|Temple|48027
76508|Temple|48027
76511|Bartlett|48491
76513|Belton|48027
76518|Buckholts|48331
76519|Burlington|48027
76520|Cameron|48331
76522|Copperas Cove|48099
76523|Davilla|48331
76524|Eddy|48309
76525|Evant|48099
76526|Flat|48099
76527|Florence|48491
76528|Gatesville|48099
76530|Granger|48491
76531|Hamilton|48193
76533|Heidenheimer|48027
76534|Holland|48027
76537|Jarrell|48491
76538|Jonesboro|48099
76539|Kempner|48281
76540|Killeen|48027
76541|Killeen|48027
76542|Killeen|48027
76543|Killeen|48027
76544|Fort Hood|48027
76547|Killeen|48027
76548|Harker Heights|48027
76549|Killeen|48027
76550|Lampasas|48281
76554|Little River Academy|48027
76556|Milano|48331
76557|Moody|48309
76558|Mound|48099
76559|Nolanville|48027
76561|Oglesby|48099
76564|Pendleton|48027
76565|Pottsville|48193
76566|Purmela|48099
76567|Rockdale|48331
76569|Rogers|48027
76570|Rosebud|48145
76571|Salado|48027
76573|Schwertner|48491
76574|Taylor|48491
76577|Thorndale|48331
76578|Thrall|48491
76579|Troy|48027
76596|Gatesville|48099
76597|Gatesville|48099
76598|Gatesville|48099
76599|Gatesville|48099
76621|Abbott|48217
76622|Aquilla|48217
76623|Avalon|48139
76624|Axtell|48309
76626|Blooming Grove|48349
76627|Blum|48217
76628|Brandon|48217
76629|Bremond|48395
76630|Bruceville|48309
76631|Bynum|48217
76632|Chilton|48145
76633|China Spring|48309
76634|Clifton|48035
76635|Coolidge|48293
76636|Covington|48217
76637|Cranfills Gap|48035
76638|Crawford|48309
76639|Dawson|48349
76640|Elm Mott|48309
76641|Frost|48349
76642|Groesbeck|48293
76643|Hewitt|48309
76644|Laguna Park|48035
76645|Hillsboro|48217
76648|Hubbard|48217
76649|Iredell|48035
76650|Irene|48217
76651|Italy|48139
76652|Kopperl|48035
76653|Kosse|48293
76654|Leroy|48309
76655|Lorena|48309
76656|Lott|48145
76657|Mc Gregor|48309
76660|Malone|48217
76661|Marlin|48145
76664|Mart|48309
76665|Meridian|48035
76666|Mertens|48217
76667|Mexia|48293
76670|Milford|48139
76671|Morgan|48035
76673|Mount Calm|48217
76676|Penelope|48217
76678|Prairie Hill|48293
76679|Purdon|48349
76680|Reagan|48145
76681|Richland|48349
76682|Riesel|48309
76684|Ross|48309
76685|Satin|48145
76686|Tehuacana|48293
76687|Thornton|48293
76689|Valley Mills|48035
76690|Walnut Springs|48035
76691|West|48309
76692|Whitney|48217
76693|Wortham|48161
76701|Waco|48309
76702|Waco|48309
76703|Waco|48309
76704|Waco|48309
76705|Waco|48309
76706|Waco|48309
76707|Waco|48309
76708|Waco|48309
76710|Waco|48309
76711|Waco|48309
76712|Woodway|48309
76714|Waco|48309
76715|Waco|48309
76716|Waco|48309
76797|Waco|48309
76798|Waco|48309
76799|Waco|48309
76801|Brownwood|48049
76802|Early|48049
76803|Early|48049
76804|Brownwood|48049
76820|Art|48319
76821|Ballinger|48399
76823|Bangs|48049
76824|Bend|48411
76825|Brady|48307
76827|Brookesmith|48049
76828|Burkett|48083
76831|Castell|48299
76832|Cherokee|48411
76834|Coleman|48083
76836|Doole|48307
76837|Eden|48095
76841|Fort Mc Kavett|48327
76842|Fredonia|48319
76844|Goldthwaite|48333
76845|Gouldbusk|48083
76848|Hext|48327
76849|Junction|48267
76852|Lohn|48307
76853|Lometa|48281
76854|London|48267
76855|Lowake|48095
76856|Mason|48319
76857|May|48049
76858|Melvin|48307
76859|Menard|48327
76861|Miles|48399
76862|Millersview|48095
76864|Mullin|48333
76865|Norton|48399
76866|Paint Rock|48095
76869|Pontotoc|48319
76870|Priddy|48333
76871|Richland Springs|48411
76872|Rochelle|48307
76873|Rockwood|48083
76874|Roosevelt|48267
76875|Rowena|48399
76877|San Saba|48411
76878|Santa Anna|48083
76880|Star|48333
76882|Talpa|48083
76883|Telegraph|48267
76884|Valera|48083
76885|Valley Spring|48299
76886|Veribest|48451
76887|Voca|48307
76888|Voss|48083
76890|Zephyr|48049
76901|San Angelo|48451
76902|San Angelo|48451
76903|San Angelo|48451
76904|San Angelo|48451
76905|San Angelo|48451
76906|San Angelo|48451
76908|Goodfellow AFB|48451
76909|San Angelo|48451
76930|Barnhart|48235
76932|Big Lake|48383
76933|Bronte|48081
76934|Carlsbad|48451
76935|Christoval|48451
76936|Eldorado|48413
76937|Eola|48451
76939|Knickerbocker|48451
76940|Mereta|48451
76941|Mertzon|48235
76943|Ozona|48105
76945|Robert Lee|48081
76949|Silver|48081
76950|Sonora|48435
76951|Sterling City|48431
76953|Tennyson|48081
76955|Vancourt|48451
76957|Wall|48451
76958|Water Valley|48451
77001|Houston|48201
77002|Houston|48201
77003|Houston|48201
77004|Houston|48201
77005|Houston|48201
77006|Houston|48201
77007|Houston|48201
77008|Houston|48201
77009|Houston|48201
77010|Houston|48201
77011|Houston|48201
77012|Houston|48201
77013|Houston|48201
77014|Houston|48201
77015|Houston|48201
77016|Houston|48201
77017|Houston|48201
77018|Houston|48201
77019|Houston|48201
77020|Houston|48201
77021|Houston|48201
77022|Houston|48201
77023|Houston|48201
77024|Houston|48201
77025|Houston|48201
77026|Houston|48201
77027|Houston|48201
77028|Houston|48201
77029|Houston|48201
77030|Houston|48201
77031|Houston|48201
77032|Houston|48201
77033|Houston|48201
77034|Houston|48201
77035|Houston|48201
77036|Houston|48201
77037|Houston|48201
77038|Houston|48201
77039|Houston|48201
77040|Houston|48201
77041|Houston|48201
77042|Houston|48201
77043|Houston|48201
77044|Houston|48201
77045|Houston|48201
77046|Houston|48201
77047|Houston|48201
77048|Houston|48201
77049|Houston|48201
77050|Houston|48201
77051|Houston|48201
77052|Houston|48201
77053|Houston|48157
77054|Houston|48201
77055|Houston|48201
77056|Houston|48201
77057|Houston|48201
77058|Houston|48201
77059|Houston|48201
77060|Houston|48201
77061|Houston|48201
77062|Houston|48201
77063|Houston|48201
77064|Houston|48201
77065|Houston|48201
77066|Houston|48201
77067|Houston|48201
77068|Houston|48201
77069|Houston|48201
77070|Houston|48201
77071|Houston|48201
77072|Houston|48201
77073|Houston|48201
77074|Houston|48201
77075|Houston|48201
77076|Houston|48201
77077|Houston|48201
77078|Houston|48201
77079|Houston|48201
77080|Houston|48201
77081|Houston|48201
77082|Houston|48201
77083|Houston|48201
77084|Houston|48201
77085|Houston|48201
77086|Houston|48201
77087|Houston|48201
77088|Houston|48201
77089|Houston|48201
77090|Houston|48201
77091|Houston|48201
77092|Houston|48201
77093|Houston|48201
77094|Houston|48201
77095|Houston|48201
77096|Houston|48201
77098|Houston|48201
77099|Houston|48201
77201|Houston|48201
77202|Houston|48201
77203|Houston|48201
77204|Houston|48201
77205|Houston|48201
77206|Houston|48201
77207|Houston|48201
77208|Houston|48201
77209|Houston|48201
77210|Houston|48201
77212|Houston|48201
77213|Houston|48201
77215|Houston|48201
77216|Houston|48201
77217|Houston|48201
77218|Houston|48201
77219|Houston|48201
77220|Houston|48201
77221|Houston|48201
77222|Houston|48201
77223|Houston|48201
77224|Houston|48201
77225|Houston|48201
77226|Houston|48201
77227|Houston|48201
77228|Houston|48201
77229|Houston|48201
77230|Houston|48201
77231|Houston|48201
77233|Houston|48201
77234|Houston|48201
77235|Houston|48201
77236|Houston|48201
77237|Houston|48201
77238|Houston|48201
77240|Houston|48201
77241|Houston|48201
77242|Houston|48201
77243|Houston|48201
77244|Houston|48201
77245|Houston|48201
77248|Houston|48201
77249|Houston|48201
77251|Houston|48201
77252|Houston|48201
77253|Houston|48201
77254|Houston|48201
77255|Houston|48201
77256|Houston|48201
77257|Houston|48201
77258|Houston|48201
77259|Houston|48201
77261|Houston|48201
77262|Houston|48201
77263|Houston|48201
77265|Houston|48201
77266|Houston|48201
77267|Houston|48201
77268|Houston|48201
77269|Houston|48201
77270|Houston|48201
77271|Houston|48201
77272|Houston|48201
77273|Houston|48201
77274|Houston|48201
77275|Houston|48201
77277|Houston|48201
77279|Houston|48201
77280|Houston|48201
77282|Houston|48201
77284|Houston|48201
77287|Houston|48201
77288|Houston|48201
77289|Houston|48201
77290|Houston|48201
77291|Houston|48201
77292|Houston|48201
77293|Houston|48201
77297|Houston|48201
77299|Houston|48201
77301|Conroe|48339
77302|Conroe|48339
77303|Conroe|48339
77304|Conroe|48339
77305|Conroe|48339
77306|Conroe|48339
77315|North Houston|48201
77316|Montgomery|48339
77318|Willis|48339
77320|Huntsville|48471
77325|Kingwood|48201
77326|Ace|48373
77327|Cleveland|48291
77328|Cleveland|48407
77331|Coldspring|48407
77332|Dallardsville|48373
77333|Dobbin|48339
77334|Dodge|48471
77335|Goodrich|48373
77336|Huffman|48201
77337|Hufsmith|48201
77338|Humble|48201
77339|Kingwood|48201
77340|Huntsville|48471
77341|Huntsville|48471
77342|Huntsville|48471
77343|Huntsville|48471
77344|Huntsville|48471
77345|Kingwood|48201
77346|Humble|48201
77347|Humble|48201
77348|Huntsville|48471
77349|Huntsville|48471
77350|Leggett|48373
77351|Livingston|48373
77353|Magnolia|48339
77354|Magnolia|48339
77355|Magnolia|48339
77356|Montgomery|48339
77357|New Caney|48339
77358|New Waverly|48471
77359|Oakhurst|48407
77360|Onalaska|48373
77362|Pinehurst|48339
77363|Plantersville|48185
77364|Pointblank|48407
77365|Porter|48339
77367|Riverside|48471
77368|Romayor|48291
77369|Rye|48291
77371|Shepherd|48407
77372|Splendora|48339
77373|Spring|48201
77374|Thicket|48199
77375|Tomball|48201
77376|Votaw|48199
77377|Tomball|48201
77378|Willis|48339
77379|Spring|48201
77380|Spring|48339
77381|Spring|48339
77382|Spring|48339
77383|Spring|48201
77384|Conroe|48339
77385|Conroe|48339
77386|Spring|48339
77387|Spring|48201
77388|Spring|48201
77389|Spring|48201
77391|Spring|48201
77393|Spring|48201
77396|Humble|48201
77399|Livingston|48373
77401|Bellaire|48201
77402|Bellaire|48201
77404|Bay City|48321
77406|Richmond|48157
77407|Richmond|48157
77410|Cypress|48201
77411|Alief|48201
77412|Altair|48089
77413|Barker|48201
77414|Bay City|48321
77415|Cedar Lane|48321
77417|Beasley|48157
77418|Bellville|48015
77419|Blessing|48321
77420|Boling|48481
77422|Brazoria|48039
77423|Brookshire|48473
77426|Chappell Hill|48477
77428|Collegeport|48321
77429|Cypress|48201
77430|Damon|48039
77431|Danciger|48039
77432|Danevang|48481
77433|Cypress|48201
77434|Eagle Lake|48089
77435|East Bernard|48481
77436|Egypt|48481
77437|El Campo|48481
77440|Elmaton|48321
77441|Fulshear|48157
77442|Garwood|48089
77443|Glen Flora|48481
77444|Guy|48157
77445|Hempstead|48473
77446|Prairie View|48473
77447|Hockley|48201
77448|Hungerford|48481
77449|Katy|48201
77450|Katy|48201
77451|Kendleton|48157
77452|Kenney|48015
77453|Lane City|48481
77454|Lissie|48481
77455|Louise|48481
77456|Markham|48321
77457|Matagorda|48321
77458|Midfield|48321
77459|Missouri City|48157
77460|Nada|48089
77461|Needville|48157
77463|Old Ocean|48039
77464|Orchard|48157
77465|Palacios|48321
77466|Pattison|48473
77467|Pierce|48481
77468|Pledger|48321
77469|Richmond|48157
77470|Rock Island|48089
77471|Rosenberg|48157
77473|San Felipe|48015
77474|Sealy|48015
77475|Sheridan|48089
77476|Simonton|48157
77477|Stafford|48157
77478|Sugar Land|48157
77479|Sugar Land|48157
77480|Sweeny|48039
77481|Thompsons|48157
77482|Van Vleck|48321
77483|Wadsworth|48321
77484|Waller|48473
77485|Wallis|48015
77486|West Columbia|48039
77487|Sugar Land|48157
77488|Wharton|48481
77489|Missouri City|48157
77491|Katy|48473
77492|Katy|48473
77493|Katy|48201
77494|Katy|48157
77496|Sugar Land|48157
77497|Stafford|48157
77498|Sugar Land|48157
77501|Pasadena|48201
77502|Pasadena|48201
77503|Pasadena|48201
77504|Pasadena|48201
77505|Pasadena|48201
77506|Pasadena|48201
77507|Pasadena|48201
77508|Pasadena|48201
77510|Santa Fe|48167
77511|Alvin|48039
77512|Alvin|48039
77514|Anahuac|48071
77515|Angleton|48039
77516|Angleton|48039
77517|Santa Fe|48167
77518|Bacliff|48167
77519|Batson|48199
77520|Baytown|48201
77521|Baytown|48201
77522|Baytown|48201
77523|Baytown|48071
77530|Channelview|48201
77531|Clute|48039
77532|Crosby|48201
77533|Daisetta|48291
77534|Danbury|48039
77535|Dayton|48291
77536|Deer Park|48201
77538|Devers|48291
77539|Dickinson|48167
77541|Freeport|48039
77542|Freeport|48039
77545|Fresno|48157
77546|Friendswood|48167
77547|Galena Park|48201
77549|Friendswood|48167
77550|Galveston|48167
77551|Galveston|48167
77552|Galveston|48167
77553|Galveston|48167
77554|Galveston|48167
77555|Galveston|48167
77560|Hankamer|48071
77561|Hardin|48291
77562|Highlands|48201
77563|Hitchcock|48167
77564|Hull|48291
77565|Kemah|48167
77566|Lake Jackson|48039
77568|La Marque|48167
77571|La Porte|48201
77572|La Porte|48201
77573|League City|48167
77574|League City|48167
77575|Liberty|48291
77577|Liverpool|48039
77578|Manvel|48039
77580|Mont Belvieu|48071
77581|Pearland|48039
77582|Raywood|48291
77583|Rosharon|48039
77584|Pearland|48039
77585|Saratoga|48199
77586|Seabrook|48201
77587|South Houston|48201
77588|Pearland|48039
77590|Texas City|48167
77591|Texas City|48167
77592|Texas City|48167
77597|Wallisville|48071
77598|Webster|48201
77611|Bridge City|48361
77612|Buna|48241
77613|China|48245
77614|Deweyville|48351
77615|Evadale|48241
77616|Fred|48457
77617|Gilchrist|48167
77619|Groves|48245
77622|Hamshire|48245
77623|High Island|48167
77624|Hillister|48457
77625|Kountze|48199
77626|Mauriceville|48361
77627|Nederland|48245
77629|Nome|48245
77630|Orange|48361
77631|Orange|48361
77632|Orange|48361
77639|Orangefield|48361
77640|Port Arthur|48245
77641|Port Arthur|48245
77642|Port Arthur|48245
77643|Port Arthur|48245
77650|Port Bolivar|48167
77651|Port Neches|48245
77655|Sabine Pass|48245
77656|Silsbee|48199
77657|Lumberton|48199
77659|Sour Lake|48199
77660|Spurger|48457
77661|Stowell|48071
77662|Vidor|48361
77663|Village Mills|48199
77664|Warren|48457
77665|Winnie|48071
77670|Vidor|48361
77701|Beaumont|48245
77702|Beaumont|48245
77703|Beaumont|48245
77704|Beaumont|48245
77705|Beaumont|48245
77706|Beaumont|48245
77707|Beaumont|48245
77708|Beaumont|48245
77710|Beaumont|48245
77713|Beaumont|48245
77720|Beaumont|48245
77725|Beaumont|48245
77726|Beaumont|48245
77801|Bryan|48041
77802|Bryan|48041
77803|Bryan|48041
77805|Bryan|48041
77806|Bryan|48041
77807|Bryan|48041
77808|Bryan|48041
77830|Anderson|48185
77831|Bedias|48185
77833|Brenham|48477
77834|Brenham|48477
77835|Burton|48477
77836|Caldwell|48051
77837|Calvert|48395
77838|Chriesman|48051
77840|College Station|48041
77841|College Station|48041
77842|College Station|48041
77843|College Station|48041
77844|College Station|48041
77845|College Station|48041
77850|Concord|48289
77852|Deanville|48051
77853|Dime Box|48287
77855|Flynn|48289
77856|Franklin|48395
77857|Gause|48331
77859|Hearne|48395
77861|Iola|48185
77862|Kurten|48041
77863|Lyons|48051
77864|Madisonville|48313
77865|Marquez|48289
77866|Millican|48041
77867|Mumford|48395
77868|Navasota|48185
77870|New Baden|48395
77871|Normangee|48289
77872|North Zulch|48313
77873|Richards|48185
77875|Roans Prairie|48185
77876|Shiro|48185
77878|Snook|48051
77879|Somerville|48051
77880|Washington|48477
77881|Wellborn|48041
77882|Wheelock|48395
77901|Victoria|48469
77902|Victoria|48469
77903|Victoria|48469
77904|Victoria|48469
77905|Victoria|48469
77950|Austwell|48391
77951|Bloomington|48469
77954|Cuero|48123
77957|Edna|48239
77960|Fannin|48175
77961|Francitas|48239
77962|Ganado|48239
77963|Goliad|48175
77964|Hallettsville|48285
77967|Hochheim|48123
77968|Inez|48469
77969|La Salle|48239
77970|La Ward|48239
77971|Lolita|48239
77973|Mcfaddin|48469
77974|Meyersville|48469
77975|Moulton|48285
77976|Nursery|48469
77977|Placedo|48469
77978|Point Comfort|48057
77979|Port Lavaca|48057
77982|Port O Connor|48057
77983|Seadrift|48057
77984|Shiner|48285
77986|Sublime|48285
77987|Sweet Home|48285
77988|Telferner|48469
77989|Thomaston|48123
77990|Tivoli|48391
77991|Vanderbilt|48239
77993|Weesatche|48175
77994|Westhoff|48123
77995|Yoakum|48285
78001|Artesia Wells|48283
78002|Atascosa|48029
78003|Bandera|48019
78004|Bergheim|48259
78005|Bigfoot|48163
78006|Boerne|48259
78007|Calliham|48311
78008|Campbellton|48013
78009|Castroville|48325
78010|Center Point|48265
78011|Charlotte|48013
78012|Christine|48013
78013|Comfort|48259
78014|Cotulla|48283
78015|Boerne|48029
78016|Devine|48325
78017|Dilley|48163
78019|Encinal|48283
78021|Fowlerton|48283
78022|George West|48297
78023|Helotes|48029
78024|Hunt|48265
78025|Ingram|48265
78026|Jourdanton|48013
78027|Kendalia|48259
78028|Kerrville|48265
78029|Kerrville|48265
78039|La Coste|48325
78040|Laredo|48479
78041|Laredo|48479
78042|Laredo|48479
78043|Laredo|48479
78044|Laredo|48479
78045|Laredo|48479
78046|Laredo|48479
78050|Leming|48013
78052|Lytle|48013
78054|Macdona|48029
78055|Medina|48019
78056|Mico|48325
78057|Moore|48163
78058|Mountain Home|48265
78059|Natalia|48325
78060|Oakville|48297
78061|Pearsall|48163
78062|Peggy|48013
78063|Pipe Creek|48019
78064|Pleasanton|48013
78065|Poteet|48013
78066|Rio Medina|48325
78067|San Ygnacio|48505
78069|Somerset|48013
78070|Spring Branch|48091
78071|Three Rivers|48297
78072|Tilden|48311
78073|Von Ormy|48029
78074|Waring|48259
78075|Whitsett|48297
78076|Zapata|48505
78101|Adkins|48029
78102|Beeville|48025
78104|Beeville|48025
78107|Berclair|48175
78108|Cibolo|48187
78109|Converse|48029
78111|Ecleto|48255
78112|Elmendorf|48029
78113|Falls City|48255
78114|Floresville|48493
78115|Geronimo|48187
78116|Gillett|48255
78117|Hobson|48255
78118|Karnes City|48255
78119|Kenedy|48255
78121|La Vernia|48493
78122|Leesville|48177
78123|Mc Queeney|48187
78124|Marion|48187
78125|Mineral|48025
78130|New Braunfels|48091
78131|New Braunfels|48091
78132|New Braunfels|48091
78133|Canyon Lake|48091
78135|New Braunfels|48091
78140|Nixon|48177
78141|Nordheim|48123
78142|Normanna|48025
78143|Pandora|48493
78144|Panna Maria|48255
78145|Pawnee|48025
78146|Pettus|48025
78147|Poth|48493
78148|Universal City|48029
78150|Jbsa Randolph|48029
78151|Runge|48255
78152|Saint Hedwig|48029
78154|Schertz|48187
78155|Seguin|48187
78156|Seguin|48187
78159|Smiley|48177
78160|Stockdale|48493
78161|Sutherland Springs|48493
78162|Tuleta|48025
78163|Bulverde|48091
78164|Yorktown|48123
78201|San Antonio|48029
78202|San Antonio|48029
78203|San Antonio|48029
78204|San Antonio|48029
78205|San Antonio|48029
78206|San Antonio|48029
78207|San Antonio|48029
78208|San Antonio|48029
78209|San Antonio|48029
78210|San Antonio|48029
78211|San Antonio|48029
78212|San Antonio|48029
78213|San Antonio|48029
78214|San Antonio|48029
78215|San Antonio|48029
78216|San Antonio|48029
78217|San Antonio|48029
78218|San Antonio|48029
78219|San Antonio|48029
78220|San Antonio|48029
78221|San Antonio|48029
78222|San Antonio|48029
78223|San Antonio|48029
78224|San Antonio|48029
78225|San Antonio|48029
78226|San Antonio|48029
78227|San Antonio|48029
78228|San Antonio|48029
78229|San Antonio|48029
78230|San Antonio|48029
78231|San Antonio|48029
78232|San Antonio|48029
78233|San Antonio|48029
78234|Jbsa Ft Sam Houston|48029
78235|San Antonio|48029
78236|Jbsa Lackland|48029
78237|San Antonio|48029
78238|San Antonio|48029
78239|San Antonio|48029
78240|San Antonio|48029
78241|San Antonio|48029
78242|San Antonio|48029
78243|San Antonio|48029
78244|San Antonio|48029
78245|San Antonio|48029
78246|San Antonio|48029
78247|San Antonio|48029
78248|San Antonio|48029
78249|San Antonio|48029
78250|San Antonio|48029
78251|San Antonio|48029
78252|San Antonio|48029
78253|San Antonio|48029
78254|San Antonio|48029
78255|San Antonio|48029
78256|San Antonio|48029
78257|San Antonio|48029
78258|San Antonio|48029
78259|San Antonio|48029
78260|San Antonio|48029
78261|San Antonio|48029
78263|San Antonio|48029
78264|San Antonio|48029
78265|San Antonio|48029
78266|San Antonio|48091
78268|San Antonio|48029
78269|San Antonio|48029
78270|San Antonio|48029
78278|San Antonio|48029
78279|San Antonio|48029
78280|San Antonio|48029
78283|San Antonio|48029
78284|San Antonio|48029
78285|San Antonio|48029
78288|San Antonio|48029
78289|San Antonio|48029
78291|San Antonio|48029
78292|San Antonio|48029
78293|San Antonio|48029
78294|San Antonio|48029
78295|San Antonio|48029
78296|San Antonio|48029
78297|San Antonio|48029
78298|San Antonio|48029
78299|San Antonio|48029
78330|Agua Dulce|48355
78332|Alice|48249
78333|Alice|48249
78335|Aransas Pass|48355
78336|Aransas Pass|48409
78338|Armstrong|48261
78339|Banquete|48355
78340|Bayside|48391
78341|Benavides|48131
78342|Ben Bolt|48249
78343|Bishop|48355
78344|Bruni|48479
78347|Chapman Ranch|48355
78349|Concepcion|48131
78350|Dinero|48297
78351|Driscoll|48355
78352|Edroy|48409
78353|Encino|48047
78355|Falfurrias|48047
78357|Freer|48131
78358|Fulton|48007
78359|Gregory|48409
78360|Guerra|48247
78361|Hebbronville|48247
78362|Ingleside|48409
78363|Kingsville|48273
78364|Kingsville|48273
78368|Mathis|48409
78369|Mirando City|48479
78370|Odem|48409
78371|Oilton|48479
78372|Orange Grove|48249
78373|Port Aransas|48355
78374|Portland|48409
78375|Premont|48249
78376|Realitos|48131
78377|Refugio|48391
78379|Riviera|48273
78380|Robstown|48355
78381|Rockport|48007
78382|Rockport|48007
78383|Sandia|48249
78384|San Diego|48131
78385|Sarita|48261
78387|Sinton|48409
78389|Skidmore|48025
78390|Taft|48409
78391|Tynan|48025
78393|Woodsboro|48391
78401|Corpus Christi|48355
78402|Corpus Christi|48355
78403|Corpus Christi|48355
78404|Corpus Christi|48355
78405|Corpus Christi|48355
78406|Corpus Christi|48355
78407|Corpus Christi|48355
78408|Corpus Christi|48355
78409|Corpus Christi|48355
78410|Corpus Christi|48355
78411|Corpus Christi|48355
78412|Corpus Christi|48355
78413|Corpus Christi|48355
78414|Corpus Christi|48355
78415|Corpus Christi|48355
78416|Corpus Christi|48355
78417|Corpus Christi|48355
78418|Corpus Christi|48355
78419|Corpus Christi|48355
78426|Corpus Christi|48355
78427|Corpus Christi|48355
78460|Corpus Christi|48355
78463|Corpus Christi|48355
78465|Corpus Christi|48355
78466|Corpus Christi|48355
78467|Corpus Christi|48355
78468|Corpus Christi|48355
78469|Corpus Christi|48355
78472|Corpus Christi|48355
78480|Corpus Christi|48355
78501|Mcallen|48215
78502|Mcallen|48215
78503|Mcallen|48215
78504|Mcallen|48215
78505|Mcallen|48215
78516|Alamo|48215
78520|Brownsville|48061
78521|Brownsville|48061
78522|Brownsville|48061
78523|Brownsville|48061
78526|Brownsville|48061
78535|Combes|48061
78536|Delmita|48427
78537|Donna|48215
78538|Edcouch|48215
78539|Edinburg|48215
78540|Edinburg|48215
78541|Edinburg|48215
78542|Edinburg|48215
78543|Elsa|48215
78545|Falcon Heights|48427
78547|Garciasville|48427
78548|Grulla|48427
78549|Hargill|48215
78550|Harlingen|48061
78551|Harlingen|48061
78552|Harlingen|48061
78553|Harlingen|48061
78557|Hidalgo|48215
78558|La Blanca|48215
78559|La Feria|48061
78560|La Joya|48215
78561|Lasara|48489
78562|La Villa|48215
78563|Linn|48215
78564|Lopeno|48505
78565|Los Ebanos|48215
78566|Los Fresnos|48061
78567|Los Indios|48061
78568|Lozano|48061
78569|Lyford|48489
78570|Mercedes|48215
78572|Mission|48215
78573|Mission|48215
78574|Mission|48215
78575|Olmito|48061
78576|Penitas|48215
78577|Pharr|48215
78578|Port Isabel|48061
78579|Progreso|48215
78580|Raymondville|48489
78582|Rio Grande City|48427
78583|Rio Hondo|48061
78584|Roma|48427
78585|Salineno|48427
78586|San Benito|48061
78588|San Isidro|48427
78589|San Juan|48215
78590|San Perlita|48489
78591|Santa Elena|48427
78592|Santa Maria|48061
78593|Santa Rosa|48061
78594|Sebastian|48489
78595|Sullivan City|48215
78596|Weslaco|48215
78597|South Padre Island|48061
78598|Port Mansfield|48489
78599|Weslaco|48215
78602|Bastrop|48021
78604|Belmont|48177
78605|Bertram|48053
78606|Blanco|48031
78607|Bluffton|48299
78608|Briggs|48053
78609|Buchanan Dam|48299
78610|Buda|48209
78611|Burnet|48053
78612|Cedar Creek|48021
78613|Cedar Park|48491
78614|Cost|48177
78615|Coupland|48491
78616|Dale|48055
78617|Del Valle|48453
78618|Doss|48171
78619|Driftwood|48209
78620|Dripping Springs|48209
78621|Elgin|48021
78622|Fentress|48055
78623|Fischer|48091
78624|Fredericksburg|48171
78626|Georgetown|48491
78627|Georgetown|48491
78628|Georgetown|48491
78629|Gonzales|48177
78630|Cedar Park|48491
78631|Harper|48171
78632|Harwood|48177
78633|Georgetown|48491
78634|Hutto|48491
78635|Hye|48031
78636|Johnson City|48031
78638|Kingsbury|48187
78639|Kingsland|48299
78640|Kyle|48209
78641|Leander|48491
78642|Liberty Hill|48491
78643|Llano|48299
78644|Lockhart|48055
78645|Leander|48453
78646|Leander|48491
78648|Luling|48055
78650|Mc Dade|48021
78651|Mc Neil|48491
78652|Manchaca|48453
78653|Manor|48453
78654|Marble Falls|48053
78655|Martindale|48055
78656|Maxwell|48055
78657|Horseshoe Bay|48299
78658|Ottine|48177
78659|Paige|48021
78660|Pflugerville|48453
78661|Prairie Lea|48055
78662|Red Rock|48021
78663|Round Mountain|48031
78664|Round Rock|48491
78665|Round Rock|48491
78666|San Marcos|48209
78667|San Marcos|48209
78669|Spicewood|48453
78670|Staples|48187
78671|Stonewall|48171
78672|Tow|48299
78673|Walburg|48491
78674|Weir|48491
78675|Willow City|48171
78676|Wimberley|48209
78677|Wrightsboro|48177
78680|Round Rock|48491
78681|Round Rock|48491
78682|Round Rock|48491
78683|Round Rock|48491
78691|Pflugerville|48453
78701|Austin|48453
78702|Austin|48453
78703|Austin|48453
78704|Austin|48453
78705|Austin|48453
78708|Austin|48453
78709|Austin|48453
78710|Austin|48453
78711|Austin|48453
78712|Austin|48453
78713|Austin|48453
78714|Austin|48453
78715|Austin|48453
78716|Austin|48453
78717|Austin|48491
78718|Austin|48453
78719|Austin|48453
78720|Austin|48453
78721|Austin|48453
78722|Austin|48453
78723|Austin|48453
78724|Austin|48453
78725|Austin|48453
78726|Austin|48453
78727|Austin|48453
78728|Austin|48453
78729|Austin|48491
78730|Austin|48453
78731|Austin|48453
78732|Austin|48453
78733|Austin|48453
78734|Austin|48453
78735|Austin|48453
78736|Austin|48453
78737|Austin|48209
78738|Austin|48453
78739|Austin|48453
78741|Austin|48453
78742|Austin|48453
78744|Austin|48453
78745|Austin|48453
78746|Austin|48453
78747|Austin|48453
78748|Austin|48453
78749|Austin|48453
78750|Austin|48453
78751|Austin|48453
78752|Austin|48453
78753|Austin|48453
78754|Austin|48453
78755|Austin|48453
78756|Austin|48453
78757|Austin|48453
78758|Austin|48453
78759|Austin|48453
78760|Austin|48453
78761|Austin|48453
78762|Austin|48453
78763|Austin|48453
78764|Austin|48453
78765|Austin|48453
78766|Austin|48453
78767|Austin|48453
78768|Austin|48453
78772|Austin|48453
78773|Austin|48453
78774|Austin|48453
78778|Austin|48453
78779|Austin|48453
78783|Austin|48453
78799|Austin|48453
78801|Uvalde|48463
78802|Uvalde|48463
78827|Asherton|48127
78828|Barksdale|48137
78829|Batesville|48507
78830|Big Wells|48127
78832|Brackettville|48271
78833|Camp Wood|48385
78834|Carrizo Springs|48127
78836|Catarina|48127
78837|Comstock|48465
78838|Concan|48463
78839|Crystal City|48507
78840|Del Rio|48465
78841|Del Rio|48465
78842|Del Rio|48465
78843|Laughlin AFB|48465
78847|Del Rio|48465
78850|D Hanis|48325
78851|Dryden|48443
78852|Eagle Pass|48323
78853|Eagle Pass|48323
78860|El Indio|48323
78861|Hondo|48325
78870|Knippa|48463
78871|Langtry|48465
78872|La Pryor|48507
78873|Leakey|48385
78877|Quemado|48323
78879|Rio Frio|48385
78880|Rocksprings|48137
78881|Sabinal|48463
78883|Tarpley|48019
78884|Utopia|48463
78885|Vanderpool|48019
78886|Yancey|48325
78931|Bleiblerville|48015
78932|Carmine|48149
78933|Cat Spring|48089
78934|Columbus|48089
78935|Alleyton|48089
78938|Ellinger|48149
78940|Fayetteville|48149
78941|Flatonia|48149
78942|Giddings|48287
78943|Glidden|48089
78944|Industry|48015
78945|La Grange|48149
78946|Ledbetter|48287
78947|Lexington|48287
78948|Lincoln|48287
78949|Muldoon|48149
78950|New Ulm|48015
78951|Oakland|48089
78952|Plum|48149
78953|Rosanky|48021
78954|Round Top|48149
78956|Schulenburg|48149
78957|Smithville|48021
78959|Waelder|48177
78960|Warda|48149
78961|Warrenton|48149
78962|Weimar|48089
78963|West Point|48149
79001|Adrian|48359
79002|Alanreed|48179
79003|Allison|48483
79005|Booker|48295
79007|Borger|48233
79008|Borger|48233
79009|Bovina|48369
79010|Boys Ranch|48359
79011|Briscoe|48483
79012|Bushland|48375
79013|Cactus|48341
79014|Canadian|48211
79015|Canyon|48381
79016|Canyon|48381
79018|Channing|48205
79019|Claude|48011
79021|Cotton Center|48189
79022|Dalhart|48111
79024|Darrouzett|48295
79025|Dawn|48117
79027|Dimmitt|48069
79029|Dumas|48341
79031|Earth|48279
79032|Edmonson|48189
79033|Farnsworth|48357
79034|Follett|48295
79035|Friona|48369
79036|Fritch|48233
79039|Groom|48065
79040|Gruver|48195
79041|Hale Center|48189
79042|Happy|48437
79043|Hart|48069
79044|Hartley|48205
79045|Hereford|48117
79046|Higgins|48295
79051|Kerrick|48111
79052|Kress|48437
79053|Lazbuddie|48369
79054|Lefors|48179
79056|Lipscomb|48295
79057|Mclean|48179
79058|Masterson|48375
79059|Miami|48393
79061|Mobeetie|48483
79062|Morse|48195
79063|Nazareth|48069
79064|Olton|48279
79065|Pampa|48179
79066|Pampa|48179
79068|Panhandle|48065
79070|Perryton|48357
79072|Plainview|48189
79073|Plainview|48189
79077|Samnorwood|48087
79078|Sanford|48233
79079|Shamrock|48483
79080|Skellytown|48065
79081|Spearman|48195
79082|Springlake|48279
79083|Stinnett|48233
79084|Stratford|48421
79085|Summerfield|48069
79086|Sunray|48341
79087|Texline|48111
79088|Tulia|48437
79091|Umbarger|48381
79092|Vega|48359
79093|Waka|48357
79094|Wayside|48011
79095|Wellington|48087
79096|Wheeler|48483
79097|White Deer|48065
79098|Wildorado|48359
79101|Amarillo|48375
79102|Amarillo|48375
79103|Amarillo|48375
79104|Amarillo|48375
79105|Amarillo|48341
79106|Amarillo|48375
79107|Amarillo|48375
79108|Amarillo|48375
79109|Amarillo|48381
79110|Amarillo|48381
79111|Amarillo|48375
79114|Amarillo|48375
79116|Amarillo|48375
79117|Amarillo|48375
79118|Amarillo|48381
79119|Amarillo|48381
79120|Amarillo|48375
79121|Amarillo|48381
79124|Amarillo|48375
79159|Amarillo|48375
79166|Amarillo|48375
79168|Amarillo|48375
79172|Amarillo|48375
79174|Amarillo|48375
79178|Amarillo|48375
79185|Amarillo|48375
79189|Amarillo|48375
79201|Childress|48075
79220|Afton|48125
79221|Aiken|48153
79223|Cee Vee|48101
79225|Chillicothe|48197
79226|Clarendon|48129
79227|Crowell|48155
79229|Dickens|48125
79230|Dodson|48087
79231|Dougherty|48153
79233|Estelline|48191
79234|Flomot|48345
79235|Floydada|48153
79236|Guthrie|48269
79237|Hedley|48129
79239|Lakeview|48191
79240|Lelia Lake|48129
79241|Lockney|48153
79243|Mcadoo|48125
79244|Matador|48345
79245|Memphis|48191
79247|Odell|48487
79248|Paducah|48101
79250|Petersburg|48189
79251|Quail|48087
79252|Quanah|48197
79255|Quitaque|48045
79256|Roaring Springs|48345
79257|Silverton|48045
79258|South Plains|48153
79259|Tell|48075
79261|Turkey|48191
79311|Abernathy|48189
79312|Amherst|48279
79313|Anton|48219
79314|Bledsoe|48079
79316|Brownfield|48445
79322|Crosbyton|48107
79323|Denver City|48501
79324|Enochs|48017
79325|Farwell|48369
79326|Fieldton|48279
79329|Idalou|48303
79330|Justiceburg|48169
79331|Lamesa|48115
79336|Levelland|48219
79338|Levelland|48219
79339|Littlefield|48279
79342|Loop|48165
79343|Lorenzo|48107
79344|Maple|48017
79345|Meadow|48445
79346|Morton|48079
79347|Muleshoe|48017
79350|New Deal|48303
79351|Odonnell|48305
79353|Pep|48219
79355|Plains|48501
79356|Post|48169
79357|Ralls|48107
79358|Ropesville|48219
79359|Seagraves|48165
79360|Seminole|48165
79363|Shallowater|48303
79364|Slaton|48303
79366|Ransom Canyon|48303
79367|Smyer|48219
79369|Spade|48279
79370|Spur|48125
79371|Sudan|48279
79372|Sundown|48219
79373|Tahoka|48305
79376|Tokio|48501
79377|Welch|48115
79378|Wellman|48445
79379|Whiteface|48079
79380|Whitharral|48219
79381|Wilson|48305
79382|Wolfforth|48303
79383|New Home|48305
79401|Lubbock|48303
79402|Lubbock|48303
79403|Lubbock|48303
79404|Lubbock|48303
79406|Lubbock|48303
79407|Lubbock|48303
79408|Lubbock|48303
79409|Lubbock|48303
79410|Lubbock|48303
79411|Lubbock|48303
79412|Lubbock|48303
79413|Lubbock|48303
79414|Lubbock|48303
79415|Lubbock|48303
79416|Lubbock|48303
79423|Lubbock|48303
79424|Lubbock|48303
79430|Lubbock|48303
79452|Lubbock|48303
79453|Lubbock|48303
79457|Lubbock|48303
79464|Lubbock|48303
79490|Lubbock|48303
79491|Lubbock|48303
79493|Lubbock|48303
79499|Lubbock|48303
79501|Anson|48253
79502|Aspermont|48433
79503|Avoca|48253
79504|Baird|48059
79505|Benjamin|48275
79506|Blackwell|48353
79508|Buffalo Gap|48441
79510|Clyde|48059
79511|Coahoma|48227
79512|Colorado City|48335
79516|Dunn|48415
79517|Fluvanna|48415
79518|Girard|48263
79519|Goldsboro|48083
79520|Hamlin|48253
79521|Haskell|48207
79525|Hawley|48253
79526|Hermleigh|48415
79527|Ira|48415
79528|Jayton|48263
79529|Knox City|48275
79530|Lawn|48441
79532|Loraine|48335
79533|Lueders|48253
79534|Mc Caulley|48151
79535|Maryneal|48353
79536|Merkel|48441
79537|Nolan|48353
79538|Novice|48083
79539|O Brien|48207
79540|Old Glory|48433
79541|Ovalo|48441
79543|Roby|48151
79544|Rochester|48207
79545|Roscoe|48353
79546|Rotan|48151
79547|Rule|48207
79548|Rule|48207
79549|Snyder|48415
79550|Snyder|48415
79553|Stamford|48253
79556|Sweetwater|48353
79560|Sylvester|48151
79561|Trent|48441
79562|Tuscola|48441
79563|Tye|48441
79565|Westbrook|48335
79566|Wingate|48441
79567|Winters|48399
79601|Abilene|48441
79602|Abilene|48441
79603|Abilene|48441
79604|Abilene|48441
79605|Abilene|48441
79606|Abilene|48441
79607|Dyess AFB|48441
79608|Abilene|48441
79697|Abilene|48441
79698|Abilene|48441
79699|Abilene|48441
79701|Midland|48329
79702|Midland|48329
79703|Midland|48329
79704|Midland|48329
79705|Midland|48329
79706|Midland|48329
79707|Midland|48329
79708|Midland|48329
79710|Midland|48329
79711|Midland|48329
79712|Midland|48329
79713|Ackerly|48317
79714|Andrews|48003
79718|Balmorhea|48389
79719|Barstow|48475
79720|Big Spring|48227
79721|Big Spring|48227
79730|Coyanosa|48371
79731|Crane|48103
79733|Forsan|48227
79734|Fort Davis|48243
79735|Fort Stockton|48371
79738|Gail|48033
79739|Garden City|48173
79740|Girvin|48103
79741|Goldsmith|48135
79742|Grandfalls|48475
79743|Imperial|48371
79744|Iraan|48371
79745|Kermit|48495
79748|Knott|48227
79749|Lenorah|48317
79752|Mc Camey|48461
79754|Mentone|48301
79755|Midkiff|48461
79756|Monahans|48475
79758|Gardendale|48135
79759|Notrees|48135
79760|Odessa|48135
79761|Odessa|48135
79762|Odessa|48135
79763|Odessa|48135
79764|Odessa|48135
79765|Odessa|48135
79766|Odessa|48135
79768|Odessa|48135
79769|Odessa|48135
79770|Orla|48389
79772|Pecos|48389
79776|Penwell|48135
79777|Pyote|48475
79778|Rankin|48461
79780|Saragosa|48389
79781|Sheffield|48371
79782|Stanton|48317
79783|Tarzan|48317
79785|Toyah|48389
79786|Toyahvale|48389
79788|Wickett|48475
79789|Wink|48495
79821|Anthony|48141
79830|Alpine|48043
79831|Alpine|48043
79832|Alpine|48043
79834|Big Bend National Park|48043
79835|Canutillo|48141
79836|Clint|48141
79837|Dell City|48229
79838|Fabens|48141
79839|Fort Hancock|48229
79842|Marathon|48043
79843|Marfa|48377
79845|Presidio|48377
79846|Redford|48377
79847|Salt Flat|48229
79848|Sanderson|48443
79849|San Elizario|48141
79851|Sierra Blanca|48229
79852|Terlingua|48043
79853|Tornillo|48141
79854|Valentine|48243
79855|Van Horn|48109
79901|El Paso|48141
79902|El Paso|48141
79903|El Paso|48141
79904|El Paso|48141
79905|El Paso|48141
79906|El Paso|48141
79907|El Paso|48141
79908|El Paso|48141
79910|El Paso|48141
79911|El Paso|48141
79912|El Paso|48141
79913|El Paso|48141
79914|El Paso|48141
79915|El Paso|48141
79916|Fort Bliss|48141
79917|El Paso|48141
79918|Fort Bliss|48141
79920|El Paso|48141
79922|El Paso|48141
79923|El Paso|48141
79924|El Paso|48141
79925|El Paso|48141
79926|El Paso|48141
79927|El Paso|48141
79928|El Paso|48141
79929|El Paso|48141
79930|El Paso|48141
79931|El Paso|48141
79932|El Paso|48141
79934|El Paso|48141
79935|El Paso|48141
79936|El Paso|48141
79937|El Paso|48141
79938|El Paso|48141
79940|El Paso|48141
79941|El Paso|48141
79942|El Paso|48105
79943|El Paso|48141
79944|El Paso|48141
79945|El Paso|48141
79946|El Paso|48141
79947|El Paso|48141
79948|El Paso|48141
79949|El Paso|48141
79950|El Paso|48141
79951|El Paso|48141
79952|El Paso|48141
79953|El Paso|48141
79954|El Paso|48141
79955|El Paso|48141
79958|El Paso|48141
79960|El Paso|48141
79961|El Paso|48141
79968|El Paso|48141
79976|El Paso|48141
79978|El Paso|48141
79980|El Paso|48141
79995|El Paso|48141
79996|El Paso|48141
79997|El Paso|48141
79998|El Paso|48141
79999|El Paso|48141
80001|Arvada|08059
80002|Arvada|08059
80003|Arvada|08059
80004|Arvada|08059
80005|Arvada|08059
80006|Arvada|08059
80007|Arvada|08059
80010|Aurora|08005
80011|Aurora|08005
80012|Aurora|08005
80013|Aurora|08005
80014|Aurora|08005
80015|Aurora|08005
80016|Aurora|08005
80017|Aurora|08005
80018|Aurora|08005
80019|Aurora|08001
80020|Broomfield|08014
80021|Broomfield|08059
80022|Commerce City|08001
80023|Broomfield|08014
80024|Dupont|08001
80025|Eldorado Springs|08013
80026|Lafayette|08013
80027|Louisville|08013
80030|Westminster|08001
80031|Westminster|08001
80033|Wheat Ridge|08059
80034|Wheat Ridge|08059
80035|Westminster|08059
80036|Westminster|08059
80037|Commerce City|08001
80038|Broomfield|08014
80040|Aurora|08005
80041|Aurora|08005
80042|Aurora|08005
80044|Aurora|08005
80045|Aurora|08001
80046|Aurora|08005
80047|Aurora|08005
80101|Agate|08039
80102|Bennett|08001
80103|Byers|08005
80104|Castle Rock|08035
80105|Deer Trail|08005
80106|Elbert|08041
80107|Elizabeth|08039
80108|Castle Rock|08035
80109|Castle Rock|08035
80110|Englewood|08005
80111|Englewood|08005
80112|Englewood|08005
80113|Englewood|08005
80116|Franktown|08035
80117|Kiowa|08039
80118|Larkspur|08035
80120|Littleton|08005
80121|Littleton|08005
80122|Littleton|08005
80123|Littleton|08059
80124|Lone Tree|08035
80125|Littleton|08035
80126|Littleton|08035
80127|Littleton|08059
80128|Littleton|08059
80129|Littleton|08035
80130|Littleton|08035
80131|Louviers|08035
80132|Monument|08041
80133|Palmer Lake|08041
80134|Parker|08035
80135|Sedalia|08035
80136|Strasburg|08001
80137|Watkins|08005
80138|Parker|08035
80150|Englewood|08005
80151|Englewood|08005
80155|Englewood|08005
80160|Littleton|08005
80161|Littleton|08005
80162|Littleton|08005
80163|Littleton|08005
80165|Littleton|08005
80166|Littleton|08005
80201|Denver|08031
80202|Denver|08031
80203|Denver|08031
80204|Denver|08031
80205|Denver|08031
80206|Denver|08031
80207|Denver|08031
80208|Denver|08031
80209|Denver|08031
80210|Denver|08031
80211|Denver|08031
80212|Denver|08031
80214|Denver|08059
80215|Denver|08059
80216|Denver|08031
80217|Denver|08031
80218|Denver|08031
80219|Denver|08031
80220|Denver|08031
80221|Denver|08001
80222|Denver|08031
80223|Denver|08031
80224|Denver|08031
80225|Denver|08031
80226|Denver|08059
80227|Denver|08059
80228|Denver|08059
80229|Denver|08001
80230|Denver|08031
80231|Denver|08031
80232|Denver|08059
80233|Denver|08001
80234|Denver|08001
80235|Denver|08059
80236|Denver|08031
80237|Denver|08031
80238|Denver|08031
80239|Denver|08031
80241|Thornton|08001
80243|Denver|08031
80244|Denver|08031
80246|Denver|08031
80247|Denver|08005
80248|Denver|08031
80249|Denver|08031
80250|Denver|08031
80256|Denver|08031
80257|Denver|08031
80259|Denver|08031
80260|Denver|08001
80261|Denver|08031
80262|Denver|08031
80263|Denver|08031
80264|Denver|08031
80265|Denver|08031
80266|Denver|08031
80271|Denver|08031
80273|Denver|08031
80274|Denver|08031
80281|Denver|08031
80290|Denver|08031
80291|Denver|08031
80293|Denver|08031
80294|Denver|08031
80299|Denver|08031
80301|Boulder|08013
80302|Boulder|08013
80303|Boulder|08013
80304|Boulder|08013
80305|Boulder|08013
80306|Boulder|08013
80307|Boulder|08013
80308|Boulder|08013
80309|Boulder|08013
80310|Boulder|08013
80314|Boulder|08013
80401|Golden|08059
80402|Golden|08059
80403|Golden|08059
80419|Golden|08059
80420|Alma|08093
80421|Bailey|08093
80422|Black Hawk|08047
80423|Bond|08037
80424|Breckenridge|08117
80425|Buffalo Creek|08059
80426|Burns|08037
80427|Central City|08047
80428|Clark|08107
80429|Climax|08065
80430|Coalmont|08057
80432|Como|08093
80433|Conifer|08059
80434|Cowdrey|08057
80435|Dillon|08117
80436|Dumont|08019
80437|Evergreen|08059
80438|Empire|08019
80439|Evergreen|08059
80440|Fairplay|08093
80442|Fraser|08049
80443|Frisco|08117
80444|Georgetown|08019
80446|Granby|08049
80447|Grand Lake|08049
80448|Grant|08093
80449|Hartsel|08093
80451|Hot Sulphur Springs|08049
80452|Idaho Springs|08019
80453|Idledale|08059
80454|Indian Hills|08059
80455|Jamestown|08013
80456|Jefferson|08093
80457|Kittredge|08059
80459|Kremmling|08049
80461|Leadville|08065
80463|Mc Coy|08107
80465|Morrison|08059
80466|Nederland|08013
80467|Oak Creek|08107
80468|Parshall|08049
80469|Phippsburg|08107
80470|Pine|08059
80471|Pinecliffe|08013
80473|Rand|08057
80474|Rollinsville|08047
80475|Shawnee|08093
80476|Silver Plume|08019
80477|Steamboat Springs|08107
80478|Tabernash|08049
80479|Toponas|08107
80480|Walden|08057
80481|Ward|08013
80482|Winter Park|08049
80483|Yampa|08107
80487|Steamboat Springs|08107
80488|Steamboat Springs|08107
80497|Silverthorne|08117
80498|Silverthorne|08117
80501|Longmont|08013
80502|Longmont|08013
80503|Longmont|08013
80504|Longmont|08013
80510|Allenspark|08013
80511|Estes Park|08069
80512|Bellvue|08069
80513|Berthoud|08069
80514|Dacono|08123
80515|Drake|08069
80516|Erie|08123
80517|Estes Park|08069
80520|Firestone|08123
80521|Fort Collins|08069
80522|Fort Collins|08069
80523|Fort Collins|08069
80524|Fort Collins|08069
80525|Fort Collins|08069
80526|Fort Collins|08069
80527|Fort Collins|08069
80528|Fort Collins|08069
80530|Frederick|08123
80532|Glen Haven|08069
80533|Hygiene|08013
80534|Johnstown|08123
80535|Laporte|08069
80536|Livermore|08069
80537|Loveland|08069
80538|Loveland|08069
80539|Loveland|08069
80540|Lyons|08013
80541|Masonville|08069
80542|Mead|08123
80543|Milliken|08123
80544|Niwot|08013
80545|Red Feather Lakes|08069
80546|Severance|08123
80547|Timnath|08069
80549|Wellington|08069
80550|Windsor|08123
80551|Windsor|08123
80553|Fort Collins|08069
80601|Brighton|08001
80602|Brighton|08001
80603|Brighton|08123
80610|Ault|08123
80611|Briggsdale|08123
80612|Carr|08123
80614|Eastlake|08001
80615|Eaton|08123
80620|Evans|08123
80621|Fort Lupton|08123
80622|Galeton|08123
80623|Gilcrest|08123
80624|Gill|08123
80631|Greeley|08123
80632|Greeley|08123
80633|Greeley|08123
80634|Greeley|08123
80638|Greeley|08123
80639|Greeley|08123
80640|Henderson|08001
80642|Hudson|08123
80643|Keenesburg|08123
80644|Kersey|08123
80645|La Salle|08123
80646|Lucerne|08123
80648|Nunn|08123
80649|Orchard|08087
80650|Pierce|08123
80651|Platteville|08123
80652|Roggen|08123
80653|Weldona|08087
80654|Wiggins|08087
80701|Fort Morgan|08087
80705|Log Lane Village|08087
80720|Akron|08121
80721|Amherst|08095
80722|Atwood|08075
80723|Brush|08087
80726|Crook|08075
80727|Eckley|08125
80728|Fleming|08075
80729|Grover|08123
80731|Haxtun|08095
80732|Hereford|08123
80733|Hillrose|08087
80734|Holyoke|08095
80735|Idalia|08125
80736|Iliff|08075
80737|Julesburg|08115
80740|Lindon|08121
80741|Merino|08075
80742|New Raymer|08123
80743|Otis|08121
80744|Ovid|08115
80745|Padroni|08075
80746|Paoli|08095
80747|Peetz|08075
80749|Sedgwick|08115
80750|Snyder|08087
80751|Sterling|08075
80754|Stoneham|08123
80755|Vernon|08125
80757|Woodrow|08121
80758|Wray|08125
80759|Yuma|08125
80801|Anton|08121
80802|Arapahoe|08017
80804|Arriba|08073
80805|Bethune|08063
80807|Burlington|08063
80808|Calhan|08041
80809|Cascade|08041
80810|Cheyenne Wells|08017
80812|Cope|08121
80813|Cripple Creek|08119
80814|Divide|08119
80815|Flagler|08063
80816|Florissant|08119
80817|Fountain|08041
80818|Genoa|08073
80819|Green Mountain Falls|08041
80820|Guffey|08093
80821|Hugo|08073
80822|Joes|08125
80823|Karval|08073
80824|Kirk|08125
80825|Kit Carson|08017
80826|Limon|08073
80827|Lake George|08093
80828|Limon|08073
80829|Manitou Springs|08041
80830|Matheson|08039
80831|Peyton|08041
80832|Ramah|08041
80833|Rush|08041
80834|Seibert|08063
80835|Simla|08039
80836|Stratton|08063
80840|Usaf Academy|08041
80841|Usaf Academy|08041
80860|Victor|08119
80861|Vona|08063
80862|Wild Horse|08017
80863|Woodland Park|08119
80864|Yoder|08041
80866|Woodland Park|08119
80901|Colorado Springs|08041
80902|Colorado Springs|08041
80903|Colorado Springs|08041
80904|Colorado Springs|08041
80905|Colorado Springs|08041
80906|Colorado Springs|08041
80907|Colorado Springs|08041
80908|Colorado Springs|08041
80909|Colorado Springs|08041
80910|Colorado Springs|08041
80911|Colorado Springs|08041
80912|Colorado Springs|08041
80913|Colorado Springs|08041
80914|Colorado Springs|08041
80915|Colorado Springs|08041
80916|Colorado Springs|08041
80917|Colorado Springs|08041
80918|Colorado Springs|08041
80919|Colorado Springs|08041
80920|Colorado Springs|08041
80921|Colorado Springs|08041
80922|Colorado Springs|08041
80923|Colorado Springs|08041
80924|Colorado Springs|08041
80925|Colorado Springs|08041
80926|Colorado Springs|08041
80927|Colorado Springs|08041
80928|Colorado Springs|08041
80929|Colorado Springs|08041
80930|Colorado Springs|08041
80931|Colorado Springs|08041
80932|Colorado Springs|08041
80933|Colorado Springs|08041
80934|Colorado Springs|08041
80935|Colorado Springs|08041
80936|Colorado Springs|08041
80937|Colorado Springs|08041
80938|Colorado Springs|08041
80939|Colorado Springs|08041
80941|Colorado Springs|08041
80942|Colorado Springs|08041
80946|Colorado Springs|08041
80947|Colorado Springs|08041
80949|Colorado Springs|08041
80950|Colorado Springs|08041
80951|Colorado Springs|08041
80960|Colorado Springs|08041
80962|Colorado Springs|08041
80970|Colorado Springs|08041
80977|Colorado Springs|08041
80995|Colorado Springs|08041
80997|Colorado Springs|08041
81001|Pueblo|08101
81002|Pueblo|08101
81003|Pueblo|08101
81004|Pueblo|08101
81005|Pueblo|08101
81006|Pueblo|08101
81007|Pueblo|08101
81008|Pueblo|08101
81009|Pueblo|08101
81010|Pueblo|08101
81011|Pueblo|08101
81012|Pueblo|08101
81019|Colorado City|08101
81020|Aguilar|08071
81021|Arlington|08061
81022|Avondale|08101
81023|Beulah|08101
81024|Boncarbo|08071
81025|Boone|08101
81027|Branson|08071
81029|Campo|08009
81030|Cheraw|08089
81033|Crowley|08025
81034|Ordway|08025
81036|Eads|08061
81038|Fort Lyon|08011
81039|Fowler|08089
81040|Gardner|08055
81041|Granada|08099
81043|Hartman|08099
81044|Hasty|08011
81045|Haswell|08061
81046|Hoehne|08071
81047|Holly|08099
81049|Kim|08071
81050|La Junta|08089
81052|Lamar|08099
81054|Las Animas|08011
81055|La Veta|08055
81057|Mc Clave|08011
81058|Manzanola|08089
81059|Model|08071
81062|Olney Springs|08025
81063|Ordway|08025
81064|Pritchett|08009
81067|Rocky Ford|08089
81069|Rye|08101
81071|Sheridan Lake|08061
81073|Springfield|08009
81076|Sugar City|08025
81077|Swink|08089
81081|Trinchera|08071
81082|Trinidad|08071
81084|Two Buttes|08009
81087|Vilas|08009
81089|Walsenburg|08055
81090|Walsh|08009
81091|Weston|08071
81092|Wiley|08099
81101|Alamosa|08003
81102|Alamosa|08003
81120|Antonito|08021
81121|Arboles|08007
81122|Bayfield|08067
81123|Blanca|08023
81124|Capulin|08021
81125|Center|08109
81126|Chama|08023
81128|Chromo|08007
81129|Conejos|08021
81130|Creede|08079
81131|Crestone|08109
81132|Del Norte|08105
81133|Fort Garland|08023
81135|Homelake|08105
81136|Hooper|08003
81137|Ignacio|08111
81138|Jaroso|08023
81140|La Jara|08021
81141|Manassa|08021
81143|Moffat|08109
81144|Monte Vista|08105
81146|Mosca|08003
81147|Pagosa Springs|08007
81148|Romeo|08021
81149|Saguache|08109
81151|Sanford|08021
81152|San Luis|08023
81154|South Fork|08105
81155|Villa Grove|08109
81157|Pagosa Springs|08007
81201|Salida|08015
81210|Almont|08051
81211|Buena Vista|08015
81212|Canon City|08043
81215|Canon City|08043
81220|Cimarron|08051
81221|Coal Creek|08043
81222|Coaldale|08043
81223|Cotopaxi|08043
81224|Crested Butte|08051
81225|Crested Butte|08051
81226|Florence|08043
81227|Monarch|08015
81228|Granite|08065
81230|Gunnison|08051
81231|Gunnison|08051
81232|Hillside|08043
81233|Howard|08043
81235|Lake City|08053
81236|Nathrop|08015
81237|Ohio City|08051
81239|Parlin|08051
81240|Penrose|08043
81241|Pitkin|08051
81242|Poncha Springs|08015
81243|Powderhorn|08051
81244|Rockvale|08043
81248|Sargents|08109
81251|Twin Lakes|08065
81252|Westcliffe|08027
81253|Wetmore|08027
81290|Florence|08043
81301|Durango|08067
81302|Durango|08067
81303|Durango|08067
81320|Cahone|08033
81321|Cortez|08083
81323|Dolores|08083
81324|Dove Creek|08033
81325|Egnar|08113
81326|Hesperus|08067
81327|Lewis|08083
81328|Mancos|08083
81329|Marvel|08067
81330|Mesa Verde National Park|08083
81331|Pleasant View|08083
81332|Rico|08033
81334|Towaoc|08083
81335|Yellow Jacket|08083
81401|Montrose|08085
81402|Montrose|08085
81403|Montrose|08085
81410|Austin|08029
81411|Bedrock|08085
81413|Cedaredge|08029
81414|Cory|08029
81415|Crawford|08029
81416|Delta|08029
81418|Eckert|08029
81419|Hotchkiss|08029
81420|Lazear|08029
81422|Naturita|08085
81423|Norwood|08113
81424|Nucla|08085
81425|Olathe|08085
81426|Ophir|08113
81427|Ouray|08091
81428|Paonia|08029
81429|Paradox|08085
81430|Placerville|08113
81431|Redvale|08085
81432|Ridgway|08091
81433|Silverton|08111
81434|Somerset|08051
81435|Telluride|08113
81501|Grand Junction|08077
81502|Grand Junction|08077
81503|Grand Junction|08077
81504|Grand Junction|08077
81505|Grand Junction|08077
81506|Grand Junction|08077
81507|Grand Junction|08077
81520|Clifton|08077
81521|Fruita|08077
81522|Gateway|08077
81523|Glade Park|08077
81524|Loma|08077
81525|Mack|08077
81526|Palisade|08077
81527|Whitewater|08077
81601|Glenwood Springs|08045
81602|Glenwood Springs|08045
81610|Dinosaur|08081
81611|Aspen|08097
81612|Aspen|08097
81615|Snowmass Village|08097
81620|Avon|08037
81621|Basalt|08037
81623|Carbondale|08045
81624|Collbran|08077
81625|Craig|08081
81626|Craig|08081
81630|De Beque|08077
81631|Eagle|08037
81632|Edwards|08037
81633|Dinosaur|08081
81635|Parachute|08045
81636|Battlement Mesa|08045
81637|Gypsum|08037
81638|Hamilton|08081
81639|Hayden|08107
81640|Maybell|08081
81641|Meeker|08103
81642|Meredith|08097
81643|Mesa|08077
81645|Minturn|08037
81646|Molina|08077
81647|New Castle|08045
81648|Rangely|08103
81649|Red Cliff|08037
81650|Rifle|08045
81652|Silt|08045
81653|Slater|08081
81654|Snowmass|08097
81655|Wolcott|08037
81656|Woody Creek|08097
81657|Vail|08037
81658|Vail|08037
82001|Cheyenne|56021
82002|Cheyenne|56021
82003|Cheyenne|56021
82005|Fe Warren AFB|56021
82006|Cheyenne|56021
82007|Cheyenne|56021
82009|Cheyenne|56021
82010|Cheyenne|56021
82050|Albin|56021
82051|Bosler|56001
82052|Buford|56001
82053|Burns|56021
82054|Carpenter|56021
82055|Centennial|56001
82058|Garrett|56001
82059|Granite Canon|56021
82060|Hillsdale|56021
82061|Horse Creek|56021
82063|Jelm|56001
82070|Laramie|56001
82071|Laramie|56001
82072|Laramie|56001
82073|Laramie|56001
82081|Meriden|56021
82082|Pine Bluffs|56021
82083|Rock River|56001
82084|Tie Siding|56001
82190|Yellowstone National Park|56029
82201|Wheatland|56031
82210|Chugwater|56031
82212|Fort Laramie|56015
82213|Glendo|56031
82214|Guernsey|56031
82215|Hartville|56031
82217|Hawk Springs|56015
82218|Huntley|56015
82219|Jay Em|56015
82221|Lagrange|56015
82222|Lance Creek|56027
82223|Lingle|56015
82224|Lost Springs|56027
82225|Lusk|56027
82227|Manville|56027
82229|Shawnee|56009
82240|Torrington|56015
82242|Van Tassell|56027
82243|Veteran|56015
82244|Yoder|56015
82301|Rawlins|56007
82310|Jeffrey City|56013
82321|Baggs|56007
82322|Bairoil|56037
82323|Dixon|56007
82324|Elk Mountain|56007
82325|Encampment|56007
82327|Hanna|56007
82329|Medicine Bow|56007
82331|Saratoga|56007
82332|Savery|56007
82334|Sinclair|56007
82335|Walcott|56007
82336|Wamsutter|56037
82401|Worland|56043
82410|Basin|56003
82411|Burlington|56003
82412|Byron|56003
82414|Cody|56029
82420|Cowley|56003
82421|Deaver|56003
82422|Emblem|56003
82423|Frannie|56003
82426|Greybull|56003
82428|Hyattville|56003
82430|Kirby|56017
82431|Lovell|56003
82432|Manderson|56003
82433|Meeteetse|56029
82434|Otto|56003
82435|Powell|56029
82440|Ralston|56029
82441|Shell|56003
82442|Ten Sleep|56043
82443|Thermopolis|56017
82450|Wapiti|56029
82501|Riverton|56013
82510|Arapahoe|56013
82512|Crowheart|56013
82513|Dubois|56013
82514|Fort Washakie|56013
82515|Hudson|56013
82516|Kinnear|56013
82520|Lander|56013
82523|Pavillion|56013
82524|Saint Stephens|56013
82601|Casper|56025
82602|Casper|56025
82604|Casper|56025
82605|Casper|56025
82609|Casper|56025
82615|Shirley Basin|56007
82620|Alcova|56025
82630|Arminto|56025
82633|Douglas|56009
82635|Edgerton|56025
82636|Evansville|56025
82637|Glenrock|56009
82638|Hiland|56025
82639|Kaycee|56019
82640|Linch|56019
82642|Lysite|56013
82643|Midwest|56025
82644|Mills|56025
82646|Natrona|56025
82648|Powder River|56025
82649|Shoshoni|56013
82701|Newcastle|56045
82710|Aladdin|56011
82711|Alva|56011
82712|Beulah|56011
82714|Devils Tower|56011
82715|Four Corners|56045
82716|Gillette|56005
82717|Gillette|56005
82718|Gillette|56005
82720|Hulett|56011
82721|Moorcroft|56011
82723|Osage|56045
82725|Recluse|56005
82727|Rozet|56005
82729|Sundance|56011
82730|Upton|56045
82731|Weston|56005
82732|Wright|56005
82801|Sheridan|56033
82831|Arvada|56033
82832|Banner|56033
82833|Big Horn|56033
82834|Buffalo|56019
82835|Clearmont|56033
82836|Dayton|56033
82837|Leiter|56033
82838|Parkman|56033
82839|Ranchester|56033
82840|Saddlestring|56019
82842|Story|56033
82844|Wolf|56033
82845|Wyarno|56033
82901|Rock Springs|56037
82902|Rock Springs|56037
82922|Bondurant|56035
82923|Boulder|56035
82925|Cora|56035
82929|Little America|56037
82930|Evanston|56041
82931|Evanston|56041
82932|Farson|56037
82933|Fort Bridger|56041
82934|Granger|56037
82935|Green River|56037
82936|Lonetree|56041
82937|Lyman|56041
82938|Mc Kinnon|56037
82939|Mountain View|56041
82941|Pinedale|56035
82942|Point Of Rocks|56037
82943|Reliance|56037
82944|Robertson|56041
82945|Superior|56037
83001|Jackson|56039
83002|Jackson|56039
83011|Kelly|56039
83012|Moose|56039
83013|Moran|56039
83014|Wilson|56039
83025|Teton Village|56039
83101|Kemmerer|56023
83110|Afton|56023
83111|Auburn|56023
83112|Bedford|56023
83113|Big Piney|56035
83114|Cokeville|56023
83115|Daniel|56035
83116|Diamondville|56023
83118|Etna|56023
83119|Fairview|56023
83120|Freedom|56023
83121|Frontier|56023
83122|Grover|56023
83123|La Barge|56023
83124|Opal|56023
83126|Smoot|56023
83127|Thayne|56023
83128|Alpine|56023
83201|Pocatello|16005
83202|Pocatello|16005
83203|Fort Hall|16005
83204|Pocatello|16005
83205|Pocatello|16005
83206|Pocatello|16005
83209|Pocatello|16005
83210|Aberdeen|16011
83211|American Falls|16077
83212|Arbon|16077
83213|Arco|16023
83214|Arimo|16005
83215|Atomic City|16011
83217|Bancroft|16029
83218|Basalt|16011
83220|Bern|16007
83221|Blackfoot|16011
83223|Bloomington|16007
83226|Challis|16037
83227|Clayton|16037
83228|Clifton|16041
83229|Cobalt|16059
83232|Dayton|16041
83233|Dingle|16007
83234|Downey|16005
83235|Ellis|16037
83236|Firth|16011
83237|Franklin|16041
83238|Geneva|16007
83239|Georgetown|16007
83241|Grace|16029
83243|Holbrook|16071
83244|Howe|16023
83245|Inkom|16005
83246|Lava Hot Springs|16005
83250|Mccammon|16005
83251|Mackay|16037
83252|Malad City|16071
83253|May|16059
83254|Montpelier|16007
83255|Moore|16023
83256|Moreland|16011
83261|Paris|16007
83262|Pingree|16011
83263|Preston|16041
83271|Rockland|16077
83272|Saint Charles|16007
83274|Shelley|16011
83276|Soda Springs|16029
83277|Springfield|16011
83278|Stanley|16037
83281|Swanlake|16005
83283|Thatcher|16041
83285|Wayan|16019
83286|Weston|16041
83287|Fish Haven|16007
83301|Twin Falls|16083
83302|Rogerson|16083
83303|Twin Falls|16083
83311|Albion|16031
83312|Almo|16031
83313|Bellevue|16013
83314|Bliss|16047
83316|Buhl|16083
83318|Burley|16031
83320|Carey|16013
83321|Castleford|16083
83322|Corral|16025
83323|Declo|16031
83324|Dietrich|16063
83325|Eden|16053
83327|Fairfield|16025
83328|Filer|16083
83330|Gooding|16047
83332|Hagerman|16047
83333|Hailey|16013
83334|Hansen|16083
83335|Hazelton|16053
83336|Heyburn|16067
83337|Hill City|16025
83338|Jerome|16053
83340|Ketchum|16013
83341|Kimberly|16083
83342|Malta|16031
83343|Minidoka|16067
83344|Murtaugh|16083
83346|Oakley|16031
83347|Paul|16067
83348|Picabo|16013
83349|Richfield|16063
83350|Rupert|16067
83352|Shoshone|16063
83353|Sun Valley|16013
83354|Sun Valley|16013
83355|Wendell|16047
83401|Idaho Falls|16019
83402|Idaho Falls|16019
83403|Idaho Falls|16019
83404|Idaho Falls|16019
83405|Idaho Falls|16019
83406|Idaho Falls|16019
83414|Alta|56039
83415|Idaho Falls|16019
83420|Ashton|16043
83421|Chester|16043
83422|Driggs|16081
83423|Dubois|16033
83424|Felt|16081
83425|Hamer|16051
83427|Iona|16019
83428|Irwin|16019
83429|Island Park|16043
83431|Lewisville|16051
83433|Macks Inn|16043
83434|Menan|16051
83435|Monteview|16051
83436|Newdale|16043
83438|Parker|16043
83440|Rexburg|16065
83441|Rexburg|16065
83442|Rigby|16051
83443|Ririe|16051
83444|Roberts|16051
83445|Saint Anthony|16043
83446|Spencer|16033
83448|Sugar City|16065
83449|Swan Valley|16019
83450|Terreton|16051
83451|Teton|16043
83452|Tetonia|16081
83454|Ucon|16019
83455|Victor|16081
83460|Rexburg|16065
83462|Carmen|16059
83463|Gibbonsville|16059
83464|Leadore|16059
83465|Lemhi|16059
83466|North Fork|16059
83467|Salmon|16059
83468|Tendoy|16059
83469|Shoup|16059
83501|Lewiston|16069
83520|Ahsahka|16035
83522|Cottonwood|16049
83523|Craigmont|16061
83524|Culdesac|16069
83525|Elk City|16049
83526|Ferdinand|16049
83530|Grangeville|16049
83531|Fenn|16049
83533|Greencreek|16049
83535|Juliaetta|16057
83536|Kamiah|16049
83537|Kendrick|16057
83539|Kooskia|16049
83540|Lapwai|16069
83541|Lenore|16035
83542|Lucile|16049
83543|Nezperce|16061
83544|Orofino|16035
83545|Peck|16069
83546|Pierce|16035
83547|Pollock|16049
83548|Reubens|16061
83549|Riggins|16049
83552|Stites|16049
83553|Weippe|16035
83554|White Bird|16049
83555|Winchester|16069
83602|Banks|16015
83604|Bruneau|16073
83605|Caldwell|16027
83606|Caldwell|16027
83607|Caldwell|16027
83610|Cambridge|16087
83611|Cascade|16085
83612|Council|16003
83615|Donnelly|16085
83616|Eagle|16001
83617|Emmett|16045
83619|Fruitland|16075
83622|Garden Valley|16015
83623|Glenns Ferry|16039
83624|Grand View|16073
83626|Greenleaf|16027
83627|Hammett|16039
83628|Homedale|16073
83629|Horseshoe Bend|16015
83630|Huston|16027
83631|Idaho City|16015
83632|Indian Valley|16003
83633|King Hill|16039
83634|Kuna|16001
83635|Lake Fork|16085
83636|Letha|16045
83637|Lowman|16015
83638|Mccall|16085
83639|Marsing|16073
83641|Melba|16027
83642|Meridian|16001
83643|Mesa|16003
83644|Middleton|16027
83645|Midvale|16087
83646|Meridian|16001
83647|Mountain Home|16039
83648|Mountain Home AFB|16039
83650|Murphy|16073
83651|Nampa|16027
83652|Nampa|16027
83653|Nampa|16027
83654|New Meadows|16003
83655|New Plymouth|16075
83656|Notus|16027
83657|Ola|16045
83660|Parma|16027
83661|Payette|16075
83666|Placerville|16015
83669|Star|16001
83670|Sweet|16045
83671|Warren|16049
83672|Weiser|16087
83676|Wilder|16027
83677|Yellow Pine|16085
83680|Meridian|16001
83686|Nampa|16027
83687|Nampa|16027
83701|Boise|16001
83702|Boise|16001
83703|Boise|16001
83704|Boise|16001
83705|Boise|16001
83706|Boise|16001
83707|Boise|16001
83708|Boise|16001
83709|Boise|16001
83711|Boise|16001
83712|Boise|16001
83713|Boise|16001
83714|Garden City|16001
83715|Boise|16001
83716|Boise|16001
83717|Boise|16001
83719|Boise|16001
83720|Boise|16001
83722|Boise|16001
83724|Boise|16001
83725|Boise|16001
83726|Boise|16001
83728|Boise|16001
83729|Boise|16001
83732|Boise|16001
83735|Boise|16001
83756|Boise|16001
83799|Boise|16001
83801|Athol|16055
83802|Avery|16079
83803|Bayview|16055
83804|Blanchard|16017
83805|Bonners Ferry|16021
83806|Bovill|16057
83808|Calder|16079
83809|Careywood|16017
83810|Cataldo|16055
83811|Clark Fork|16017
83812|Clarkia|16079
83813|Cocolalla|16017
83814|Coeur D Alene|16055
83815|Coeur D Alene|16055
83816|Coeur D Alene|16055
83821|Coolin|16017
83822|Oldtown|16017
83823|Deary|16057
83824|Desmet|16009
83825|Dover|16017
83826|Eastport|16021
83827|Elk River|16035
83830|Fernwood|16009
83832|Genesee|16057
83833|Harrison|16055
83834|Harvard|16057
83835|Hayden|16055
83836|Hope|16017
83837|Kellogg|16079
83839|Kingston|16079
83840|Kootenai|16017
83841|Laclede|16017
83842|Medimont|16055
83843|Moscow|16057
83844|Moscow|16057
83845|Moyie Springs|16021
83846|Mullan|16079
83847|Naples|16021
83848|Nordman|16017
83849|Osburn|16079
83850|Pinehurst|16079
83851|Plummer|16009
83852|Ponderay|16017
83853|Porthill|16021
83854|Post Falls|16055
83855|Potlatch|16057
83856|Priest River|16017
83857|Princeton|16057
83858|Rathdrum|16055
83860|Sagle|16017
83861|Saint Maries|16009
83864|Sandpoint|16017
83865|Colburn|16017
83866|Santa|16009
83867|Silverton|16079
83868|Smelterville|16079
83869|Spirit Lake|16055
83870|Tensed|16009
83871|Troy|16057
83872|Viola|16057
83873|Wallace|16079
83874|Murray|16079
83876|Worley|16055
83877|Post Falls|16055
84001|Altamont|49013
84002|Altonah|49013
84003|American Fork|49049
84004|Alpine|49049
84005|Eagle Mountain|49049
84006|Bingham Canyon|49035
84007|Bluebell|49013
84008|Bonanza|49047
84009|South Jordan|49035
84010|Bountiful|49011
84011|Bountiful|49011
84013|Cedar Valley|49049
84014|Centerville|49011
84015|Clearfield|49011
84016|Clearfield|49011
84017|Coalville|49043
84018|Croydon|49029
84020|Draper|49035
84021|Duchesne|49013
84022|Dugway|49045
84023|Dutch John|49009
84024|Echo|49043
84025|Farmington|49011
84026|Fort Duchesne|49047
84027|Fruitland|49013
84028|Garden City|49033
84029|Grantsville|49045
84031|Hanna|49013
84032|Heber City|49051
84033|Henefer|49043
84034|Ibapah|49045
84035|Jensen|49047
84036|Kamas|49043
84037|Kaysville|49011
84038|Laketown|49033
84039|Lapoint|49047
84040|Layton|49011
84041|Layton|49011
84042|Lindon|49049
84043|Lehi|49049
84044|Magna|49035
84045|Saratoga Springs|49049
84046|Manila|49009
84047|Midvale|49035
84049|Midway|49051
84050|Morgan|49029
84051|Mountain Home|49013
84052|Myton|49013
84053|Neola|49013
84054|North Salt Lake|49011
84055|Oakley|49043
84056|Hill AFB|49011
84057|Orem|49049
84058|Orem|49049
84059|Vineyard|49049
84060|Park City|49043
84061|Peoa|49043
84062|Pleasant Grove|49049
84063|Randlett|49047
84064|Randolph|49033
84065|Riverton|49035
84066|Roosevelt|49013
84067|Roy|49057
84068|Park City|49043
84069|Rush Valley|49045
84070|Sandy|49035
84071|Stockton|49045
84072|Tabiona|49013
84073|Talmage|49013
84074|Tooele|49045
84075|Syracuse|49011
84076|Tridell|49047
84078|Vernal|49047
84079|Vernal|49047
84080|Vernon|49045
84081|West Jordan|49035
84082|Wallsburg|49051
84083|Wendover|49045
84084|West Jordan|49035
84085|Whiterocks|49047
84086|Woodruff|49033
84087|Woods Cross|49011
84088|West Jordan|49035
84089|Clearfield|49011
84090|Sandy|49035
84091|Sandy|49035
84092|Sandy|49035
84093|Sandy|49035
84094|Sandy|49035
84095|South Jordan|49035
84096|Herriman|49035
84097|Orem|49049
84098|Park City|49043
84101|Salt Lake City|49035
84102|Salt Lake City|49035
84103|Salt Lake City|49035
84104|Salt Lake City|49035
84105|Salt Lake City|49035
84106|Salt Lake City|49035
84107|Salt Lake City|49035
84108|Salt Lake City|49035
84109|Salt Lake City|49035
84110|Salt Lake City|49035
84111|Salt Lake City|49035
84112|Salt Lake City|49035
84113|Salt Lake City|49035
84114|Salt Lake City|49035
84115|Salt Lake City|49035
84116|Salt Lake City|49035
84117|Salt Lake City|49035
84118|Salt Lake City|49035
84119|West Valley City|49035
84120|West Valley City|49035
84121|Salt Lake City|49035
84122|Salt Lake City|49035
84123|Salt Lake City|49035
84124|Salt Lake City|49035
84125|Salt Lake City|49035
84126|Salt Lake City|49035
84127|Salt Lake City|49035
84128|West Valley City|49035
84129|Salt Lake City|49035
84130|Salt Lake City|49035
84131|Salt Lake City|49035
84132|Salt Lake City|49035
84133|Salt Lake City|49035
84134|Salt Lake City|49035
84138|Salt Lake City|49035
84139|Salt Lake City|49035
84141|Salt Lake City|49035
84143|Salt Lake City|49035
84145|Salt Lake City|49035
84147|Salt Lake City|49035
84148|Salt Lake City|49035
84150|Salt Lake City|49035
84151|Salt Lake City|49035
84152|Salt Lake City|49035
84157|Salt Lake City|49035
84158|Salt Lake City|49035
84165|Salt Lake City|49035
84170|Salt Lake City|49035
84171|Salt Lake City|49035
84180|Salt Lake City|49035
84184|Salt Lake City|49035
84190|Salt Lake City|49035
84199|Salt Lake City|49035
84201|Ogden|49057
84244|Ogden|49057
84301|Bear River City|49003
84302|Brigham City|49003
84304|Cache Junction|49005
84305|Clarkston|49005
84306|Collinston|49003
84307|Corinne|49003
84308|Cornish|49005
84309|Deweyville|49003
84310|Eden|49057
84311|Fielding|49003
84312|Garland|49003
84313|Grouse Creek|49003
84314|Honeyville|49003
84315|Hooper|49057
84316|Howell|49003
84317|Huntsville|49057
84318|Hyde Park|49005
84319|Hyrum|49005
84320|Lewiston|49005
84321|Logan|49005
84322|Logan|49005
84323|Logan|49005
84324|Mantua|49003
84325|Mendon|49005
84326|Millville|49005
84327|Newton|49005
84328|Paradise|49005
84329|Park Valley|49003
84330|Plymouth|49003
84331|Portage|49003
84332|Providence|49005
84333|Richmond|49005
84334|Riverside|49003
84335|Smithfield|49005
84336|Snowville|49003
84337|Tremonton|49003
84338|Trenton|49005
84339|Wellsville|49005
84340|Willard|49003
84341|Logan|49005
84401|Ogden|49057
84402|Ogden|49057
84403|Ogden|49057
84404|Ogden|49057
84405|Ogden|49057
84407|Ogden|49057
84408|Ogden|49057
84409|Ogden|49057
84412|Ogden|49057
84414|Ogden|49057
84415|Ogden|49057
84501|Price|49007
84510|Aneth|49037
84511|Blanding|49037
84512|Bluff|49037
84513|Castle Dale|49015
84515|Cisco|49019
84516|Clawson|49015
84518|Cleveland|49015
84520|East Carbon|49007
84521|Elmo|49015
84522|Emery|49015
84523|Ferron|49015
84525|Green River|49015
84526|Helper|49007
84528|Huntington|49015
84529|Kenilworth|49007
84530|La Sal|49037
84531|Mexican Hat|49037
84532|Moab|49019
84533|Lake Powell|49025
84534|Montezuma Creek|49037
84535|Monticello|49037
84536|Monument Valley|49037
84537|Orangeville|49015
84539|Sunnyside|49007
84540|Thompson|49019
84542|Wellington|49007
84601|Provo|49049
84602|Provo|49049
84603|Provo|49049
84604|Provo|49049
84605|Provo|49049
84606|Provo|49049
84620|Aurora|49041
84621|Axtell|49039
84622|Centerfield|49039
84623|Chester|49039
84624|Delta|49027
84626|Elberta|49049
84627|Ephraim|49039
84628|Eureka|49023
84629|Fairview|49039
84630|Fayette|49039
84631|Fillmore|49027
84632|Fountain Green|49039
84633|Goshen|49049
84634|Gunnison|49039
84635|Hinckley|49027
84636|Holden|49027
84637|Kanosh|49027
84638|Leamington|49027
84639|Levan|49023
84640|Lynndyl|49027
84642|Manti|49039
84643|Mayfield|49039
84644|Meadow|49027
84645|Mona|49023
84646|Moroni|49039
84647|Mount Pleasant|49039
84648|Nephi|49023
84649|Oak City|49027
84651|Payson|49049
84652|Redmond|49041
84653|Salem|49049
84654|Salina|49041
84655|Santaquin|49049
84656|Scipio|49027
84657|Sigurd|49041
84660|Spanish Fork|49049
84662|Spring City|49039
84663|Springville|49049
84664|Mapleton|49049
84665|Sterling|49039
84667|Wales|49039
84701|Richfield|49041
84710|Alton|49025
84711|Annabella|49041
84712|Antimony|49017
84713|Beaver|49001
84714|Beryl|49021
84715|Bicknell|49055
84716|Boulder|49017
84718|Cannonville|49017
84719|Brian Head|49021
84720|Cedar City|49021
84721|Cedar City|49021
84722|Central|49053
84723|Circleville|49031
84724|Elsinore|49041
84725|Enterprise|49053
84726|Escalante|49017
84728|Garrison|49027
84729|Glendale|49025
84730|Glenwood|49041
84731|Greenville|49001
84732|Greenwich|49031
84733|Gunlock|49053
84734|Hanksville|49055
84735|Hatch|49017
84736|Henrieville|49017
84737|Hurricane|49053
84738|Ivins|49053
84739|Joseph|49041
84740|Junction|49031
84741|Kanab|49025
84742|Kanarraville|49021
84743|Kingston|49031
84744|Koosharem|49041
84745|La Verkin|49053
84746|Leeds|49053
84747|Loa|49055
84749|Lyman|49055
84750|Marysvale|49031
84751|Milford|49001
84752|Minersville|49001
84753|Modena|49021
84754|Monroe|49041
84755|Mount Carmel|49025
84756|Newcastle|49021
84757|New Harmony|49053
84758|Orderville|49025
84759|Panguitch|49017
84760|Paragonah|49021
84761|Parowan|49021
84762|Duck Creek Village|49025
84763|Rockville|49053
84764|Bryce|49017
84765|Santa Clara|49053
84766|Sevier|49041
84767|Springdale|49053
84770|Saint George|49053
84771|Saint George|49053
84772|Summit|49021
84773|Teasdale|49055
84774|Toquerville|49053
84775|Torrey|49055
84776|Tropic|49017
84779|Virgin|49053
84780|Washington|49053
84781|Pine Valley|49053
84782|Veyo|49053
84783|Dammeron Valley|49053
84784|Hildale|49053
84790|Saint George|49053
84791|Saint George|49053
85001|Phoenix|04013
85002|Phoenix|04013
85003|Phoenix|04013
85004|Phoenix|04013
85005|Phoenix|04013
85006|Phoenix|04013
85007|Phoenix|04013
85008|Phoenix|04013
85009|Phoenix|04013
85010|Phoenix|04013
85011|Phoenix|04013
85012|Phoenix|04013
85013|Phoenix|04013
85014|Phoenix|04013
85015|Phoenix|04013
85016|Phoenix|04013
85017|Phoenix|04013
85018|Phoenix|04013
85019|Phoenix|04013
85020|Phoenix|04013
85021|Phoenix|04013
85022|Phoenix|04013
85023|Phoenix|04013
85024|Phoenix|04013
85026|Phoenix|04013
85027|Phoenix|04013
85028|Phoenix|04013
85029|Phoenix|04013
85030|Phoenix|04013
85031|Phoenix|04013
85032|Phoenix|04013
85033|Phoenix|04013
85034|Phoenix|04013
85035|Phoenix|04013
85036|Phoenix|04013
85037|Phoenix|04013
85038|Phoenix|04013
85039|Phoenix|04013
85040|Phoenix|04013
85041|Phoenix|04013
85042|Phoenix|04013
85043|Phoenix|04013
85044|Phoenix|04013
85045|Phoenix|04013
85046|Phoenix|04013
85048|Phoenix|04013
85050|Phoenix|04013
85051|Phoenix|04013
85053|Phoenix|04013
85054|Phoenix|04013
85060|Phoenix|04013
85061|Phoenix|04013
85062|Phoenix|04013
85063|Phoenix|04013
85064|Phoenix|04013
85065|Phoenix|04013
85066|Phoenix|04013
85067|Phoenix|04013
85068|Phoenix|04013
85069|Phoenix|04013
85070|Phoenix|04013
85071|Phoenix|04013
85072|Phoenix|04013
85073|Phoenix|04013
85074|Phoenix|04013
85075|Phoenix|04013
85076|Phoenix|04013
85078|Phoenix|04013
85079|Phoenix|04013
85080|Phoenix|04013
85082|Phoenix|04013
85083|Phoenix|04013
85085|Phoenix|04013
85086|Phoenix|04013
85087|New River|04013
85117|Apache Junction|04021
85118|Gold Canyon|04021
85119|Apache Junction|04021
85120|Apache Junction|04021
85121|Bapchule|04021
85122|Casa Grande|04021
85123|Arizona City|04021
85127|Chandler Heights|04013
85128|Coolidge|04021
85130|Casa Grande|04021
85131|Eloy|04021
85132|Florence|04021
85135|Hayden|04007
85137|Kearny|04021
85138|Maricopa|04021
85139|Maricopa|04021
85140|San Tan Valley|04021
85141|Picacho|04021
85142|Queen Creek|04013
85143|San Tan Valley|04021
85145|Red Rock|04021
85147|Sacaton|04021
85172|Stanfield|04021
85173|Superior|04021
85178|Apache Junction|04021
85190|Tortilla Flat|04013
85191|Valley Farms|04021
85192|Winkelman|04021
85193|Casa Grande|04021
85194|Casa Grande|04021
85201|Mesa|04013
85202|Mesa|04013
85203|Mesa|04013
85204|Mesa|04013
85205|Mesa|04013
85206|Mesa|04013
85207|Mesa|04013
85208|Mesa|04013
85209|Mesa|04013
85210|Mesa|04013
85211|Mesa|04013
85212|Mesa|04013
85213|Mesa|04013
85214|Mesa|04013
85215|Mesa|04013
85216|Mesa|04013
85224|Chandler|04013
85225|Chandler|04013
85226|Chandler|04013
85233|Gilbert|04013
85234|Gilbert|04013
85236|Higley|04013
85244|Chandler|04013
85246|Chandler|04013
85248|Chandler|04013
85249|Chandler|04013
85250|Scottsdale|04013
85251|Scottsdale|04013
85252|Scottsdale|04013
85253|Paradise Valley|04013
85254|Scottsdale|04013
85255|Scottsdale|04013
85256|Scottsdale|04013
85257|Scottsdale|04013
85258|Scottsdale|04013
85259|Scottsdale|04013
85260|Scottsdale|04013
85261|Scottsdale|04013
85262|Scottsdale|04013
85263|Rio Verde|04013
85264|Fort Mcdowell|04013
85266|Scottsdale|04013
85267|Scottsdale|04013
85268|Fountain Hills|04013
85269|Fountain Hills|04013
85271|Scottsdale|04013
85274|Mesa|04013
85275|Mesa|04013
85277|Mesa|04013
85280|Tempe|04013
85281|Tempe|04013
85282|Tempe|04013
85283|Tempe|04013
85284|Tempe|04013
85285|Tempe|04013
85286|Chandler|04013
85287|Tempe|04013
85288|Tempe|04013
85295|Gilbert|04013
85296|Gilbert|04013
85297|Gilbert|04013
85298|Gilbert|04013
85299|Gilbert|04013
85301|Glendale|04013
85302|Glendale|04013
85303|Glendale|04013
85304|Glendale|04013
85305|Glendale|04013
85306|Glendale|04013
85307|Glendale|04013
85308|Glendale|04013
85309|Luke Air Force Base|04013
85310|Glendale|04013
85311|Glendale|04013
85312|Glendale|04013
85318|Glendale|04013
85320|Aguila|04013
85321|Ajo|04019
85322|Arlington|04013
85323|Avondale|04013
85324|Black Canyon City|04025
85325|Bouse|04012
85326|Buckeye|04013
85327|Cave Creek|04013
85328|Cibola|04012
85329|Cashion|04013
85331|Cave Creek|04013
85332|Congress|04025
85333|Dateland|04027
85334|Ehrenberg|04012
85335|El Mirage|04013
85336|San Luis|04027
85337|Gila Bend|04013
85338|Goodyear|04013
85339|Laveen|04013
85340|Litchfield Park|04013
85341|Lukeville|04019
85342|Morristown|04013
85343|Palo Verde|04013
85344|Parker|04012
85345|Peoria|04013
85346|Quartzsite|04012
85347|Roll|04027
85348|Salome|04012
85349|San Luis|04027
85350|Somerton|04027
85351|Sun City|04013
85352|Tacna|04027
85353|Tolleson|04013
85354|Tonopah|04013
85355|Waddell|04013
85356|Wellton|04027
85357|Wenden|04012
85358|Wickenburg|04013
85359|Quartzsite|04012
85360|Wikieup|04015
85361|Wittmann|04013
85362|Yarnell|04025
85363|Youngtown|04013
85364|Yuma|04027
85365|Yuma|04027
85366|Yuma|04027
85367|Yuma|04027
85369|Yuma|04027
85371|Poston|04012
85372|Sun City|04013
85373|Sun City|04013
85374|Surprise|04013
85375|Sun City West|04013
85376|Sun City West|04013
85377|Carefree|04013
85378|Surprise|04013
85379|Surprise|04013
85380|Peoria|04013
85381|Peoria|04013
85382|Peoria|04013
85383|Peoria|04013
85385|Peoria|04013
85387|Surprise|04013
85388|Surprise|04013
85390|Wickenburg|04013
85392|Avondale|04013
85395|Goodyear|04013
85396|Buckeye|04013
85501|Globe|04007
85502|Globe|04007
85530|Bylas|04009
85531|Central|04009
85532|Claypool|04007
85533|Clifton|04011
85534|Duncan|04011
85535|Eden|04009
85536|Fort Thomas|04009
85539|Miami|04007
85540|Morenci|04011
85541|Payson|04007
85542|Peridot|04007
85543|Pima|04009
85544|Pine|04007
85545|Roosevelt|04007
85546|Safford|04009
85547|Payson|04007
85548|Safford|04009
85550|San Carlos|04009
85551|Solomon|04009
85552|Thatcher|04009
85553|Tonto Basin|04007
85554|Young|04007
85601|Arivaca|04019
85602|Benson|04003
85603|Bisbee|04003
85605|Bowie|04003
85606|Cochise|04003
85607|Douglas|04003
85608|Douglas|04003
85609|Dragoon|04003
85610|Elfrida|04003
85611|Elgin|04023
85613|Fort Huachuca|04003
85614|Green Valley|04019
85615|Hereford|04003
85616|Huachuca City|04003
85617|Mc Neal|04003
85618|Mammoth|04021
85619|Mount Lemmon|04019
85620|Naco|04003
85621|Nogales|04023
85622|Green Valley|04019
85623|Oracle|04021
85624|Patagonia|04023
85625|Pearce|04003
85626|Pirtleville|04003
85627|Pomerene|04003
85628|Nogales|04023
85629|Sahuarita|04019
85630|Saint David|04003
85631|San Manuel|04021
85632|San Simon|04003
85633|Sasabe|04019
85634|Sells|04019
85635|Sierra Vista|04003
85636|Sierra Vista|04003
85637|Sonoita|04023
85638|Tombstone|04003
85639|Topawa|04019
85640|Tumacacori|04023
85641|Vail|04019
85643|Willcox|04003
85644|Willcox|04003
85645|Amado|04019
85646|Tubac|04023
85648|Rio Rico|04023
85650|Sierra Vista|04003
85652|Cortaro|04019
85653|Marana|04019
85654|Rillito|04019
85655|Douglas|04003
85658|Marana|04019
85670|Fort Huachuca|04003
85671|Sierra Vista|04003
85701|Tucson|04019
85702|Tucson|04019
85703|Tucson|04019
85704|Tucson|04019
85705|Tucson|04019
85706|Tucson|04019
85707|Tucson|04019
85708|Tucson|04019
85709|Tucson|04019
85710|Tucson|04019
85711|Tucson|04019
85712|Tucson|04019
85713|Tucson|04019
85714|Tucson|04019
85715|Tucson|04019
85716|Tucson|04019
85717|Tucson|04019
85718|Tucson|04019
85719|Tucson|04019
85720|Tucson|04019
85721|Tucson|04019
85722|Tucson|04019
85723|Tucson|04019
85724|Tucson|04019
85725|Tucson|04019
85726|Tucson|04019
85728|Tucson|04019
85730|Tucson|04019
85731|Tucson|04019
85732|Tucson|04019
85733|Tucson|04019
85734|Tucson|04019
85735|Tucson|04019
85736|Tucson|04019
85737|Tucson|04019
85738|Catalina|04019
85739|Tucson|04021
85740|Tucson|04019
85741|Tucson|04019
85742|Tucson|04019
85743|Tucson|04019
85744|Tucson|04019
85745|Tucson|04019
85746|Tucson|04019
85747|Tucson|04019
85748|Tucson|04019
85749|Tucson|04019
85750|Tucson|04019
85751|Tucson|04019
85752|Tucson|04019
85754|Tucson|04019
85755|Tucson|04019
85756|Tucson|04019
85757|Tucson|04019
85775|Tucson|04019
85901|Show Low|04017
85902|Show Low|04017
85911|Cibecue|04017
85912|White Mountain Lake|04017
85920|Alpine|04001
85922|Blue|04011
85923|Clay Springs|04017
85924|Concho|04001
85925|Eagar|04001
85926|Fort Apache|04017
85927|Greer|04001
85928|Heber|04017
85929|Lakeside|04017
85930|Mcnary|04001
85931|Forest Lakes|04005
85932|Nutrioso|04001
85933|Overgaard|04017
85934|Pinedale|04017
85935|Pinetop|04017
85936|Saint Johns|04001
85937|Snowflake|04017
85938|Springerville|04001
85939|Taylor|04017
85940|Vernon|04001
85941|Whiteriver|04001
85942|Woodruff|04017
86001|Flagstaff|04005
86002|Flagstaff|04005
86003|Flagstaff|04005
86004|Flagstaff|04005
86005|Flagstaff|04005
86011|Flagstaff|04005
86015|Bellemont|04005
86016|Gray Mountain|04005
86017|Munds Park|04005
86018|Parks|04005
86020|Cameron|04005
86021|Colorado City|04015
86022|Fredonia|04005
86023|Grand Canyon|04005
86024|Happy Jack|04005
86025|Holbrook|04017
86028|Petrified Forest Natl Pk|04001
86029|Sun Valley|04017
86030|Hotevilla|04017
86031|Indian Wells|04017
86032|Joseph City|04017
86033|Kayenta|04017
86034|Keams Canyon|04017
86035|Leupp|04005
86036|Marble Canyon|04005
86038|Mormon Lake|04005
86039|Kykotsmovi Village|04017
86040|Page|04005
86042|Polacca|04017
86043|Second Mesa|04017
86044|Tonalea|04005
86045|Tuba City|04005
86046|Williams|04005
86047|Winslow|04017
86052|North Rim|04005
86053|Kaibeto|04005
86054|Shonto|04017
86301|Prescott|04025
86302|Prescott|04025
86303|Prescott|04025
86304|Prescott|04025
86305|Prescott|04025
86312|Prescott Valley|04025
86313|Prescott|04025
86314|Prescott Valley|04025
86315|Prescott Valley|04025
86320|Ash Fork|04025
86321|Bagdad|04025
86322|Camp Verde|04025
86323|Chino Valley|04025
86324|Clarkdale|04025
86325|Cornville|04025
86326|Cottonwood|04025
86327|Dewey|04025
86329|Humboldt|04025
86331|Jerome|04025
86332|Kirkland|04025
86333|Mayer|04025
86334|Paulden|04025
86335|Rimrock|04025
86336|Sedona|04025
86337|Seligman|04025
86338|Skull Valley|04025
86339|Sedona|04025
86340|Sedona|04025
86341|Sedona|04025
86342|Lake Montezuma|04025
86343|Crown King|04025
86351|Sedona|04025
86401|Kingman|04015
86402|Kingman|04015
86403|Lake Havasu City|04015
86404|Lake Havasu City|04015
86405|Lake Havasu City|04015
86406|Lake Havasu City|04015
86409|Kingman|04015
86411|Hackberry|04015
86412|Hualapai|04015
86413|Golden Valley|04015
86426|Fort Mohave|04015
86427|Fort Mohave|04015
86429|Bullhead City|04015
86430|Bullhead City|04015
86431|Chloride|04015
86432|Littlefield|04015
86433|Oatman|04015
86434|Peach Springs|04015
86435|Supai|04005
86436|Topock|04015
86437|Valentine|04015
86438|Yucca|04015
86439|Bullhead City|04015
86440|Mohave Valley|04015
86441|Dolan Springs|04015
86442|Bullhead City|04015
86443|Temple Bar Marina|04015
86444|Meadview|04015
86445|Willow Beach|04015
86446|Mohave Valley|04015
86502|Chambers|04001
86503|Chinle|04001
86504|Fort Defiance|04001
86505|Ganado|04001
86506|Houck|04001
86507|Lukachukai|04001
86508|Lupton|04001
86510|Pinon|04017
86511|Saint Michaels|04001
86512|Sanders|04001
86514|Teec Nos Pos|04001
86515|Window Rock|04001
86520|Blue Gap|04001
86535|Dennehotso|04001
86538|Many Farms|04001
86540|Nazlini|04001
86544|Red Valley|04001
86545|Rock Point|04001
86547|Round Rock|04001
86556|Tsaile|04001
87001|Algodones|35043
87002|Belen|35061
87004|Bernalillo|35043
87005|Bluewater|35006
87006|Bosque|35053
87007|Casa Blanca|35006
87008|Cedar Crest|35001
87009|Cedarvale|35057
87010|Cerrillos|35049
87011|Claunch|35027
87012|Coyote|35039
87013|Cuba|35043
87014|Cubero|35006
87015|Edgewood|35049
87016|Estancia|35057
87017|Gallina|35039
87018|Counselor|35043
87020|Grants|35006
87021|Milan|35006
87022|Isleta|35001
87023|Jarales|35061
87024|Jemez Pueblo|35043
87025|Jemez Springs|35043
87026|Laguna|35061
87027|La Jara|35043
87028|La Joya|35053
87029|Lindrith|35039
87031|Los Lunas|35061
87032|Mcintosh|35057
87034|Pueblo Of Acoma|35006
87035|Moriarty|35057
87036|Mountainair|35057
87037|Nageezi|35045
87038|New Laguna|35006
87040|Paguate|35006
87041|Pena Blanca|35043
87042|Peralta|35061
87043|Placitas|35043
87044|Ponderosa|35043
87045|Prewitt|35031
87046|Regina|35043
87047|Sandia Park|35001
87048|Corrales|35043
87049|San Fidel|35006
87051|San Rafael|35006
87052|Santo Domingo Pueblo|35043
87053|San Ysidro|35043
87056|Stanley|35049
87059|Tijeras|35001
87060|Tome|35061
87061|Torreon|35057
87062|Veguita|35053
87063|Willard|35057
87064|Youngsville|35039
87068|Bosque Farms|35061
87070|Clines Corners|35057
87072|Cochiti Pueblo|35043
87083|Cochiti Lake|35043
87101|Albuquerque|35001
87102|Albuquerque|35001
87103|Albuquerque|35001
87104|Albuquerque|35001
87105|Albuquerque|35001
87106|Albuquerque|35001
87107|Albuquerque|35001
87108|Albuquerque|35001
87109|Albuquerque|35001
87110|Albuquerque|35001
87111|Albuquerque|35001
87112|Albuquerque|35001
87113|Albuquerque|35001
87114|Albuquerque|35001
87115|Albuquerque|35001
87116|Albuquerque|35001
87117|Kirtland AFB|35001
87119|Albuquerque|35001
87120|Albuquerque|35001
87121|Albuquerque|35001
87122|Albuquerque|35001
87123|Albuquerque|35001
87124|Rio Rancho|35043
87125|Albuquerque|35001
87131|Albuquerque|35001
87144|Rio Rancho|35043
87151|Albuquerque|35001
87153|Albuquerque|35001
87154|Albuquerque|35001
87158|Albuquerque|35001
87174|Rio Rancho|35043
87176|Albuquerque|35001
87181|Albuquerque|35001
87184|Albuquerque|35001
87185|Albuquerque|35001
87187|Albuquerque|35001
87190|Albuquerque|35001
87191|Albuquerque|35001
87192|Albuquerque|35001
87193|Albuquerque|35001
87194|Albuquerque|35001
87195|Albuquerque|35001
87196|Albuquerque|35001
87197|Albuquerque|35001
87198|Albuquerque|35001
87199|Albuquerque|35001
87301|Gallup|35031
87302|Gallup|35031
87305|Gallup|35031
87310|Brimhall|35031
87311|Church Rock|35031
87312|Continental Divide|35031
87313|Crownpoint|35031
87315|Fence Lake|35006
87316|Fort Wingate|35031
87317|Gamerco|35031
87319|Mentmore|35031
87320|Mexican Springs|35031
87321|Ramah|35031
87322|Rehoboth|35031
87323|Thoreau|35031
87325|Tohatchi|35031
87326|Vanderwagen|35031
87327|Zuni|35006
87328|Navajo|35031
87347|Jamestown|35031
87357|Pinehill|35006
87364|Sheep Springs|35045
87365|Smith Lake|35031
87375|Yatahey|35031
87401|Farmington|35045
87402|Farmington|35045
87410|Aztec|35045
87412|Blanco|35045
87413|Bloomfield|35045
87415|Flora Vista|35045
87416|Fruitland|35045
87417|Kirtland|35045
87418|La Plata|35045
87419|Navajo Dam|35045
87420|Shiprock|35045
87421|Waterflow|35045
87455|Newcomb|35045
87461|Sanostee|35045
87499|Farmington|35045
87501|Santa Fe|35049
87502|Santa Fe|35049
87503|Santa Fe|35049
87504|Santa Fe|35049
87505|Santa Fe|35049
87506|Santa Fe|35049
87507|Santa Fe|35049
87508|Santa Fe|35049
87509|Santa Fe|35049
87510|Abiquiu|35039
87511|Alcalde|35039
87512|Amalia|35055
87513|Arroyo Hondo|35055
87514|Arroyo Seco|35055
87515|Canjilon|35039
87516|Canones|35039
87517|Carson|35055
87518|Cebolla|35039
87519|Cerro|35055
87520|Chama|35039
87521|Chamisal|35055
87522|Chimayo|35039
87523|Cordova|35039
87524|Costilla|35055
87525|Taos Ski Valley|35055
87527|Dixon|35039
87528|Dulce|35039
87529|El Prado|35055
87530|El Rito|35039
87531|Embudo|35039
87532|Espanola|35049
87533|Espanola|35039
87535|Glorieta|35049
87537|Hernandez|35039
87538|Ilfeld|35047
87539|La Madera|35039
87540|Lamy|35049
87543|Llano|35055
87544|Los Alamos|35028
87545|Los Alamos|35028
87547|White Rock|35025
87548|Medanales|35039
87549|Ojo Caliente|35039
87551|Los Ojos|35039
87552|Pecos|35047
87553|Penasco|35055
87554|Petaca|35039
87556|Questa|35055
87557|Ranchos De Taos|35055
87558|Red River|35055
87560|Ribera|35047
87562|Rowe|35047
87564|San Cristobal|35055
87565|San Jose|35047
87566|Ohkay Owingeh|35039
87567|Santa Cruz|35049
87569|Serafina|35047
87571|Taos|35055
87573|Tererro|35047
87574|Tesuque|35049
87575|Tierra Amarilla|35039
87576|Trampas|35055
87577|Tres Piedras|35055
87578|Truchas|35039
87579|Vadito|35055
87580|Valdez|35055
87581|Vallecitos|35039
87582|Velarde|35039
87583|Villanueva|35047
87592|Santa Fe|35049
87594|Santa Fe|35049
87654|Spaceport City|35051
87701|Las Vegas|35047
87710|Angel Fire|35007
87711|Anton Chico|35019
87712|Buena Vista|35033
87713|Chacon|35033
87714|Cimarron|35007
87715|Cleveland|35033
87718|Eagle Nest|35007
87722|Guadalupita|35033
87723|Holman|35033
87724|La Loma|35019
87728|Maxwell|35007
87729|Miami|35007
87730|Mills|35021
87731|Montezuma|35047
87732|Mora|35033
87733|Mosquero|35021
87734|Ocate|35033
87735|Ojo Feliz|35033
87736|Rainsville|35033
87740|Raton|35007
87742|Rociada|35047
87743|Roy|35021
87745|Sapello|35047
87746|Solano|35047
87747|Springer|35007
87749|Ute Park|35007
87750|Valmora|35033
87752|Wagon Mound|35033
87753|Watrous|35033
87801|Socorro|35053
87820|Aragon|35003
87821|Datil|35003
87823|Lemitar|35053
87824|Luna|35003
87825|Magdalena|35053
87827|Pie Town|35003
87828|Polvadera|35053
87829|Quemado|35003
87830|Reserve|35003
87831|San Acacia|35053
87832|San Antonio|35053
87901|Truth Or Consequences|35051
87930|Arrey|35051
87931|Caballo|35051
87933|Derry|35051
87935|Elephant Butte|35051
87936|Garfield|35013
87937|Hatch|35013
87939|Monticello|35051
87940|Rincon|35013
87941|Salem|35013
87942|Williamsburg|35051
87943|Winston|35051
88001|Las Cruces|35013
88002|White Sands Missile Range|35013
88003|Las Cruces|35013
88004|Las Cruces|35013
88005|Las Cruces|35013
88006|Las Cruces|35013
88007|Las Cruces|35013
88008|Santa Teresa|35013
88009|Playas|35023
88011|Las Cruces|35013
88012|Las Cruces|35013
88013|Las Cruces|35013
88020|Animas|35023
88021|Anthony|35013
88022|Arenas Valley|35017
88023|Bayard|35017
88024|Berino|35013
88025|Buckhorn|35017
88026|Santa Clara|35017
88027|Chamberino|35013
88028|Cliff|35017
88029|Columbus|35029
88030|Deming|35029
88031|Deming|35029
88032|Dona Ana|35013
88033|Fairacres|35013
88034|Faywood|35017
88036|Fort Bayard|35017
88038|Gila|35017
88039|Glenwood|35003
88040|Hachita|35017
88041|Hanover|35017
88042|Hillsboro|35051
88043|Hurley|35017
88044|La Mesa|35013
88045|Lordsburg|35023
88046|Mesilla|35013
88047|Mesilla Park|35013
88048|Mesquite|35013
88049|Mimbres|35017
88051|Mule Creek|35017
88052|Organ|35013
88053|Pinos Altos|35017
88054|Radium Springs|35013
88055|Redrock|35017
88056|Rodeo|35023
88058|San Miguel|35013
88061|Silver City|35017
88062|Silver City|35017
88063|Sunland Park|35013
88065|Tyrone|35017
88072|Vado|35013
88081|Chaparral|35035
88101|Clovis|35009
88102|Clovis|35009
88103|Cannon AFB|35009
88112|Broadview|35009
88113|Causey|35041
88114|Crossroads|35025
88115|Dora|35041
88116|Elida|35041
88118|Floyd|35041
88119|Fort Sumner|35011
88120|Grady|35009
88121|House|35037
88122|Kenna|35041
88123|Lingo|35041
88124|Melrose|35009
88125|Milnesand|35041
88126|Pep|35041
88130|Portales|35041
88132|Rogers|35041
88133|Saint Vrain|35009
88134|Taiban|35011
88135|Texico|35009
88136|Yeso|35011
88201|Roswell|35005
88202|Roswell|35005
88203|Roswell|35005
88210|Artesia|35015
88211|Artesia|35015
88213|Caprock|35025
88220|Carlsbad|35015
88221|Carlsbad|35015
88230|Dexter|35005
88231|Eunice|35025
88232|Hagerman|35005
88240|Hobbs|35025
88241|Hobbs|35025
88242|Hobbs|35025
88244|Hobbs|35025
88250|Hope|35015
88252|Jal|35025
88253|Lake Arthur|35005
88254|Lakewood|35015
88255|Loco Hills|35015
88256|Loving|35015
88260|Lovington|35025
88262|Mcdonald|35025
88263|Malaga|35015
88264|Maljamar|35025
88265|Monument|35025
88267|Tatum|35025
88268|Whites City|35015
88301|Carrizozo|35027
88310|Alamogordo|35035
88311|Alamogordo|35035
88312|Alto|35027
88314|Bent|35035
88316|Capitan|35027
88317|Cloudcroft|35035
88318|Corona|35027
88321|Encino|35057
88323|Fort Stanton|35027
88324|Glencoe|35027
88325|High Rolls Mountain Park|35035
88330|Holloman Air Force Base|35035
88336|Hondo|35027
88337|La Luz|35035
88338|Lincoln|35027
88339|Mayhill|35035
88340|Mescalero|35035
88341|Nogal|35027
88342|Orogrande|35035
88343|Picacho|35027
88344|Pinon|35035
88345|Ruidoso|35027
88346|Ruidoso Downs|35027
88347|Sacramento|35035
88348|San Patricio|35027
88349|Sunspot|35035
88350|Timberon|35035
88351|Tinnie|35027
88352|Tularosa|35035
88353|Vaughn|35019
88354|Weed|35035
88355|Ruidoso|35027
88401|Tucumcari|35037
88410|Amistad|35059
88411|Bard|35037
88414|Capulin|35059
88415|Clayton|35059
88416|Conchas Dam|35047
88417|Cuervo|35019
88418|Des Moines|35059
88419|Folsom|35059
88421|Garita|35047
88422|Gladstone|35059
88424|Grenville|35059
88426|Logan|35037
88427|Mcalister|35037
88430|Nara Visa|35037
88431|Newkirk|35019
88433|Quay|35037
88434|San Jon|35037
88435|Santa Rosa|35019
88436|Sedan|35059
88439|Trementina|35047
88510|El Paso|48141
88511|El Paso|48141
88512|El Paso|48141
88513|El Paso|48141
88514|El Paso|48141
88515|El Paso|48141
88517|El Paso|48141
88518|El Paso|48141
88519|El Paso|48141
88520|El Paso|48141
88521|El Paso|48141
88523|El Paso|48141
88524|El Paso|48141
88525|El Paso|48141
88526|El Paso|48141
88527|El Paso|48141
88528|El Paso|48141
88529|El Paso|48141
88530|El Paso|48141
88531|El Paso|48141
88532|El Paso|48141
88533|El Paso|48141
88534|El Paso|48141
88535|El Paso|48141
88536|El Paso|48141
88538|El Paso|48141
88539|El Paso|48141
88540|El Paso|48141
88541|El Paso|48141
88542|El Paso|48141
88543|El Paso|48141
88544|El Paso|48141
88545|El Paso|48141
88546|El Paso|48141
88547|El Paso|48141
88548|El Paso|48141
88549|El Paso|48141
88550|El Paso|48141
88553|El Paso|48141
88554|El Paso|48141
88555|El Paso|48141
88556|El Paso|48141
88557|El Paso|48141
88558|El Paso|48141
88559|El Paso|48141
88560|El Paso|48141
88561|El Paso|48141
88562|El Paso|48141
88563|El Paso|48141
88565|El Paso|48141
88566|El Paso|48141
88567|El Paso|48141
88568|El Paso|48141
88569|El Paso|48141
88570|El Paso|48141
88571|El Paso|48141
88572|El Paso|48141
88573|El Paso|48141
88574|El Paso|48141
88575|El Paso|48141
88576|El Paso|48141
88577|El Paso|48141
88578|El Paso|48141
88579|El Paso|48141
88580|El Paso|48141
88581|El Paso|48141
88582|El Paso|48141
88583|El Paso|48141
88584|El Paso|48141
88585|El Paso|48141
88586|El Paso|48141
88587|El Paso|48141
88588|El Paso|48141
88589|El Paso|48141
88590|El Paso|48141
88595|El Paso|48141
88888|North Pole|11001
88901|The Lakes|32003
88905|The Lakes|32003
89001|Alamo|32017
89002|Henderson|32003
89003|Beatty|32023
89004|Blue Diamond|32003
89005|Boulder City|32003
89006|Boulder City|32003
89007|Bunkerville|32003
89008|Caliente|32017
89009|Henderson|32003
89010|Dyer|32009
89011|Henderson|32003
89012|Henderson|32003
89013|Goldfield|32009
89014|Henderson|32003
89015|Henderson|32003
89016|Henderson|32003
89017|Hiko|32017
89018|Indian Springs|32003
89019|Jean|32003
89020|Amargosa Valley|32023
89021|Logandale|32003
89022|Manhattan|32023
89023|Mercury|32023
89024|Mesquite|32003
89025|Moapa|32003
89026|Jean|32003
89027|Mesquite|32003
89028|Laughlin|32003
89029|Laughlin|32003
89030|North Las Vegas|32003
89031|North Las Vegas|32003
89032|North Las Vegas|32003
89033|North Las Vegas|32003
89034|Mesquite|32003
89036|North Las Vegas|32003
89037|Coyote Springs|32003
89039|Cal Nev Ari|32003
89040|Overton|32003
89041|Pahrump|32023
89042|Panaca|32017
89043|Pioche|32017
89044|Henderson|32003
89045|Round Mountain|32023
89046|Searchlight|32003
89047|Silverpeak|32009
89048|Pahrump|32023
89049|Tonopah|32023
89052|Henderson|32003
89053|Henderson|32003
89054|Sloan|32003
89060|Pahrump|32023
89061|Pahrump|32023
89067|Coyote Springs|32017
89070|Indian Springs|32003
89074|Henderson|32003
89077|Henderson|32003
89081|North Las Vegas|32003
89084|North Las Vegas|32003
89085|North Las Vegas|32003
89086|North Las Vegas|32003
89087|North Las Vegas|32003
89101|Las Vegas|32003
89102|Las Vegas|32003
89103|Las Vegas|32003
89104|Las Vegas|32003
89105|Las Vegas|32003
89106|Las Vegas|32003
89107|Las Vegas|32003
89108|Las Vegas|32003
89109|Las Vegas|32003
89110|Las Vegas|32003
89111|Las Vegas|32003
89112|Las Vegas|32003
89113|Las Vegas|32003
89114|Las Vegas|32003
89115|Las Vegas|32003
89116|Las Vegas|32003
89117|Las Vegas|32003
89118|Las Vegas|32003
89119|Las Vegas|32003
89120|Las Vegas|32003
89121|Las Vegas|32003
89122|Las Vegas|32003
89123|Las Vegas|32003
89124|Las Vegas|32003
89125|Las Vegas|32003
89126|Las Vegas|32003
89127|Las Vegas|32003
89128|Las Vegas|32003
89129|Las Vegas|32003
89130|Las Vegas|32003
89131|Las Vegas|32003
89132|Las Vegas|32003
89133|Las Vegas|32003
89134|Las Vegas|32003
89135|Las Vegas|32003
89136|Las Vegas|32003
89137|Las Vegas|32003
89138|Las Vegas|32003
89139|Las Vegas|32003
89140|Las Vegas|32003
89141|Las Vegas|32003
89142|Las Vegas|32003
89143|Las Vegas|32003
89144|Las Vegas|32003
89145|Las Vegas|32003
89146|Las Vegas|32003
89147|Las Vegas|32003
89148|Las Vegas|32003
89149|Las Vegas|32003
89150|Las Vegas|32003
89151|Las Vegas|32003
89152|Las Vegas|32003
89153|Las Vegas|32003
89154|Las Vegas|32003
89155|Las Vegas|32003
89156|Las Vegas|32003
89157|Las Vegas|32003
89158|Las Vegas|32003
89159|Las Vegas|32003
89160|Las Vegas|32003
89161|Las Vegas|32003
89162|Las Vegas|32003
89163|The Lakes|32003
89164|Las Vegas|32003
89165|Las Vegas|32003
89166|Las Vegas|32003
89169|Las Vegas|32003
89170|Las Vegas|32003
89173|Las Vegas|32003
89177|Las Vegas|32003
89178|Las Vegas|32003
89179|Las Vegas|32003
89180|Las Vegas|32003
89183|Las Vegas|32003
89185|Las Vegas|32003
89191|Nellis AFB|32003
89193|Las Vegas|32003
89195|Las Vegas|32003
89199|Las Vegas|32003
89301|Ely|32033
89310|Austin|32015
89311|Baker|32033
89314|Duckwater|32023
89315|Ely|32033
89316|Eureka|32011
89317|Lund|32033
89318|Mc Gill|32033
89319|Ruth|32033
89402|Crystal Bay|32031
89403|Dayton|32019
89404|Denio|32013
89405|Empire|32031
89406|Fallon|32001
89407|Fallon|32001
89408|Fernley|32019
89409|Gabbs|32023
89410|Gardnerville|32005
89411|Genoa|32005
89412|Gerlach|32031
89413|Glenbrook|32005
89414|Golconda|32013
89415|Hawthorne|32021
89418|Imlay|32027
89419|Lovelock|32027
89420|Luning|32021
89421|Mc Dermitt|32013
89422|Mina|32021
89423|Minden|32005
89424|Nixon|32031
89425|Orovada|32013
89426|Paradise Valley|32013
89427|Schurz|32021
89428|Silver City|32019
89429|Silver Springs|32019
89430|Smith|32019
89431|Sparks|32031
89432|Sparks|32031
89433|Sun Valley|32031
89434|Sparks|32031
89435|Sparks|32031
89436|Sparks|32031
89437|Sparks|32031
89438|Valmy|32013
89439|Verdi|32031
89440|Virginia City|32029
89441|Sparks|32031
89442|Wadsworth|32031
89444|Wellington|32019
89445|Winnemucca|32013
89446|Winnemucca|32013
89447|Yerington|32019
89448|Zephyr Cove|32005
89449|Stateline|32005
89450|Incline Village|32031
89451|Incline Village|32031
89452|Incline Village|32031
89460|Gardnerville|32005
89496|Fallon|32001
89501|Reno|32031
89502|Reno|32031
89503|Reno|32031
89504|Reno|32031
89505|Reno|32031
89506|Reno|32031
89507|Reno|32031
89508|Reno|32031
89509|Reno|32031
89510|Reno|32031
89511|Reno|32031
89512|Reno|32031
89513|Reno|32031
89515|Reno|32031
89519|Reno|32031
89520|Reno|32031
89521|Reno|32031
89523|Reno|32031
89533|Reno|32031
89555|Reno|32031
89557|Reno|32031
89570|Reno|32031
89595|Reno|32031
89599|Reno|32031
89701|Carson City|32510
89702|Carson City|32510
89703|Carson City|32510
89704|Washoe Valley|32031
89705|Carson City|32005
89706|Carson City|32510
89711|Carson City|32510
89712|Carson City|32510
89713|Carson City|32510
89714|Carson City|32510
89721|Carson City|32510
89801|Elko|32007
89802|Elko|32007
89803|Elko|32007
89815|Spring Creek|32007
89820|Battle Mountain|32015
89821|Crescent Valley|32011
89822|Carlin|32007
89823|Deeth|32007
89825|Jackpot|32007
89826|Jarbidge|32007
89828|Lamoille|32007
89830|Montello|32007
89831|Mountain City|32007
89832|Owyhee|32007
89833|Ruby Valley|32007
89834|Tuscarora|32007
89835|Wells|32007
89883|West Wendover|32007
90001|Los Angeles|06037
90002|Los Angeles|06037
90003|Los Angeles|06037
90004|Los Angeles|06037
90005|Los Angeles|06037
90006|Los Angeles|06037
90007|Los Angeles|06037
90008|Los Angeles|06037
90009|Los Angeles|06037
90010|Los Angeles|06037
90011|Los Angeles|06037
90012|Los Angeles|06037
90013|Los Angeles|06037
90014|Los Angeles|06037
90015|Los Angeles|06037
90016|Los Angeles|06037
90017|Los Angeles|06037
90018|Los Angeles|06037
90019|Los Angeles|06037
90020|Los Angeles|06037
90021|Los Angeles|06037
90022|Los Angeles|06037
90023|Los Angeles|06037
90024|Los Angeles|06037
90025|Los Angeles|06037
90026|Los Angeles|06037
90027|Los Angeles|06037
90028|Los Angeles|06037
90029|Los Angeles|06037
90030|Los Angeles|06037
90031|Los Angeles|06037
90032|Los Angeles|06037
90033|Los Angeles|06037
90034|Los Angeles|06037
90035|Los Angeles|06037
90036|Los Angeles|06037
90037|Los Angeles|06037
90038|Los Angeles|06037
90039|Los Angeles|06037
90040|Los Angeles|06037
90041|Los Angeles|06037
90042|Los Angeles|06037
90043|Los Angeles|06037
90044|Los Angeles|06037
90045|Los Angeles|06037
90046|Los Angeles|06037
90047|Los Angeles|06037
90048|Los Angeles|06037
90049|Los Angeles|06037
90050|Los Angeles|06037
90051|Los Angeles|06037
90052|Los Angeles|06037
90053|Los Angeles|06037
90054|Los Angeles|06037
90055|Los Angeles|06037
90056|Los Angeles|06037
90057|Los Angeles|06037
90058|Los Angeles|06037
90059|Los Angeles|06037
90060|Los Angeles|06037
90061|Los Angeles|06037
90062|Los Angeles|06037
90063|Los Angeles|06037
90064|Los Angeles|06037
90065|Los Angeles|06037
90066|Los Angeles|06037
90067|Los Angeles|06037
90068|Los Angeles|06037
90069|West Hollywood|06037
90070|Los Angeles|06037
90071|Los Angeles|06037
90072|Los Angeles|06037
90073|Los Angeles|06037
90074|Los Angeles|06037
90075|Los Angeles|06037
90076|Los Angeles|06037
90077|Los Angeles|06037
90078|Los Angeles|06037
90079|Los Angeles|06037
90080|Los Angeles|06037
90081|Los Angeles|06037
90082|Los Angeles|06037
90083|Los Angeles|06037
90084|Los Angeles|06037
90086|Los Angeles|06037
90087|Los Angeles|06037
90088|Los Angeles|06037
90089|Los Angeles|06037
90090|Dodgertown|06037
90091|Los Angeles|06037
90093|Los Angeles|06037
90094|Playa Vista|06037
90095|Los Angeles|06037
90096|Los Angeles|06037
90099|Los Angeles|06037
90134|Los Angeles|06037
90189|Los Angeles|06037
90201|Bell Gardens|06037
90202|Bell|06037
90209|Beverly Hills|06037
90210|Beverly Hills|06037
90211|Beverly Hills|06037
90212|Beverly Hills|06037
90213|Beverly Hills|06037
90220|Compton|06037
90221|Compton|06037
90222|Compton|06037
90223|Compton|06037
90224|Compton|06037
90230|Culver City|06037
90231|Culver City|06037
90232|Culver City|06037
90233|Culver City|06037
90239|Downey|06037
90240|Downey|06037
90241|Downey|06037
90242|Downey|06037
90245|El Segundo|06037
90247|Gardena|06037
90248|Gardena|06037
90249|Gardena|06037
90250|Hawthorne|06037
90251|Hawthorne|06037
90254|Hermosa Beach|06037
90255|Huntington Park|06037
90260|Lawndale|06037
90261|Lawndale|06037
90262|Lynwood|06037
90263|Malibu|06037
90264|Malibu|06037
90265|Malibu|06037
90266|Manhattan Beach|06037
90267|Manhattan Beach|06037
90270|Maywood|06037
90272|Pacific Palisades|06037
90274|Palos Verdes Peninsula|06037
90275|Rancho Palos Verdes|06037
90277|Redondo Beach|06037
90278|Redondo Beach|06037
90280|South Gate|06037
90290|Topanga|06037
90291|Venice|06037
90292|Marina Del Rey|06037
90293|Playa Del Rey|06037
90294|Venice|06037
90295|Marina Del Rey|06037
90296|Playa Del Rey|06037
90301|Inglewood|06037
90302|Inglewood|06037
90303|Inglewood|06037
90304|Inglewood|06037
90305|Inglewood|06037
90306|Inglewood|06037
90307|Inglewood|06037
90308|Inglewood|06037
90309|Inglewood|06037
90310|Inglewood|06037
90311|Inglewood|06037
90312|Inglewood|06037
90401|Santa Monica|06037
90402|Santa Monica|06037
90403|Santa Monica|06037
90404|Santa Monica|06037
90405|Santa Monica|06037
90406|Santa Monica|06037
90407|Santa Monica|06037
90408|Santa Monica|06037
90409|Santa Monica|06037
90410|Santa Monica|06037
90411|Santa Monica|06037
90501|Torrance|06037
90502|Torrance|06037
90503|Torrance|06037
90504|Torrance|06037
90505|Torrance|06037
90506|Torrance|06037
90507|Torrance|06037
90508|Torrance|06037
90509|Torrance|06037
90510|Torrance|06037
90601|Whittier|06037
90602|Whittier|06037
90603|Whittier|06037
90604|Whittier|06037
90605|Whittier|06037
90606|Whittier|06037
90607|Whittier|06037
90608|Whittier|06037
90609|Whittier|06037
90610|Whittier|06037
90620|Buena Park|06059
90621|Buena Park|06059
90622|Buena Park|06059
90623|La Palma|06059
90624|Buena Park|06059
90630|Cypress|06059
90631|La Habra|06059
90632|La Habra|06059
90633|La Habra|06059
90637|La Mirada|06037
90638|La Mirada|06037
90639|La Mirada|06037
90640|Montebello|06037
90650|Norwalk|06037
90651|Norwalk|06037
90652|Norwalk|06037
90660|Pico Rivera|06037
90661|Pico Rivera|06037
90662|Pico Rivera|06037
90670|Santa Fe Springs|06037
90671|Santa Fe Springs|06037
90680|Stanton|06059
90701|Artesia|06037
90702|Artesia|06037
90703|Cerritos|06037
90704|Avalon|06037
90706|Bellflower|06037
90707|Bellflower|06037
90710|Harbor City|06037
90711|Lakewood|06037
90712|Lakewood|06037
90713|Lakewood|06037
90714|Lakewood|06037
90715|Lakewood|06037
90716|Hawaiian Gardens|06037
90717|Lomita|06037
90720|Los Alamitos|06059
90721|Los Alamitos|06059
90723|Paramount|06037
90731|San Pedro|06037
90732|San Pedro|06037
90733|San Pedro|06037
90734|San Pedro|06037
90740|Seal Beach|06059
90742|Sunset Beach|06059
90743|Surfside|06059
90744|Wilmington|06037
90745|Carson|06037
90746|Carson|06037
90747|Carson|06037
90748|Wilmington|06037
90749|Carson|06037
90755|Signal Hill|06037
90801|Long Beach|06037
90802|Long Beach|06037
90803|Long Beach|06037
90804|Long Beach|06037
90805|Long Beach|06037
90806|Long Beach|06037
90807|Long Beach|06037
90808|Long Beach|06037
90809|Long Beach|06037
90810|Long Beach|06037
90813|Long Beach|06037
90814|Long Beach|06037
90815|Long Beach|06037
90822|Long Beach|06037
90831|Long Beach|06037
90832|Long Beach|06037
90833|Long Beach|06037
90840|Long Beach|06037
90842|Long Beach|06037
90844|Long Beach|06037
90846|Long Beach|06037
90847|Long Beach|06037
90848|Long Beach|06037
90853|Long Beach|06037
90895|Carson|06037
91001|Altadena|06037
91003|Altadena|06037
91006|Arcadia|06037
91007|Arcadia|06037
91008|Duarte|06037
91009|Duarte|06037
91010|Duarte|06037
91011|La Canada Flintridge|06037
91012|La Canada Flintridge|06037
91016|Monrovia|06037
91017|Monrovia|06037
91020|Montrose|06037
91021|Montrose|06037
91023|Mount Wilson|06037
91024|Sierra Madre|06037
91025|Sierra Madre|06037
91030|South Pasadena|06037
91031|South Pasadena|06037
91040|Sunland|06037
91041|Sunland|06037
91042|Tujunga|06037
91043|Tujunga|06037
91046|Verdugo City|06037
91066|Arcadia|06037
91077|Arcadia|06037
91101|Pasadena|06037
91102|Pasadena|06037
91103|Pasadena|06037
91104|Pasadena|06037
91105|Pasadena|06037
91106|Pasadena|06037
91107|Pasadena|06037
91108|San Marino|06037
91109|Pasadena|06037
91110|Pasadena|06037
91114|Pasadena|06037
91115|Pasadena|06037
91116|Pasadena|06037
91117|Pasadena|06037
91118|San Marino|06037
91121|Pasadena|06037
91123|Pasadena|06037
91124|Pasadena|06037
91125|Pasadena|06037
91126|Pasadena|06037
91129|Pasadena|06037
91182|Pasadena|06037
91184|Pasadena|06037
91185|Pasadena|06037
91188|Pasadena|06037
91189|Pasadena|06037
91199|Pasadena|06037
91201|Glendale|06037
91202|Glendale|06037
91203|Glendale|06037
91204|Glendale|06037
91205|Glendale|06037
91206|Glendale|06037
91207|Glendale|06037
91208|Glendale|06037
91209|Glendale|06037
91210|Glendale|06037
91214|La Crescenta|06037
91221|Glendale|06037
91222|Glendale|06037
91224|La Crescenta|06037
91225|Glendale|06037
91226|Glendale|06037
91301|Agoura Hills|06037
91302|Calabasas|06037
91303|Canoga Park|06037
91304|Canoga Park|06037
91305|Canoga Park|06037
91306|Winnetka|06037
91307|West Hills|06037
91308|West Hills|06037
91309|Canoga Park|06037
91310|Castaic|06037
91311|Chatsworth|06037
91313|Chatsworth|06037
91316|Encino|06037
91319|Newbury Park|06111
91320|Newbury Park|06111
91321|Newhall|06037
91322|Newhall|06037
91324|Northridge|06037
91325|Northridge|06037
91326|Porter Ranch|06037
91327|Northridge|06037
91328|Northridge|06037
91329|Northridge|06037
91330|Northridge|06037
91331|Pacoima|06037
91333|Pacoima|06037
91334|Pacoima|06037
91335|Reseda|06037
91337|Reseda|06037
91340|San Fernando|06037
91341|San Fernando|06037
91342|Sylmar|06037
91343|North Hills|06037
91344|Granada Hills|06037
91345|Mission Hills|06037
91346|Mission Hills|06037
91350|Santa Clarita|06037
91351|Canyon Country|06037
91352|Sun Valley|06037
91353|Sun Valley|06037
91354|Valencia|06037
91355|Valencia|06037
91356|Tarzana|06037
91357|Tarzana|06037
91358|Thousand Oaks|06111
91359|Westlake Village|06037
91360|Thousand Oaks|06111
91361|Westlake Village|06111
91362|Thousand Oaks|06111
91364|Woodland Hills|06037
91365|Woodland Hills|06037
91367|Woodland Hills|06037
91371|Woodland Hills|06037
91372|Calabasas|06037
91376|Agoura Hills|06037
91377|Oak Park|06111
91380|Santa Clarita|06037
91381|Stevenson Ranch|06037
91382|Santa Clarita|06037
91383|Santa Clarita|06037
91384|Castaic|06037
91385|Valencia|06037
91386|Canyon Country|06037
91387|Canyon Country|06037
91390|Santa Clarita|06037
91392|Sylmar|06037
91393|North Hills|06037
91394|Granada Hills|06037
91395|Mission Hills|06037
91396|Winnetka|06037
91401|Van Nuys|06037
91402|Panorama City|06037
91403|Sherman Oaks|06037
91404|Van Nuys|06037
91405|Van Nuys|06037
91406|Van Nuys|06037
91407|Van Nuys|06037
91408|Van Nuys|06037
91409|Van Nuys|06037
91410|Van Nuys|06037
91411|Van Nuys|06037
91412|Panorama City|06037
91413|Sherman Oaks|06037
91416|Encino|06037
91423|Sherman Oaks|06037
91426|Encino|06037
91436|Encino|06037
91470|Van Nuys|06037
91482|Van Nuys|06037
91495|Sherman Oaks|06037
91496|Van Nuys|06037
91499|Van Nuys|06037
91501|Burbank|06037
91502|Burbank|06037
91503|Burbank|06037
91504|Burbank|06037
91505|Burbank|06037
91506|Burbank|06037
91507|Burbank|06037
91508|Burbank|06037
91510|Burbank|06037
91521|Burbank|06037
91522|Burbank|06037
91523|Burbank|06037
91526|Burbank|06037
91601|North Hollywood|06037
91602|North Hollywood|06037
91603|North Hollywood|06037
91604|Studio City|06037
91605|North Hollywood|06037
91606|North Hollywood|06037
91607|Valley Village|06037
91608|Universal City|06037
91609|North Hollywood|06037
91610|Toluca Lake|06037
91611|North Hollywood|06037
91612|North Hollywood|06037
91614|Studio City|06037
91615|North Hollywood|06037
91616|North Hollywood|06037
91617|Valley Village|06037
91618|North Hollywood|06037
91701|Rancho Cucamonga|06071
91702|Azusa|06037
91706|Baldwin Park|06037
91708|Chino|06071
91709|Chino Hills|06071
91710|Chino|06071
91711|Claremont|06037
91714|City Of Industry|06037
91715|City Of Industry|06037
91716|City Of Industry|06037
91722|Covina|06037
91723|Covina|06037
91724|Covina|06037
91729|Rancho Cucamonga|06071
91730|Rancho Cucamonga|06071
91731|El Monte|06037
91732|El Monte|06037
91733|South El Monte|06037
91734|El Monte|06037
91735|El Monte|06037
91737|Rancho Cucamonga|06071
91739|Rancho Cucamonga|06071
91740|Glendora|06037
91741|Glendora|06037
91743|Guasti|06071
91744|La Puente|06037
91745|Hacienda Heights|06037
91746|La Puente|06037
91747|La Puente|06037
91748|Rowland Heights|06037
91749|La Puente|06037
91750|La Verne|06037
91752|Mira Loma|06065
91754|Monterey Park|06037
91755|Monterey Park|06037
91756|Monterey Park|06037
91758|Ontario|06071
91759|Mt Baldy|06071
91761|Ontario|06071
91762|Ontario|06071
91763|Montclair|06071
91764|Ontario|06071
91765|Diamond Bar|06037
91766|Pomona|06037
91767|Pomona|06037
91768|Pomona|06037
91769|Pomona|06037
91770|Rosemead|06037
91771|Rosemead|06037
91772|Rosemead|06037
91773|San Dimas|06037
91775|San Gabriel|06037
91776|San Gabriel|06037
91778|San Gabriel|06037
91780|Temple City|06037
91784|Upland|06071
91785|Upland|06071
91786|Upland|06071
91788|Walnut|06037
91789|Walnut|06037
91790|West Covina|06037
91791|West Covina|06037
91792|West Covina|06037
91793|West Covina|06037
91801|Alhambra|06037
91802|Alhambra|06037
91803|Alhambra|06037
91804|Alhambra|06037
91896|Alhambra|06037
91899|Alhambra|06037
91901|Alpine|06073
91902|Bonita|06073
91903|Alpine|06073
91905|Boulevard|06073
91906|Campo|06073
91908|Bonita|06073
91909|Chula Vista|06073
91910|Chula Vista|06073
91911|Chula Vista|06073
91912|Chula Vista|06073
91913|Chula Vista|06073
91914|Chula Vista|06073
91915|Chula Vista|06073
91916|Descanso|06073
91917|Dulzura|06073
91921|Chula Vista|06073
91931|Guatay|06073
91932|Imperial Beach|06073
91933|Imperial Beach|06073
91934|Jacumba|06073
91935|Jamul|06073
91941|La Mesa|06073
91942|La Mesa|06073
91943|La Mesa|06073
91944|La Mesa|06073
91945|Lemon Grove|06073
91946|Lemon Grove|06073
91948|Mount Laguna|06073
91950|National City|06073
91951|National City|06073
91962|Pine Valley|06073
91963|Potrero|06073
91976|Spring Valley|06073
91977|Spring Valley|06073
91978|Spring Valley|06073
91979|Spring Valley|06073
91980|Tecate|06073
91987|Tecate|06073
92003|Bonsall|06073
92004|Borrego Springs|06073
92007|Cardiff By The Sea|06073
92008|Carlsbad|06073
92009|Carlsbad|06073
92010|Carlsbad|06073
92011|Carlsbad|06073
92013|Carlsbad|06073
92014|Del Mar|06073
92018|Carlsbad|06073
92019|El Cajon|06073
92020|El Cajon|06073
92021|El Cajon|06073
92022|El Cajon|06073
92023|Encinitas|06073
92024|Encinitas|06073
92025|Escondido|06073
92026|Escondido|06073
92027|Escondido|06073
92028|Fallbrook|06073
92029|Escondido|06073
92030|Escondido|06073
92033|Escondido|06073
92036|Julian|06073
92037|La Jolla|06073
92038|La Jolla|06073
92039|La Jolla|06073
92040|Lakeside|06073
92046|Escondido|06073
92049|Oceanside|06073
92051|Oceanside|06073
92052|Oceanside|06073
92054|Oceanside|06073
92055|Camp Pendleton|06073
92056|Oceanside|06073
92057|Oceanside|06073
92058|Oceanside|06073
92059|Pala|06073
92060|Palomar Mountain|06073
92061|Pauma Valley|06073
92064|Poway|06073
92065|Ramona|06073
92066|Ranchita|06073
92067|Rancho Santa Fe|06073
92068|San Luis Rey|06073
92069|San Marcos|06073
92070|Santa Ysabel|06073
92071|Santee|06073
92072|Santee|06073
92074|Poway|06073
92075|Solana Beach|06073
92078|San Marcos|06073
92079|San Marcos|06073
92081|Vista|06073
92082|Valley Center|06073
92083|Vista|06073
92084|Vista|06073
92085|Vista|06073
92086|Warner Springs|06073
92088|Fallbrook|06073
92091|Rancho Santa Fe|06073
92092|La Jolla|06073
92093|La Jolla|06073
92096|San Marcos|06073
92101|San Diego|06073
92102|San Diego|06073
92103|San Diego|06073
92104|San Diego|06073
92105|San Diego|06073
92106|San Diego|06073
92107|San Diego|06073
92108|San Diego|06073
92109|San Diego|06073
92110|San Diego|06073
92111|San Diego|06073
92112|San Diego|06073
92113|San Diego|06073
92114|San Diego|06073
92115|San Diego|06073
92116|San Diego|06073
92117|San Diego|06073
92118|Coronado|06073
92119|San Diego|06073
92120|San Diego|06073
92121|San Diego|06073
92122|San Diego|06073
92123|San Diego|06073
92124|San Diego|06073
92126|San Diego|06073
92127|San Diego|06073
92128|San Diego|06073
92129|San Diego|06073
92130|San Diego|06073
92131|San Diego|06073
92132|San Diego|06073
92134|San Diego|06073
92135|San Diego|06073
92136|San Diego|06073
92137|San Diego|06073
92138|San Diego|06073
92139|San Diego|06073
92140|San Diego|06073
92142|San Diego|06073
92143|San Ysidro|06073
92145|San Diego|06073
92147|San Diego|06073
92149|San Diego|06073
92150|San Diego|06073
92152|San Diego|06073
92153|San Diego|06073
92154|San Diego|06073
92155|San Diego|06073
92158|San Diego|06073
92159|San Diego|06073
92160|San Diego|06073
92161|San Diego|06073
92163|San Diego|06073
92165|San Diego|06073
92166|San Diego|06073
92167|San Diego|06073
92168|San Diego|06073
92169|San Diego|06073
92170|San Diego|06073
92171|San Diego|06073
92172|San Diego|06073
92173|San Ysidro|06073
92174|San Diego|06073
92175|San Diego|06073
92176|San Diego|06073
92177|San Diego|06073
92178|Coronado|06073
92179|San Diego|06073
92182|San Diego|06073
92186|San Diego|06073
92187|San Diego|06073
92191|San Diego|06073
92192|San Diego|06073
92193|San Diego|06073
92195|San Diego|06073
92196|San Diego|06073
92197|San Diego|06073
92198|San Diego|06073
92199|San Diego|06073
92201|Indio|06065
92202|Indio|06065
92203|Indio|06065
92210|Indian Wells|06065
92211|Palm Desert|06065
92220|Banning|06065
92222|Bard|06025
92223|Beaumont|06065
92225|Blythe|06065
92226|Blythe|06065
92227|Brawley|06025
92230|Cabazon|06065
92231|Calexico|06025
92232|Calexico|06025
92233|Calipatria|06025
92234|Cathedral City|06065
92235|Cathedral City|06065
92236|Coachella|06065
92239|Desert Center|06065
92240|Desert Hot Springs|06065
92241|Desert Hot Springs|06065
92242|Earp|06071
92243|El Centro|06025
92244|El Centro|06025
92247|La Quinta|06065
92248|La Quinta|06065
92249|Heber|06025
92250|Holtville|06025
92251|Imperial|06025
92252|Joshua Tree|06071
92253|La Quinta|06065
92254|Mecca|06065
92255|Palm Desert|06065
92256|Morongo Valley|06071
92257|Niland|06025
92258|North Palm Springs|06065
92259|Ocotillo|06025
92260|Palm Desert|06065
92261|Palm Desert|06065
92262|Palm Springs|06065
92263|Palm Springs|06065
92264|Palm Springs|06065
92266|Palo Verde|06025
92267|Parker Dam|06071
92268|Pioneertown|06071
92270|Rancho Mirage|06065
92273|Seeley|06025
92274|Thermal|06065
92275|Salton City|06025
92276|Thousand Palms|06065
92277|Twentynine Palms|06071
92278|Twentynine Palms|06071
92280|Vidal|06071
92281|Westmorland|06025
92282|Whitewater|06065
92283|Winterhaven|06025
92284|Yucca Valley|06071
92285|Landers|06071
92286|Yucca Valley|06071
92301|Adelanto|06071
92304|Amboy|06071
92305|Angelus Oaks|06071
92307|Apple Valley|06071
92308|Apple Valley|06071
92309|Baker|06071
92310|Fort Irwin|06071
92311|Barstow|06071
92312|Barstow|06071
92313|Grand Terrace|06071
92314|Big Bear City|06071
92315|Big Bear Lake|06071
92316|Bloomington|06071
92317|Blue Jay|06071
92318|Bryn Mawr|06071
92320|Calimesa|06065
92321|Cedar Glen|06071
92322|Cedarpines Park|06071
92323|Cima|06071
92324|Colton|06071
92325|Crestline|06071
92327|Daggett|06071
92328|Death Valley|06027
92329|Phelan|06071
92331|Fontana|06071
92332|Essex|06071
92333|Fawnskin|06071
92334|Fontana|06071
92335|Fontana|06071
92336|Fontana|06071
92337|Fontana|06071
92338|Ludlow|06071
92339|Forest Falls|06071
92340|Hesperia|06071
92341|Green Valley Lake|06071
92342|Helendale|06071
92344|Hesperia|06071
92345|Hesperia|06071
92346|Highland|06071
92347|Hinkley|06071
92350|Loma Linda|06071
92352|Lake Arrowhead|06071
92354|Loma Linda|06071
92356|Lucerne Valley|06071
92357|Loma Linda|06071
92358|Lytle Creek|06071
92359|Mentone|06071
92363|Needles|06071
92364|Nipton|06071
92365|Newberry Springs|06071
92366|Mountain Pass|06071
92368|Oro Grande|06071
92369|Patton|06071
92371|Phelan|06071
92372|Pinon Hills|06071
92373|Redlands|06071
92374|Redlands|06071
92375|Redlands|06071
92376|Rialto|06071
92377|Rialto|06071
92378|Rimforest|06071
92382|Running Springs|06071
92384|Shoshone|06027
92385|Skyforest|06071
92386|Sugarloaf|06071
92389|Tecopa|06027
92391|Twin Peaks|06071
92392|Victorville|06071
92393|Victorville|06071
92394|Victorville|06071
92395|Victorville|06071
92397|Wrightwood|06071
92398|Yermo|06071
92399|Yucaipa|06071
92401|San Bernardino|06071
92402|San Bernardino|06071
92403|San Bernardino|06071
92404|San Bernardino|06071
92405|San Bernardino|06071
92406|San Bernardino|06071
92407|San Bernardino|06071
92408|San Bernardino|06071
92410|San Bernardino|06071
92411|San Bernardino|06071
92413|San Bernardino|06071
92415|San Bernardino|06071
92418|San Bernardino|06071
92423|San Bernardino|06071
92427|San Bernardino|06071
92501|Riverside|06065
92502|Riverside|06065
92503|Riverside|06065
92504|Riverside|06065
92505|Riverside|06065
92506|Riverside|06065
92507|Riverside|06065
92508|Riverside|06065
92509|Jurupa Valley|06065
92513|Riverside|06065
92514|Riverside|06065
92516|Riverside|06065
92517|Riverside|06065
92518|March Air Reserve Base|06065
92519|Riverside|06065
92521|Riverside|06065
92522|Riverside|06065
92530|Lake Elsinore|06065
92531|Lake Elsinore|06065
92532|Lake Elsinore|06065
92536|Aguanga|06065
92539|Anza|06065
92543|Hemet|06065
92544|Hemet|06065
92545|Hemet|06065
92546|Hemet|06065
92548|Homeland|06065
92549|Idyllwild|06065
92551|Moreno Valley|06065
92552|Moreno Valley|06065
92553|Moreno Valley|06065
92554|Moreno Valley|06065
92555|Moreno Valley|06065
92556|Moreno Valley|06065
92557|Moreno Valley|06065
92561|Mountain Center|06065
92562|Murrieta|06065
92563|Murrieta|06065
92564|Murrieta|06065
92567|Nuevo|06065
92570|Perris|06065
92571|Perris|06065
92572|Perris|06065
92581|San Jacinto|06065
92582|San Jacinto|06065
92583|San Jacinto|06065
92584|Menifee|06065
92585|Menifee|06065
92586|Menifee|06065
92587|Menifee|06065
92589|Temecula|06065
92590|Temecula|06065
92591|Temecula|06065
92592|Temecula|06065
92593|Temecula|06065
92595|Wildomar|06065
92596|Winchester|06065
92599|Perris|06065
92602|Irvine|06059
92603|Irvine|06059
92604|Irvine|06059
92605|Huntington Beach|06059
92606|Irvine|06059
92607|Laguna Niguel|06059
92609|El Toro|06059
92610|Foothill Ranch|06059
92612|Irvine|06059
92614|Irvine|06059
92615|Huntington Beach|06059
92616|Irvine|06059
92617|Irvine|06059
92618|Irvine|06059
92619|Irvine|06059
92620|Irvine|06059
92623|Irvine|06059
92624|Capistrano Beach|06059
92625|Corona Del Mar|06059
92626|Costa Mesa|06059
92627|Costa Mesa|06059
92628|Costa Mesa|06059
92629|Dana Point|06059
92630|Lake Forest|06059
92637|Laguna Woods|06059
92646|Huntington Beach|06059
92647|Huntington Beach|06059
92648|Huntington Beach|06059
92649|Huntington Beach|06059
92650|East Irvine|06059
92651|Laguna Beach|06059
92652|Laguna Beach|06059
92653|Laguna Hills|06059
92654|Laguna Hills|06059
92655|Midway City|06059
92656|Aliso Viejo|06059
92657|Newport Coast|06059
92658|Newport Beach|06059
92659|Newport Beach|06059
92660|Newport Beach|06059
92661|Newport Beach|06059
92662|Newport Beach|06059
92663|Newport Beach|06059
92672|San Clemente|06059
92673|San Clemente|06059
92674|San Clemente|06059
92675|San Juan Capistrano|06059
92676|Silverado|06059
92677|Laguna Niguel|06059
92678|Trabuco Canyon|06059
92679|Trabuco Canyon|06059
92683|Westminster|06059
92684|Westminster|06059
92685|Westminster|06059
92688|Rancho Santa Margarita|06059
92690|Mission Viejo|06059
92691|Mission Viejo|06059
92692|Mission Viejo|06059
92693|San Juan Capistrano|06059
92694|Ladera Ranch|06059
92697|Irvine|06059
92698|Aliso Viejo|06059
92701|Santa Ana|06059
92702|Santa Ana|06059
92703|Santa Ana|06059
92704|Santa Ana|06059
92705|Santa Ana|06059
92706|Santa Ana|06059
92707|Santa Ana|06059
92708|Fountain Valley|06059
92711|Santa Ana|06059
92712|Santa Ana|06059
92728|Fountain Valley|06059
92735|Santa Ana|06059
92780|Tustin|06059
92781|Tustin|06059
92782|Tustin|06059
92799|Santa Ana|06059
92801|Anaheim|06059
92802|Anaheim|06059
92803|Anaheim|06059
92804|Anaheim|06059
92805|Anaheim|06059
92806|Anaheim|06059
92807|Anaheim|06059
92808|Anaheim|06059
92809|Anaheim|06059
92811|Atwood|06059
92812|Anaheim|06059
92814|Anaheim|06059
92815|Anaheim|06059
92816|Anaheim|06059
92817|Anaheim|06059
92821|Brea|06059
92822|Brea|06059
92823|Brea|06059
92825|Anaheim|06059
92831|Fullerton|06059
92832|Fullerton|06059
92833|Fullerton|06059
92834|Fullerton|06059
92835|Fullerton|06059
92836|Fullerton|06059
92837|Fullerton|06059
92838|Fullerton|06059
92840|Garden Grove|06059
92841|Garden Grove|06059
92842|Garden Grove|06059
92843|Garden Grove|06059
92844|Garden Grove|06059
92845|Garden Grove|06059
92846|Garden Grove|06059
92850|Anaheim|06059
92856|Orange|06059
92857|Orange|06059
92859|Orange|06059
92860|Norco|06065
92861|Villa Park|06059
92862|Orange|06059
92863|Orange|06059
92864|Orange|06059
92865|Orange|06059
92866|Orange|06059
92867|Orange|06059
92868|Orange|06059
92869|Orange|06059
92870|Placentia|06059
92871|Placentia|06059
92877|Corona|06065
92878|Corona|06065
92879|Corona|06065
92880|Corona|06065
92881|Corona|06065
92882|Corona|06065
92883|Corona|06065
92885|Yorba Linda|06059
92886|Yorba Linda|06059
92887|Yorba Linda|06059
92899|Anaheim|06059
93001|Ventura|06111
93002|Ventura|06111
93003|Ventura|06111
93004|Ventura|06111
93005|Ventura|06111
93006|Ventura|06111
93007|Ventura|06111
93009|Ventura|06111
93010|Camarillo|06111
93011|Camarillo|06111
93012|Camarillo|06111
93013|Carpinteria|06083
93014|Carpinteria|06083
93015|Fillmore|06111
93016|Fillmore|06111
93020|Moorpark|06111
93021|Moorpark|06111
93022|Oak View|06111
93023|Ojai|06111
93024|Ojai|06111
93030|Oxnard|06111
93031|Oxnard|06111
93032|Oxnard|06111
93033|Oxnard|06111
93034|Oxnard|06111
93035|Oxnard|06111
93036|Oxnard|06111
93040|Piru|06111
93041|Port Hueneme|06111
93042|Point Mugu Nawc|06111
93043|Port Hueneme Cbc Base|06111
93044|Port Hueneme|06111
93060|Santa Paula|06111
93061|Santa Paula|06111
93062|Simi Valley|06111
93063|Simi Valley|06111
93064|Brandeis|06111
93065|Simi Valley|06111
93066|Somis|06111
93067|Summerland|06083
93094|Simi Valley|06111
93099|Simi Valley|06111
93101|Santa Barbara|06083
93102|Santa Barbara|06083
93103|Santa Barbara|06083
93105|Santa Barbara|06083
93106|Santa Barbara|06083
93107|Santa Barbara|06083
93108|Santa Barbara|06083
93109|Santa Barbara|06083
93110|Santa Barbara|06083
93111|Santa Barbara|06083
93116|Goleta|06083
93117|Goleta|06083
93118|Goleta|06083
93120|Santa Barbara|06083
93121|Santa Barbara|06083
93130|Santa Barbara|06083
93140|Santa Barbara|06083
93150|Santa Barbara|06083
93160|Santa Barbara|06083
93190|Santa Barbara|06083
93199|Goleta|06083
93201|Alpaugh|06107
93202|Armona|06031
93203|Arvin|06029
93204|Avenal|06031
93205|Bodfish|06029
93206|Buttonwillow|06029
93207|California Hot Springs|06107
93208|Camp Nelson|06107
93210|Coalinga|06019
93212|Corcoran|06031
93215|Delano|06029
93216|Delano|06029
93218|Ducor|06107
93219|Earlimart|06107
93220|Edison|06029
93221|Exeter|06107
93222|Pine Mountain Club|06029
93223|Farmersville|06107
93224|Fellows|06029
93225|Frazier Park|06029
93226|Glennville|06029
93227|Goshen|06107
93230|Hanford|06031
93232|Hanford|06031
93234|Huron|06019
93235|Ivanhoe|06107
93237|Kaweah|06107
93238|Kernville|06029
93239|Kettleman City|06031
93240|Lake Isabella|06029
93241|Lamont|06029
93242|Laton|06019
93243|Lebec|06029
93244|Lemon Cove|06107
93245|Lemoore|06031
93246|Lemoore|06031
93247|Lindsay|06107
93249|Lost Hills|06029
93250|Mc Farland|06029
93251|Mc Kittrick|06029
93252|Maricopa|06029
93254|New Cuyama|06083
93255|Onyx|06029
93256|Pixley|06107
93257|Porterville|06107
93258|Porterville|06107
93260|Posey|06107
93261|Richgrove|06107
93262|Sequoia National Park|06107
93263|Shafter|06029
93265|Springville|06107
93266|Stratford|06031
93267|Strathmore|06107
93268|Taft|06029
93270|Terra Bella|06107
93271|Three Rivers|06107
93272|Tipton|06107
93274|Tulare|06107
93275|Tulare|06107
93276|Tupman|06029
93277|Visalia|06107
93278|Visalia|06107
93279|Visalia|06107
93280|Wasco|06029
93282|Waukena|06107
93283|Weldon|06029
93285|Wofford Heights|06029
93286|Woodlake|06107
93287|Woody|06029
93290|Visalia|06107
93291|Visalia|06107
93292|Visalia|06107
93301|Bakersfield|06029
93302|Bakersfield|06029
93303|Bakersfield|06029
93304|Bakersfield|06029
93305|Bakersfield|06029
93306|Bakersfield|06029
93307|Bakersfield|06029
93308|Bakersfield|06029
93309|Bakersfield|06029
93311|Bakersfield|06029
93312|Bakersfield|06029
93313|Bakersfield|06029
93314|Bakersfield|06029
93380|Bakersfield|06029
93383|Bakersfield|06029
93384|Bakersfield|06029
93385|Bakersfield|06029
93386|Bakersfield|06029
93387|Bakersfield|06029
93388|Bakersfield|06029
93389|Bakersfield|06029
93390|Bakersfield|06029
93401|San Luis Obispo|06079
93402|Los Osos|06079
93403|San Luis Obispo|06079
93405|San Luis Obispo|06079
93406|San Luis Obispo|06079
93407|San Luis Obispo|06079
93408|San Luis Obispo|06079
93409|San Luis Obispo|06079
93410|San Luis Obispo|06079
93412|Los Osos|06079
93420|Arroyo Grande|06079
93421|Arroyo Grande|06079
93422|Atascadero|06079
93423|Atascadero|06079
93424|Avila Beach|06079
93426|Bradley|06053
93427|Buellton|06083
93428|Cambria|06079
93429|Casmalia|06083
93430|Cayucos|06079
93432|Creston|06079
93433|Grover Beach|06079
93434|Guadalupe|06083
93435|Harmony|06079
93436|Lompoc|06083
93437|Lompoc|06083
93438|Lompoc|06083
93440|Los Alamos|06083
93441|Los Olivos|06083
93442|Morro Bay|06079
93443|Morro Bay|06079
93444|Nipomo|06079
93445|Oceano|06079
93446|Paso Robles|06079
93447|Paso Robles|06079
93448|Pismo Beach|06079
93449|Pismo Beach|06079
93450|San Ardo|06053
93451|San Miguel|06079
93452|San Simeon|06079
93453|Santa Margarita|06079
93454|Santa Maria|06083
93455|Santa Maria|06083
93456|Santa Maria|06083
93457|Santa Maria|06083
93458|Santa Maria|06083
93460|Santa Ynez|06083
93461|Shandon|06079
93463|Solvang|06083
93464|Solvang|06083
93465|Templeton|06079
93475|Oceano|06079
93483|Grover Beach|06079
93501|Mojave|06029
93502|Mojave|06029
93504|California City|06029
93505|California City|06029
93510|Acton|06037
93512|Benton|06051
93513|Big Pine|06027
93514|Bishop|06027
93515|Bishop|06027
93516|Boron|06029
93517|Bridgeport|06051
93518|Caliente|06029
93519|Cantil|06029
93522|Darwin|06027
93523|Edwards|06029
93524|Edwards|06029
93526|Independence|06027
93527|Inyokern|06029
93528|Johannesburg|06029
93529|June Lake|06051
93530|Keeler|06027
93531|Keene|06029
93532|Lake Hughes|06037
93534|Lancaster|06037
93535|Lancaster|06037
93536|Lancaster|06037
93539|Lancaster|06037
93541|Lee Vining|06051
93542|Little Lake|06027
93543|Littlerock|06037
93544|Llano|06037
93545|Lone Pine|06027
93546|Mammoth Lakes|06051
93549|Olancha|06027
93550|Palmdale|06037
93551|Palmdale|06037
93552|Palmdale|06037
93553|Pearblossom|06037
93554|Randsburg|06029
93555|Ridgecrest|06029
93556|Ridgecrest|06029
93558|Red Mountain|06071
93560|Rosamond|06029
93561|Tehachapi|06029
93562|Trona|06071
93563|Valyermo|06037
93581|Tehachapi|06029
93584|Lancaster|06037
93586|Lancaster|06037
93590|Palmdale|06037
93591|Palmdale|06037
93592|Trona|06027
93596|Boron|06029
93599|Palmdale|06037
93601|Ahwahnee|06039
93602|Auberry|06019
93603|Badger|06107
93604|Bass Lake|06039
93605|Big Creek|06019
93606|Biola|06019
93607|Burrel|06019
93608|Cantua Creek|06019
93609|Caruthers|06019
93610|Chowchilla|06039
93611|Clovis|06019
93612|Clovis|06019
93613|Clovis|06019
93614|Coarsegold|06039
93615|Cutler|06107
93616|Del Rey|06019
93618|Dinuba|06107
93619|Clovis|06019
93620|Dos Palos|06047
93621|Dunlap|06019
93622|Firebaugh|06019
93623|Fish Camp|06043
93624|Five Points|06019
93625|Fowler|06019
93626|Friant|06019
93627|Helm|06019
93628|Hume|06019
93630|Kerman|06019
93631|Kingsburg|06019
93633|Kings Canyon National Pk|06107
93634|Lakeshore|06019
93635|Los Banos|06047
93636|Madera|06039
93637|Madera|06039
93638|Madera|06039
93639|Madera|06039
93640|Mendota|06019
93641|Miramonte|06019
93642|Mono Hot Springs|06019
93643|North Fork|06039
93644|Oakhurst|06039
93645|O Neals|06039
93646|Orange Cove|06019
93647|Orosi|06107
93648|Parlier|06019
93649|Piedra|06019
93650|Fresno|06019
93651|Prather|06019
93652|Raisin City|06019
93653|Raymond|06039
93654|Reedley|06019
93656|Riverdale|06019
93657|Sanger|06019
93660|San Joaquin|06019
93661|Santa Rita Park|06047
93662|Selma|06019
93664|Shaver Lake|06019
93665|South Dos Palos|06047
93666|Sultana|06107
93667|Tollhouse|06019
93668|Tranquillity|06019
93669|Wishon|06039
93670|Yettem|06107
93673|Traver|06107
93675|Squaw Valley|06019
93701|Fresno|06019
93702|Fresno|06019
93703|Fresno|06019
93704|Fresno|06019
93705|Fresno|06019
93706|Fresno|06019
93707|Fresno|06019
93708|Fresno|06019
93709|Fresno|06019
93710|Fresno|06019
93711|Fresno|06019
93712|Fresno|06019
93714|Fresno|06019
93715|Fresno|06019
93716|Fresno|06019
93717|Fresno|06019
93718|Fresno|06019
93720|Fresno|06019
93721|Fresno|06019
93722|Fresno|06019
93723|Fresno|06019
93724|Fresno|06019
93725|Fresno|06019
93726|Fresno|06019
93727|Fresno|06019
93728|Fresno|06019
93729|Fresno|06019
93730|Fresno|06019
93737|Fresno|06019
93740|Fresno|06019
93741|Fresno|06019
93744|Fresno|06019
93745|Fresno|06019
93747|Fresno|06019
93750|Fresno|06019
93755|Fresno|06019
93760|Fresno|06019
93761|Fresno|06019
93764|Fresno|06019
93765|Fresno|06019
93771|Fresno|06019
93772|Fresno|06019
93773|Fresno|06019
93774|Fresno|06019
93775|Fresno|06019
93776|Fresno|06019
93777|Fresno|06019
93778|Fresno|06019
93779|Fresno|06019
93786|Fresno|06019
93790|Fresno|06019
93791|Fresno|06019
93792|Fresno|06019
93793|Fresno|06019
93794|Fresno|06019
93844|Fresno|06019
93888|Fresno|06019
93901|Salinas|06053
93902|Salinas|06053
93905|Salinas|06053
93906|Salinas|06053
93907|Salinas|06053
93908|Salinas|06053
93912|Salinas|06053
93915|Salinas|06053
93920|Big Sur|06053
93921|Carmel By The Sea|06053
93922|Carmel|06053
93923|Carmel|06053
93924|Carmel Valley|06053
93925|Chualar|06053
93926|Gonzales|06053
93927|Greenfield|06053
93928|Jolon|06053
93930|King City|06053
93932|Lockwood|06053
93933|Marina|06053
93940|Monterey|06053
93942|Monterey|06053
93943|Monterey|06053
93944|Monterey|06053
93950|Pacific Grove|06053
93953|Pebble Beach|06053
93954|San Lucas|06053
93955|Seaside|06053
93960|Soledad|06053
93962|Spreckels|06053
94002|Belmont|06081
94005|Brisbane|06081
94010|Burlingame|06081
94011|Burlingame|06081
94014|Daly City|06081
94015|Daly City|06081
94016|Daly City|06081
94017|Daly City|06081
94018|El Granada|06081
94019|Half Moon Bay|06081
94020|La Honda|06081
94021|Loma Mar|06081
94022|Los Altos|06085
94023|Los Altos|06085
94024|Los Altos|06085
94025|Menlo Park|06081
94026|Menlo Park|06081
94027|Atherton|06081
94028|Portola Valley|06081
94030|Millbrae|06081
94035|Mountain View|06085
94037|Montara|06081
94038|Moss Beach|06081
94039|Mountain View|06085
94040|Mountain View|06085
94041|Mountain View|06085
94042|Mountain View|06085
94043|Mountain View|06085
94044|Pacifica|06081
94060|Pescadero|06081
94061|Redwood City|06081
94062|Redwood City|06081
94063|Redwood City|06081
94064|Redwood City|06081
94065|Redwood City|06081
94066|San Bruno|06081
94070|San Carlos|06081
94074|San Gregorio|06081
94080|South San Francisco|06081
94083|South San Francisco|06081
94085|Sunnyvale|06085
94086|Sunnyvale|06085
94087|Sunnyvale|06085
94088|Sunnyvale|06085
94089|Sunnyvale|06085
94102|San Francisco|06075
94103|San Francisco|06075
94104|San Francisco|06075
94105|San Francisco|06075
94107|San Francisco|06075
94108|San Francisco|06075
94109|San Francisco|06075
94110|San Francisco|06075
94111|San Francisco|06075
94112|San Francisco|06075
94114|San Francisco|06075
94115|San Francisco|06075
94116|San Francisco|06075
94117|San Francisco|06075
94118|San Francisco|06075
94119|San Francisco|06075
94120|San Francisco|06075
94121|San Francisco|06075
94122|San Francisco|06075
94123|San Francisco|06075
94124|San Francisco|06075
94125|San Francisco|06075
94126|San Francisco|06075
94127|San Francisco|06075
94128|San Francisco|06081
94129|San Francisco|06075
94130|San Francisco|06075
94131|San Francisco|06075
94132|San Francisco|06075
94133|San Francisco|06075
94134|San Francisco|06075
94137|San Francisco|06075
94139|San Francisco|06075
94140|San Francisco|06075
94141|San Francisco|06075
94142|San Francisco|06075
94143|San Francisco|06075
94144|San Francisco|06075
94145|San Francisco|06075
94146|San Francisco|06075
94147|San Francisco|06075
94151|San Francisco|06075
94158|San Francisco|06075
94159|San Francisco|06075
94160|San Francisco|06075
94161|San Francisco|06075
94163|San Francisco|06075
94164|San Francisco|06075
94172|San Francisco|06075
94177|San Francisco|06075
94188|San Francisco|06075
94203|Sacramento|06067
94204|Sacramento|06067
94205|Sacramento|06067
94206|Sacramento|06067
94207|Sacramento|06067
94208|Sacramento|06067
94209|Sacramento|06067
94211|Sacramento|06067
94229|Sacramento|06067
94230|Sacramento|06067
94232|Sacramento|06067
94234|Sacramento|06067
94235|Sacramento|06067
94236|Sacramento|06067
94237|Sacramento|06067
94239|Sacramento|06067
94240|Sacramento|06067
94244|Sacramento|06067
94245|Sacramento|06067
94247|Sacramento|06067
94248|Sacramento|06067
94249|Sacramento|06067
94250|Sacramento|06067
94252|Sacramento|06067
94254|Sacramento|06067
94256|Sacramento|06067
94257|Sacramento|06067
94258|Sacramento|06067
94259|Sacramento|06067
94261|Sacramento|06067
94262|Sacramento|06067
94263|Sacramento|06067
94267|Sacramento|06067
94268|Sacramento|06067
94269|Sacramento|06067
94271|Sacramento|06067
94273|Sacramento|06067
94274|Sacramento|06067
94277|Sacramento|06067
94278|Sacramento|06067
94279|Sacramento|06067
94280|Sacramento|06067
94282|Sacramento|06067
94283|Sacramento|06067
94284|Sacramento|06067
94285|Sacramento|06067
94287|Sacramento|06067
94288|Sacramento|06067
94289|Sacramento|06067
94290|Sacramento|06067
94291|Sacramento|06067
94293|Sacramento|06067
94294|Sacramento|06067
94295|Sacramento|06067
94296|Sacramento|06067
94297|Sacramento|06067
94298|Sacramento|06067
94299|Sacramento|06067
94301|Palo Alto|06085
94302|Palo Alto|06085
94303|Palo Alto|06081
94304|Palo Alto|06085
94305|Stanford|06085
94306|Palo Alto|06085
94309|Palo Alto|06085
94401|San Mateo|06081
94402|San Mateo|06081
94403|San Mateo|06081
94404|San Mateo|06081
94497|San Mateo|06081
94501|Alameda|06001
94502|Alameda|06001
94503|American Canyon|06055
94505|Discovery Bay|06013
94506|Danville|06013
94507|Alamo|06013
94508|Angwin|06055
94509|Antioch|06013
94510|Benicia|06095
94511|Bethel Island|06013
94512|Birds Landing|06095
94513|Brentwood|06013
94514|Byron|06013
94515|Calistoga|06055
94516|Canyon|06013
94517|Clayton|06013
94518|Concord|06013
94519|Concord|06013
94520|Concord|06013
94521|Concord|06013
94522|Concord|06013
94523|Pleasant Hill|06013
94524|Concord|06013
94525|Crockett|06013
94526|Danville|06013
94527|Concord|06013
94528|Diablo|06013
94529|Concord|06013
94530|El Cerrito|06013
94531|Antioch|06013
94533|Fairfield|06095
94534|Fairfield|06095
94535|Travis AFB|06095
94536|Fremont|06001
94537|Fremont|06001
94538|Fremont|06001
94539|Fremont|06001
94540|Hayward|06001
94541|Hayward|06001
94542|Hayward|06001
94543|Hayward|06001
94544|Hayward|06001
94545|Hayward|06001
94546|Castro Valley|06001
94547|Hercules|06013
94548|Knightsen|06013
94549|Lafayette|06013
94550|Livermore|06001
94551|Livermore|06001
94552|Castro Valley|06001
94553|Martinez|06013
94555|Fremont|06001
94556|Moraga|06013
94557|Hayward|06001
94558|Napa|06055
94559|Napa|06055
94560|Newark|06001
94561|Oakley|06013
94562|Oakville|06055
94563|Orinda|06013
94564|Pinole|06013
94565|Pittsburg|06013
94566|Pleasanton|06001
94567|Pope Valley|06055
94568|Dublin|06001
94569|Port Costa|06013
94570|Moraga|06013
94571|Rio Vista|06095
94572|Rodeo|06013
94573|Rutherford|06055
94574|Saint Helena|06055
94575|Moraga|06013
94576|Deer Park|06055
94577|San Leandro|06001
94578|San Leandro|06001
94579|San Leandro|06001
94580|San Lorenzo|06001
94581|Napa|06055
94582|San Ramon|06013
94583|San Ramon|06013
94585|Suisun City|06095
94586|Sunol|06001
94587|Union City|06001
94588|Pleasanton|06001
94589|Vallejo|06095
94590|Vallejo|06095
94591|Vallejo|06095
94592|Vallejo|06095
94595|Walnut Creek|06013
94596|Walnut Creek|06013
94597|Walnut Creek|06013
94598|Walnut Creek|06013
94599|Yountville|06055
94601|Oakland|06001
94602|Oakland|06001
94603|Oakland|06001
94604|Oakland|06001
94605|Oakland|06001
94606|Oakland|06001
94607|Oakland|06001
94608|Emeryville|06001
94609|Oakland|06001
94610|Oakland|06001
94611|Oakland|06001
94612|Oakland|06001
94613|Oakland|06001
94614|Oakland|06001
94615|Oakland|06001
94617|Oakland|06001
94618|Oakland|06001
94619|Oakland|06001
94620|Piedmont|06001
94621|Oakland|06001
94622|Oakland|06001
94623|Oakland|06001
94624|Oakland|06001
94649|Oakland|06001
94659|Oakland|06001
94660|Oakland|06001
94661|Oakland|06001
94662|Emeryville|06001
94666|Oakland|06001
94701|Berkeley|06001
94702|Berkeley|06001
94703|Berkeley|06001
94704|Berkeley|06001
94705|Berkeley|06001
94706|Albany|06001
94707|Berkeley|06001
94708|Berkeley|06001
94709|Berkeley|06001
94710|Berkeley|06001
94712|Berkeley|06001
94720|Berkeley|06001
94801|Richmond|06013
94802|Richmond|06013
94803|El Sobrante|06013
94804|Richmond|06013
94805|Richmond|06013
94806|San Pablo|06013
94807|Richmond|06013
94808|Richmond|06013
94820|El Sobrante|06013
94850|Richmond|06013
94901|San Rafael|06041
94903|San Rafael|06041
94904|Greenbrae|06041
94912|San Rafael|06041
94913|San Rafael|06041
94914|Kentfield|06041
94915|San Rafael|06041
94920|Belvedere Tiburon|06041
94922|Bodega|06097
94923|Bodega Bay|06097
94924|Bolinas|06041
94925|Corte Madera|06041
94926|Rohnert Park|06097
94927|Rohnert Park|06097
94928|Rohnert Park|06097
94929|Dillon Beach|06041
94930|Fairfax|06041
94931|Cotati|06097
94933|Forest Knolls|06041
94937|Inverness|06041
94938|Lagunitas|06041
94939|Larkspur|06041
94940|Marshall|06041
94941|Mill Valley|06041
94942|Mill Valley|06041
94945|Novato|06041
94946|Nicasio|06041
94947|Novato|06041
94948|Novato|06041
94949|Novato|06041
94950|Olema|06041
94951|Penngrove|06097
94952|Petaluma|06097
94953|Petaluma|06097
94954|Petaluma|06097
94955|Petaluma|06097
94956|Point Reyes Station|06041
94957|Ross|06041
94960|San Anselmo|06041
94963|San Geronimo|06041
94964|San Quentin|06041
94965|Sausalito|06041
94966|Sausalito|06041
94970|Stinson Beach|06041
94971|Tomales|06041
94972|Valley Ford|06041
94973|Woodacre|06041
94974|San Quentin|06041
94975|Petaluma|06097
94976|Corte Madera|06041
94977|Larkspur|06041
94978|Fairfax|06041
94979|San Anselmo|06041
94998|Novato|06041
94999|Petaluma|06097
95001|Aptos|06087
95002|Alviso|06085
95003|Aptos|06087
95004|Aromas|06053
95005|Ben Lomond|06087
95006|Boulder Creek|06087
95007|Brookdale|06087
95008|Campbell|06085
95009|Campbell|06085
95010|Capitola|06087
95011|Campbell|06085
95012|Castroville|06053
95013|Coyote|06085
95014|Cupertino|06085
95015|Cupertino|06085
95017|Davenport|06087
95018|Felton|06087
95019|Freedom|06087
95020|Gilroy|06085
95021|Gilroy|06085
95023|Hollister|06069
95024|Hollister|06069
95026|Holy City|06085
95030|Los Gatos|06085
95031|Los Gatos|06085
95032|Los Gatos|06085
95033|Los Gatos|06087
95035|Milpitas|06085
95036|Milpitas|06085
95037|Morgan Hill|06085
95038|Morgan Hill|06085
95039|Moss Landing|06053
95041|Mount Hermon|06087
95042|New Almaden|06085
95043|Paicines|06069
95044|Redwood Estates|06085
95045|San Juan Bautista|06069
95046|San Martin|06085
95050|Santa Clara|06085
95051|Santa Clara|06085
95052|Santa Clara|06085
95053|Santa Clara|06085
95054|Santa Clara|06085
95055|Santa Clara|06085
95056|Santa Clara|06085
95060|Santa Cruz|06087
95061|Santa Cruz|06087
95062|Santa Cruz|06087
95063|Santa Cruz|06087
95064|Santa Cruz|06087
95065|Santa Cruz|06087
95066|Scotts Valley|06087
95067|Scotts Valley|06087
95070|Saratoga|06085
95071|Saratoga|06085
95073|Soquel|06087
95075|Tres Pinos|06069
95076|Watsonville|06087
95077|Watsonville|06087
95101|San Jose|06085
95103|San Jose|06085
95106|San Jose|06085
95108|San Jose|06085
95109|San Jose|06085
95110|San Jose|06085
95111|San Jose|06085
95112|San Jose|06085
95113|San Jose|06085
95115|San Jose|06085
95116|San Jose|06085
95117|San Jose|06085
95118|San Jose|06085
95119|San Jose|06085
95120|San Jose|06085
95121|San Jose|06085
95122|San Jose|06085
95123|San Jose|06085
95124|San Jose|06085
95125|San Jose|06085
95126|San Jose|06085
95127|San Jose|06085
95128|San Jose|06085
95129|San Jose|06085
95130|San Jose|06085
95131|San Jose|06085
95132|San Jose|06085
95133|San Jose|06085
95134|San Jose|06085
95135|San Jose|06085
95136|San Jose|06085
95138|San Jose|06085
95139|San Jose|06085
95140|Mount Hamilton|06085
95141|San Jose|06085
95148|San Jose|06085
95150|San Jose|06085
95151|San Jose|06085
95152|San Jose|06085
95153|San Jose|06085
95154|San Jose|06085
95155|San Jose|06085
95156|San Jose|06085
95157|San Jose|06085
95158|San Jose|06085
95159|San Jose|06085
95160|San Jose|06085
95161|San Jose|06085
95164|San Jose|06085
95170|San Jose|06085
95172|San Jose|06085
95173|San Jose|06085
95190|San Jose|06085
95191|San Jose|06085
95192|San Jose|06085
95193|San Jose|06085
95194|San Jose|06085
95196|San Jose|06085
95201|Stockton|06077
95202|Stockton|06077
95203|Stockton|06077
95204|Stockton|06077
95205|Stockton|06077
95206|Stockton|06077
95207|Stockton|06077
95208|Stockton|06077
95209|Stockton|06077
95210|Stockton|06077
95211|Stockton|06077
95212|Stockton|06077
95213|Stockton|06077
95214|Stockton|06037
95215|Stockton|06077
95219|Stockton|06077
95220|Acampo|06077
95221|Altaville|06009
95222|Angels Camp|06009
95223|Arnold|06009
95224|Avery|06009
95225|Burson|06009
95226|Campo Seco|06009
95227|Clements|06077
95228|Copperopolis|06009
95229|Douglas Flat|06009
95230|Farmington|06077
95231|French Camp|06077
95232|Glencoe|06009
95233|Hathaway Pines|06009
95234|Holt|06077
95236|Linden|06077
95237|Lockeford|06077
95240|Lodi|06077
95241|Lodi|06077
95242|Lodi|06077
95245|Mokelumne Hill|06009
95246|Mountain Ranch|06009
95247|Murphys|06009
95248|Rail Road Flat|06009
95249|San Andreas|06009
95251|Vallecito|06009
95252|Valley Springs|06009
95253|Victor|06077
95254|Wallace|06009
95255|West Point|06009
95257|Wilseyville|06009
95258|Woodbridge|06077
95267|Stockton|06077
95269|Stockton|06077
95296|Stockton|06077
95297|Stockton|06077
95301|Atwater|06047
95303|Ballico|06047
95304|Tracy|06077
95305|Big Oak Flat|06109
95306|Catheys Valley|06043
95307|Ceres|06099
95309|Chinese Camp|06109
95310|Columbia|06109
95311|Coulterville|06043
95312|Cressey|06047
95313|Crows Landing|06099
95315|Delhi|06047
95316|Denair|06099
95317|El Nido|06047
95318|El Portal|06043
95319|Empire|06099
95320|Escalon|06077
95321|Groveland|06109
95322|Gustine|06047
95323|Hickman|06099
95324|Hilmar|06047
95325|Hornitos|06043
95326|Hughson|06099
95327|Jamestown|06109
95328|Keyes|06099
95329|La Grange|06109
95330|Lathrop|06077
95333|Le Grand|06047
95334|Livingston|06047
95335|Long Barn|06109
95336|Manteca|06077
95337|Manteca|06077
95338|Mariposa|06043
95340|Merced|06047
95341|Merced|06047
95343|Merced|06047
95344|Merced|06047
95345|Midpines|06043
95346|Mi Wuk Village|06109
95347|Moccasin|06109
95348|Merced|06047
95350|Modesto|06099
95351|Modesto|06099
95352|Modesto|06099
95353|Modesto|06099
95354|Modesto|06099
95355|Modesto|06099
95356|Modesto|06099
95357|Modesto|06099
95358|Modesto|06099
95360|Newman|06099
95361|Oakdale|06099
95363|Patterson|06099
95364|Pinecrest|06109
95365|Planada|06047
95366|Ripon|06077
95367|Riverbank|06099
95368|Salida|06099
95369|Snelling|06047
95370|Sonora|06109
95372|Soulsbyville|06109
95373|Standard|06109
95374|Stevinson|06047
95375|Strawberry|06109
95376|Tracy|06077
95377|Tracy|06077
95378|Tracy|06077
95379|Tuolumne|06109
95380|Turlock|06099
95381|Turlock|06099
95382|Turlock|06099
95383|Twain Harte|06109
95385|Vernalis|06099
95386|Waterford|06099
95387|Westley|06099
95388|Winton|06047
95389|Yosemite National Park|06043
95391|Tracy|06077
95397|Modesto|06099
95401|Santa Rosa|06097
95402|Santa Rosa|06097
95403|Santa Rosa|06097
95404|Santa Rosa|06097
95405|Santa Rosa|06097
95406|Santa Rosa|06097
95407|Santa Rosa|06097
95409|Santa Rosa|06097
95410|Albion|06045
95412|Annapolis|06097
95415|Boonville|06045
95416|Boyes Hot Springs|06097
95417|Branscomb|06045
95418|Calpella|06045
95419|Camp Meeker|06097
95420|Caspar|06045
95421|Cazadero|06097
95422|Clearlake|06033
95423|Clearlake Oaks|06033
95424|Clearlake Park|06033
95425|Cloverdale|06097
95426|Cobb|06033
95427|Comptche|06045
95428|Covelo|06045
95429|Dos Rios|06045
95430|Duncans Mills|06097
95431|Eldridge|06097
95432|Elk|06045
95433|El Verano|06097
95435|Finley|06033
95436|Forestville|06097
95437|Fort Bragg|06045
95439|Fulton|06097
95441|Geyserville|06097
95442|Glen Ellen|06097
95443|Glenhaven|06033
95444|Graton|06097
95445|Gualala|06045
95446|Guerneville|06097
95448|Healdsburg|06097
95449|Hopland|06045
95450|Jenner|06097
95451|Kelseyville|06033
95452|Kenwood|06097
95453|Lakeport|06033
95454|Laytonville|06045
95456|Little River|06045
95457|Lower Lake|06033
95458|Lucerne|06033
95459|Manchester|06045
95460|Mendocino|06045
95461|Middletown|06033
95462|Monte Rio|06097
95463|Navarro|06045
95464|Nice|06033
95465|Occidental|06097
95466|Philo|06045
95467|Hidden Valley Lake|06033
95468|Point Arena|06045
95469|Potter Valley|06045
95470|Redwood Valley|06045
95471|Rio Nido|06097
95472|Sebastopol|06097
95473|Sebastopol|06097
95476|Sonoma|06097
95480|Stewarts Point|06097
95481|Talmage|06045
95482|Ukiah|06045
95485|Upper Lake|06033
95486|Villa Grande|06097
95487|Vineburg|06097
95488|Westport|06045
95490|Willits|06045
95492|Windsor|06097
95493|Witter Springs|06033
95494|Yorkville|06045
95497|The Sea Ranch|06097
95501|Eureka|06023
95502|Eureka|06023
95503|Eureka|06023
95511|Alderpoint|06023
95514|Blocksburg|06023
95518|Arcata|06023
95519|Mckinleyville|06023
95521|Arcata|06023
95524|Bayside|06023
95525|Blue Lake|06023
95526|Bridgeville|06023
95527|Burnt Ranch|06105
95528|Carlotta|06023
95531|Crescent City|06015
95532|Crescent City|06015
95534|Cutten|06023
95536|Ferndale|06023
95537|Fields Landing|06023
95538|Fort Dick|06015
95540|Fortuna|06023
95542|Garberville|06023
95543|Gasquet|06015
95545|Honeydew|06023
95546|Hoopa|06023
95547|Hydesville|06023
95548|Klamath|06015
95549|Kneeland|06023
95550|Korbel|06023
95551|Loleta|06023
95552|Mad River|06105
95553|Miranda|06023
95554|Myers Flat|06023
95555|Orick|06023
95556|Orleans|06023
95558|Petrolia|06023
95559|Phillipsville|06023
95560|Redway|06023
95562|Rio Dell|06023
95563|Salyer|06105
95564|Samoa|06023
95565|Scotia|06023
95567|Smith River|06015
95568|Somes Bar|06093
95569|Redcrest|06023
95570|Trinidad|06023
95571|Weott|06023
95573|Willow Creek|06023
95585|Leggett|06045
95587|Piercy|06045
95589|Whitethorn|06023
95595|Zenia|06105
95601|Amador City|06005
95602|Auburn|06061
95603|Auburn|06061
95604|Auburn|06061
95605|West Sacramento|06113
95606|Brooks|06113
95607|Capay|06113
95608|Carmichael|06067
95609|Carmichael|06067
95610|Citrus Heights|06067
95611|Citrus Heights|06067
95612|Clarksburg|06113
95613|Coloma|06017
95614|Cool|06017
95615|Courtland|06067
95616|Davis|06113
95617|Davis|06113
95618|Davis|06113
95619|Diamond Springs|06017
95620|Dixon|06095
95621|Citrus Heights|06067
95623|El Dorado|06017
95624|Elk Grove|06067
95625|Elmira|06095
95626|Elverta|06067
95627|Esparto|06113
95628|Fair Oaks|06067
95629|Fiddletown|06005
95630|Folsom|06067
95631|Foresthill|06061
95632|Galt|06067
95633|Garden Valley|06017
95634|Georgetown|06017
95635|Greenwood|06017
95636|Grizzly Flats|06017
95637|Guinda|06113
95638|Herald|06067
95639|Hood|06067
95640|Ione|06005
95641|Isleton|06067
95642|Jackson|06005
95644|Kit Carson|06017
95645|Knights Landing|06113
95646|Kirkwood|06003
95648|Lincoln|06061
95650|Loomis|06061
95651|Lotus|06017
95652|Mcclellan|06067
95653|Madison|06113
95654|Martell|06005
95655|Mather|06067
95656|Mount Aukum|06017
95658|Newcastle|06061
95659|Nicolaus|06101
95660|North Highlands|06067
95661|Roseville|06061
95662|Orangevale|06067
95663|Penryn|06061
95664|Pilot Hill|06017
95665|Pine Grove|06005
95666|Pioneer|06005
95667|Placerville|06017
95668|Pleasant Grove|06101
95669|Plymouth|06005
95670|Rancho Cordova|06067
95671|Represa|06067
95672|Rescue|06017
95673|Rio Linda|06067
95674|Rio Oso|06101
95675|River Pines|06005
95676|Robbins|06101
95677|Rocklin|06061
95678|Roseville|06061
95679|Rumsey|06113
95680|Ryde|06067
95681|Sheridan|06061
95682|Shingle Springs|06017
95683|Sloughhouse|06067
95684|Somerset|06017
95685|Sutter Creek|06005
95686|Thornton|06077
95687|Vacaville|06095
95688|Vacaville|06095
95689|Volcano|06005
95690|Walnut Grove|06067
95691|West Sacramento|06113
95692|Wheatland|06115
95693|Wilton|06067
95694|Winters|06113
95695|Woodland|06113
95696|Vacaville|06095
95697|Yolo|06113
95698|Zamora|06113
95699|Drytown|06005
95701|Alta|06061
95703|Applegate|06061
95709|Camino|06017
95712|Chicago Park|06057
95713|Colfax|06061
95714|Dutch Flat|06061
95715|Emigrant Gap|06061
95717|Gold Run|06061
95720|Kyburz|06017
95721|Echo Lake|06017
95722|Meadow Vista|06061
95724|Norden|06061
95726|Pollock Pines|06017
95728|Soda Springs|06061
95735|Twin Bridges|06017
95736|Weimar|06061
95741|Rancho Cordova|06067
95742|Rancho Cordova|06067
95746|Granite Bay|06061
95747|Roseville|06061
95757|Elk Grove|06067
95758|Elk Grove|06067
95759|Elk Grove|06067
95762|El Dorado Hills|06017
95763|Folsom|06067
95765|Rocklin|06061
95776|Woodland|06113
95798|West Sacramento|06113
95799|West Sacramento|06113
95811|Sacramento|06067
95812|Sacramento|06067
95813|Sacramento|06067
95814|Sacramento|06067
95815|Sacramento|06067
95816|Sacramento|06067
95817|Sacramento|06067
95818|Sacramento|06067
95819|Sacramento|06067
95820|Sacramento|06067
95821|Sacramento|06067
95822|Sacramento|06067
95823|Sacramento|06067
95824|Sacramento|06067
95825|Sacramento|06067
95826|Sacramento|06067
95827|Sacramento|06067
95828|Sacramento|06067
95829|Sacramento|06067
95830|Sacramento|06067
95831|Sacramento|06067
95832|Sacramento|06067
95833|Sacramento|06067
95834|Sacramento|06067
95835|Sacramento|06067
95836|Sacramento|06067
95837|Sacramento|06067
95838|Sacramento|06067
95840|Sacramento|06067
95841|Sacramento|06067
95842|Sacramento|06067
95843|Antelope|06067
95851|Sacramento|06067
95852|Sacramento|06067
95853|Sacramento|06067
95860|Sacramento|06067
95864|Sacramento|06067
95865|Sacramento|06067
95866|Sacramento|06067
95867|Sacramento|06067
95894|Sacramento|06067
95899|Sacramento|06067
95901|Marysville|06115
95903|Beale AFB|06115
95910|Alleghany|06091
95912|Arbuckle|06011
95913|Artois|06021
95914|Bangor|06007
95915|Belden|06063
95916|Berry Creek|06007
95917|Biggs|06007
95918|Browns Valley|06115
95919|Brownsville|06115
95920|Butte City|06021
95922|Camptonville|06115
95923|Canyon Dam|06063
95924|Cedar Ridge|06057
95925|Challenge|06115
95926|Chico|06007
95927|Chico|06007
95928|Chico|06007
95929|Chico|06007
95930|Clipper Mills|06007
95932|Colusa|06011
95934|Crescent Mills|06063
95935|Dobbins|06115
95936|Downieville|06091
95937|Dunnigan|06113
95938|Durham|06007
95939|Elk Creek|06021
95940|Feather Falls|06007
95941|Forbestown|06007
95942|Forest Ranch|06007
95943|Glenn|06021
95944|Goodyears Bar|06091
95945|Grass Valley|06057
95946|Penn Valley|06057
95947|Greenville|06063
95948|Gridley|06007
95949|Grass Valley|06057
95950|Grimes|06011
95951|Hamilton City|06021
95953|Live Oak|06101
95954|Magalia|06007
95955|Maxwell|06011
95956|Meadow Valley|06063
95957|Meridian|06101
95958|Nelson|06007
95959|Nevada City|06057
95960|North San Juan|06057
95961|Olivehurst|06115
95962|Oregon House|06115
95963|Orland|06021
95965|Oroville|06007
95966|Oroville|06007
95967|Paradise|06007
95968|Palermo|06007
95969|Paradise|06007
95970|Princeton|06011
95971|Quincy|06063
95972|Rackerby|06115
95973|Chico|06007
95974|Richvale|06007
95975|Rough And Ready|06057
95976|Chico|06007
95977|Smartsville|06057
95978|Stirling City|06007
95979|Stonyford|06011
95980|Storrie|06063
95981|Strawberry Valley|06115
95982|Sutter|06101
95983|Taylorsville|06063
95984|Twain|06063
95986|Washington|06057
95987|Williams|06011
95988|Willows|06021
95991|Yuba City|06101
95992|Yuba City|06101
95993|Yuba City|06101
96001|Redding|06089
96002|Redding|06089
96003|Redding|06089
96006|Adin|06049
96007|Anderson|06089
96008|Bella Vista|06089
96009|Bieber|06035
96010|Big Bar|06105
96011|Big Bend|06089
96013|Burney|06089
96014|Callahan|06093
96015|Canby|06049
96016|Cassel|06089
96017|Castella|06089
96019|Shasta Lake|06089
96020|Chester|06063
96021|Corning|06103
96022|Cottonwood|06103
96023|Dorris|06093
96024|Douglas City|06105
96025|Dunsmuir|06093
96027|Etna|06093
96028|Fall River Mills|06089
96029|Flournoy|06103
96031|Forks Of Salmon|06093
96032|Fort Jones|06093
96033|French Gulch|06089
96034|Gazelle|06093
96035|Gerber|06103
96037|Greenview|06093
96038|Grenada|06093
96039|Happy Camp|06093
96040|Hat Creek|06089
96041|Hayfork|06105
96044|Hornbrook|06093
96046|Hyampom|06105
96047|Igo|06089
96048|Junction City|06105
96049|Redding|06093
96050|Klamath River|06093
96051|Lakehead|06089
96052|Lewiston|06105
96054|Lookout|06049
96055|Los Molinos|06103
96056|Mcarthur|06089
96057|Mccloud|06093
96058|Macdoel|06093
96059|Manton|06103
96061|Mill Creek|06103
96062|Millville|06089
96063|Mineral|06103
96064|Montague|06093
96065|Montgomery Creek|06089
96067|Mount Shasta|06093
96068|Nubieber|06035
96069|Oak Run|06089
96070|Obrien|06089
96071|Old Station|06089
96073|Palo Cedro|06089
96074|Paskenta|06103
96075|Paynes Creek|06103
96076|Platina|06105
96078|Proberta|06103
96079|Shasta Lake|06089
96080|Red Bluff|06103
96084|Round Mountain|06089
96085|Scott Bar|06093
96086|Seiad Valley|06093
96087|Shasta|06089
96088|Shingletown|06089
96089|Shasta Lake|06089
96090|Tehama|06103
96091|Trinity Center|06105
96092|Vina|06103
96093|Weaverville|06105
96094|Weed|06093
96095|Whiskeytown|06089
96096|Whitmore|06089
96097|Yreka|06093
96099|Redding|06089
96101|Alturas|06049
96103|Blairsden Graeagle|06063
96104|Cedarville|06049
96105|Chilcoot|06063
96106|Clio|06063
96107|Coleville|06051
96108|Davis Creek|06049
96109|Doyle|06035
96110|Eagleville|06049
96111|Floriston|06091
96112|Fort Bidwell|06049
96113|Herlong|06035
96114|Janesville|06035
96115|Lake City|06049
96116|Likely|06049
96117|Litchfield|06035
96118|Loyalton|06091
96119|Madeline|06035
96120|Markleeville|06003
96121|Milford|06035
96122|Portola|06063
96123|Ravendale|06035
96124|Calpine|06091
96125|Sierra City|06091
96126|Sierraville|06091
96127|Susanville|06035
96128|Standish|06035
96129|Beckwourth|06063
96130|Susanville|06035
96132|Termo|06035
96133|Topaz|06051
96134|Tulelake|06093
96135|Vinton|06063
96136|Wendel|06035
96137|Westwood|06035
96140|Carnelian Bay|06061
96141|Homewood|06061
96142|Tahoma|06017
96143|Kings Beach|06061
96145|Tahoe City|06061
96146|Olympic Valley|06061
96148|Tahoe Vista|06061
96150|South Lake Tahoe|06017
96151|South Lake Tahoe|06017
96152|South Lake Tahoe|06017
96154|South Lake Tahoe|06017
96155|South Lake Tahoe|06017
96156|South Lake Tahoe|06003
96157|South Lake Tahoe|06017
96158|South Lake Tahoe|06017
96160|Truckee|06057
96161|Truckee|06057
96162|Truckee|06061
96701|Aiea|15003
96703|Anahola|15007
96704|Captain Cook|15001
96705|Eleele|15007
96706|Ewa Beach|15003
96707|Kapolei|15003
96708|Haiku|15009
96709|Kapolei|15003
96710|Hakalau|15001
96712|Haleiwa|15003
96713|Hana|15009
96714|Hanalei|15007
96715|Hanamaulu|15007
96716|Hanapepe|15007
96717|Hauula|15003
96718|Hawaii National Park|15001
96719|Hawi|15001
96720|Hilo|15001
96721|Hilo|15001
96722|Princeville|15007
96725|Holualoa|15001
96726|Honaunau|15001
96727|Honokaa|15001
96728|Honomu|15001
96729|Hoolehua|15009
96730|Kaaawa|15003
96731|Kahuku|15003
96732|Kahului|15009
96733|Kahului|15009
96734|Kailua|15003
96737|Ocean View|15001
96738|Waikoloa|15001
96739|Keauhou|15001
96740|Kailua Kona|15001
96741|Kalaheo|15007
96742|Kalaupapa|15005
96743|Kamuela|15001
96744|Kaneohe|15003
96745|Kailua Kona|15001
96746|Kapaa|15007
96747|Kaumakani|15007
96748|Kaunakakai|15009
96749|Keaau|15001
96750|Kealakekua|15001
96751|Kealia|15007
96752|Kekaha|15007
96753|Kihei|15009
96754|Kilauea|15007
96755|Kapaau|15001
96756|Koloa|15007
96757|Kualapuu|15009
96759|Kunia|15003
96760|Kurtistown|15001
96761|Lahaina|15009
96762|Laie|15003
96763|Lanai City|15009
96764|Laupahoehoe|15001
96765|Lawai|15007
96766|Lihue|15007
96767|Lahaina|15009
96768|Makawao|15009
96769|Makaweli|15007
96770|Maunaloa|15009
96771|Mountain View|15001
96772|Naalehu|15001
96773|Ninole|15001
96774|Ookala|15001
96776|Paauilo|15001
96777|Pahala|15001
96778|Pahoa|15001
96779|Paia|15009
96780|Papaaloa|15001
96781|Papaikou|15001
96782|Pearl City|15003
96783|Pepeekeo|15001
96784|Puunene|15009
96785|Volcano|15001
96786|Wahiawa|15003
96788|Pukalani|15009
96789|Mililani|15003
96790|Kula|15009
96791|Waialua|15003
96792|Waianae|15003
96793|Wailuku|15009
96795|Waimanalo|15003
96796|Waimea|15007
96797|Waipahu|15003
96801|Honolulu|15003
96802|Honolulu|15003
96803|Honolulu|15003
96804|Honolulu|15003
96805|Honolulu|15003
96806|Honolulu|15003
96807|Honolulu|15003
96808|Honolulu|15003
96809|Honolulu|15003
96810|Honolulu|15003
96811|Honolulu|15003
96812|Honolulu|15003
96813|Honolulu|15003
96814|Honolulu|15003
96815|Honolulu|15003
96816|Honolulu|15003
96817|Honolulu|15003
96818|Honolulu|15003
96819|Honolulu|15003
96820|Honolulu|15003
96821|Honolulu|15003
96822|Honolulu|15003
96823|Honolulu|15003
96824|Honolulu|15003
96825|Honolulu|15003
96826|Honolulu|15003
96828|Honolulu|15003
96830|Honolulu|15003
96836|Honolulu|15003
96837|Honolulu|15003
96838|Honolulu|15003
96839|Honolulu|15003
96840|Honolulu|15003
96841|Honolulu|15003
96843|Honolulu|15003
96844|Honolulu|15003
96846|Honolulu|15003
96847|Honolulu|15003
96848|Honolulu|15003
96849|Honolulu|15003
96850|Honolulu|15003
96853|Jbphh|15003
96854|Wheeler Army Airfield|15003
96857|Schofield Barracks|15003
96858|Fort Shafter|15003
96859|Tripler Army Medical Center|15003
96860|Jbphh|15003
96861|Camp H M Smith|15003
96863|Mcbh Kaneohe Bay|15003
96898|Wake Island|15003
97001|Antelope|41065
97002|Aurora|41047
97003|Beaverton|41067
97004|Beavercreek|41005
97005|Beaverton|41067
97006|Beaverton|41067
97007|Beaverton|41067
97008|Beaverton|41067
97009|Boring|41005
97010|Bridal Veil|41051
97011|Brightwood|41005
97013|Canby|41005
97014|Cascade Locks|41027
97015|Clackamas|41005
97016|Clatskanie|41009
97017|Colton|41005
97018|Columbia City|41009
97019|Corbett|41051
97020|Donald|41047
97021|Dufur|41065
97022|Eagle Creek|41005
97023|Estacada|41005
97024|Fairview|41051
97026|Gervais|41047
97027|Gladstone|41005
97028|Government Camp|41005
97029|Grass Valley|41055
97030|Gresham|41051
97031|Hood River|41027
97032|Hubbard|41047
97033|Kent|41055
97034|Lake Oswego|41005
97035|Lake Oswego|41005
97036|Marylhurst|41005
97037|Maupin|41065
97038|Molalla|41005
97039|Moro|41055
97040|Mosier|41065
97041|Mount Hood Parkdale|41027
97042|Mulino|41005
97044|Odell|41027
97045|Oregon City|41005
97048|Rainier|41009
97049|Rhododendron|41005
97050|Rufus|41055
97051|Saint Helens|41009
97053|Warren|41009
97054|Deer Island|41009
97055|Sandy|41005
97056|Scappoose|41009
97057|Shaniko|41065
97058|The Dalles|41065
97060|Troutdale|41051
97062|Tualatin|41067
97063|Tygh Valley|41065
97064|Vernonia|41009
97065|Wasco|41055
97067|Welches|41005
97068|West Linn|41005
97070|Wilsonville|41005
97071|Woodburn|41047
97075|Beaverton|41067
97076|Beaverton|41067
97077|Beaverton|41067
97078|Beaverton|41067
97079|Beaverton|41067
97080|Gresham|41051
97086|Happy Valley|41005
97089|Damascus|41005
97101|Amity|41071
97102|Arch Cape|41007
97103|Astoria|41007
97106|Banks|41067
97107|Bay City|41057
97108|Beaver|41057
97109|Buxton|41067
97110|Cannon Beach|41007
97111|Carlton|41071
97112|Cloverdale|41057
97113|Cornelius|41067
97114|Dayton|41071
97115|Dundee|41071
97116|Forest Grove|41067
97117|Gales Creek|41067
97118|Garibaldi|41057
97119|Gaston|41067
97121|Hammond|41007
97122|Hebo|41057
97123|Hillsboro|41067
97124|Hillsboro|41067
97125|Manning|41067
97127|Lafayette|41071
97128|Mcminnville|41071
97129|Hillsboro|41067
97130|Manzanita|41057
97131|Nehalem|41057
97132|Newberg|41071
97133|North Plains|41067
97134|Oceanside|41057
97135|Pacific City|41057
97136|Rockaway Beach|41057
97137|Saint Paul|41047
97138|Seaside|41007
97140|Sherwood|41067
97141|Tillamook|41057
97143|Netarts|41057
97144|Timber|41067
97145|Tolovana Park|41007
97146|Warrenton|41007
97147|Wheeler|41057
97148|Yamhill|41071
97149|Neskowin|41057
97201|Portland|41051
97202|Portland|41051
97203|Portland|41051
97204|Portland|41051
97205|Portland|41051
97206|Portland|41051
97207|Portland|41051
97208|Portland|41051
97209|Portland|41051
97210|Portland|41051
97211|Portland|41051
97212|Portland|41051
97213|Portland|41051
97214|Portland|41051
97215|Portland|41051
97216|Portland|41051
97217|Portland|41051
97218|Portland|41051
97219|Portland|41051
97220|Portland|41051
97221|Portland|41051
97222|Portland|41005
97223|Portland|41067
97224|Portland|41067
97225|Portland|41067
97227|Portland|41051
97228|Portland|41051
97229|Portland|41067
97230|Portland|41051
97231|Portland|41051
97232|Portland|41051
97233|Portland|41051
97236|Portland|41051
97238|Portland|41051
97239|Portland|41051
97240|Portland|41051
97242|Portland|41051
97250|Portland|41051
97251|Portland|41051
97252|Portland|41051
97253|Portland|41051
97254|Portland|41051
97256|Portland|41051
97266|Portland|41051
97267|Portland|41005
97268|Portland|41051
97269|Portland|41051
97280|Portland|41051
97281|Portland|41051
97282|Portland|41051
97283|Portland|41051
97286|Portland|41051
97290|Portland|41051
97291|Portland|41051
97292|Portland|41051
97293|Portland|41051
97294|Portland|41051
97296|Portland|41051
97298|Portland|41051
97301|Salem|41047
97302|Salem|41047
97303|Salem|41047
97304|Salem|41053
97305|Salem|41047
97306|Salem|41047
97307|Keizer|41047
97308|Salem|41047
97309|Salem|41047
97310|Salem|41047
97311|Salem|41047
97312|Salem|41047
97314|Salem|41047
97317|Salem|41047
97321|Albany|41043
97322|Albany|41043
97324|Alsea|41003
97325|Aumsville|41047
97326|Blodgett|41003
97327|Brownsville|41043
97329|Cascadia|41043
97330|Corvallis|41003
97331|Corvallis|41003
97333|Corvallis|41003
97335|Crabtree|41043
97336|Crawfordsville|41043
97338|Dallas|41053
97339|Corvallis|41003
97341|Depoe Bay|41041
97342|Detroit|41047
97343|Eddyville|41041
97344|Falls City|41053
97345|Foster|41043
97346|Gates|41047
97347|Grand Ronde|41053
97348|Halsey|41043
97350|Idanha|41047
97351|Independence|41053
97352|Jefferson|41047
97355|Lebanon|41043
97357|Logsden|41041
97358|Lyons|41043
97360|Mill City|41043
97361|Monmouth|41053
97362|Mount Angel|41047
97364|Neotsu|41041
97365|Newport|41041
97366|South Beach|41041
97367|Lincoln City|41041
97368|Otis|41041
97369|Otter Rock|41041
97370|Philomath|41003
97371|Rickreall|41053
97373|Saint Benedict|41047
97374|Scio|41043
97375|Scotts Mills|41047
97376|Seal Rock|41041
97377|Shedd|41043
97378|Sheridan|41071
97380|Siletz|41041
97381|Silverton|41047
97383|Stayton|41047
97384|Mehama|41047
97385|Sublimity|41047
97386|Sweet Home|41043
97388|Gleneden Beach|41041
97389|Tangent|41043
97390|Tidewater|41041
97391|Toledo|41041
97392|Turner|41047
97394|Waldport|41041
97396|Willamina|41071
97401|Eugene|41039
97402|Eugene|41039
97403|Eugene|41039
97404|Eugene|41039
97405|Eugene|41039
97406|Agness|41015
97407|Allegany|41011
97408|Eugene|41039
97409|Alvadore|41039
97410|Azalea|41019
97411|Bandon|41011
97412|Blachly|41039
97413|Blue River|41039
97414|Broadbent|41011
97415|Brookings|41015
97416|Camas Valley|41019
97417|Canyonville|41019
97419|Cheshire|41039
97420|Coos Bay|41011
97423|Coquille|41011
97424|Cottage Grove|41039
97426|Creswell|41039
97429|Days Creek|41019
97430|Deadwood|41039
97431|Dexter|41039
97432|Dillard|41019
97434|Dorena|41039
97435|Drain|41019
97436|Elkton|41019
97437|Elmira|41039
97438|Fall Creek|41039
97439|Florence|41039
97440|Eugene|41039
97441|Gardiner|41019
97442|Glendale|41019
97443|Glide|41019
97444|Gold Beach|41015
97446|Harrisburg|41043
97447|Idleyld Park|41019
97448|Junction City|41039
97449|Lakeside|41011
97450|Langlois|41015
97451|Lorane|41039
97452|Lowell|41039
97453|Mapleton|41039
97454|Marcola|41039
97455|Pleasant Hill|41039
97456|Monroe|41003
97457|Myrtle Creek|41019
97458|Myrtle Point|41011
97459|North Bend|41011
97461|Noti|41039
97462|Oakland|41019
97463|Oakridge|41039
97464|Ophir|41015
97465|Port Orford|41015
97466|Powers|41011
97467|Reedsport|41019
97469|Riddle|41019
97470|Roseburg|41019
97471|Roseburg|41019
97473|Scottsburg|41019
97475|Springfield|41039
97476|Sixes|41015
97477|Springfield|41039
97478|Springfield|41039
97479|Sutherlin|41019
97480|Swisshome|41039
97481|Tenmile|41019
97484|Tiller|41019
97486|Umpqua|41019
97487|Veneta|41039
97488|Vida|41039
97489|Walterville|41039
97490|Walton|41039
97491|Wedderburn|41015
97492|Westfir|41039
97493|Westlake|41039
97494|Wilbur|41019
97495|Winchester|41019
97496|Winston|41019
97497|Wolf Creek|41033
97498|Yachats|41041
97499|Yoncalla|41019
97501|Medford|41029
97502|Central Point|41029
97503|White City|41029
97504|Medford|41029
97520|Ashland|41029
97522|Butte Falls|41029
97523|Cave Junction|41033
97524|Eagle Point|41029
97525|Gold Hill|41029
97526|Grants Pass|41033
97527|Grants Pass|41033
97528|Grants Pass|41033
97530|Jacksonville|41029
97531|Kerby|41033
97532|Merlin|41033
97533|Murphy|41033
97534|O Brien|41033
97535|Phoenix|41029
97536|Prospect|41029
97537|Rogue River|41029
97538|Selma|41033
97539|Shady Cove|41029
97540|Talent|41029
97541|Trail|41029
97543|Wilderville|41033
97544|Williams|41033
97601|Klamath Falls|41035
97602|Klamath Falls|41035
97603|Klamath Falls|41035
97604|Crater Lake|41035
97620|Adel|41037
97621|Beatty|41035
97622|Bly|41035
97623|Bonanza|41035
97624|Chiloquin|41035
97625|Dairy|41035
97626|Fort Klamath|41035
97627|Keno|41035
97630|Lakeview|41037
97632|Malin|41035
97633|Merrill|41035
97634|Midland|41035
97635|New Pine Creek|41037
97636|Paisley|41037
97637|Plush|41037
97638|Silver Lake|41037
97639|Sprague River|41035
97640|Summer Lake|41037
97641|Christmas Valley|41037
97701|Bend|41017
97702|Bend|41017
97703|Bend|41017
97707|Bend|41017
97708|Bend|41017
97709|Bend|41017
97710|Fields|41025
97711|Ashwood|41031
97712|Brothers|41017
97720|Burns|41025
97721|Princeton|41025
97722|Diamond|41025
97730|Camp Sherman|41031
97731|Chemult|41035
97732|Crane|41025
97733|Crescent|41035
97734|Culver|41031
97735|Fort Rock|41037
97736|Frenchglen|41025
97737|Gilchrist|41035
97738|Hines|41025
97739|La Pine|41017
97741|Madras|41031
97750|Mitchell|41069
97751|Paulina|41013
97752|Post|41013
97753|Powell Butte|41013
97754|Prineville|41013
97756|Redmond|41017
97758|Riley|41025
97759|Sisters|41017
97760|Terrebonne|41031
97761|Warm Springs|41031
97801|Pendleton|41059
97810|Adams|41059
97812|Arlington|41021
97813|Athena|41059
97814|Baker City|41001
97817|Bates|41023
97818|Boardman|41049
97819|Bridgeport|41001
97820|Canyon City|41023
97823|Condon|41021
97824|Cove|41061
97825|Dayville|41023
97826|Echo|41059
97827|Elgin|41061
97828|Enterprise|41063
97830|Fossil|41069
97833|Haines|41001
97834|Halfway|41001
97835|Helix|41059
97836|Heppner|41049
97837|Hereford|41001
97838|Hermiston|41059
97839|Lexington|41049
97840|Oxbow|41001
97841|Imbler|41061
97842|Imnaha|41063
97843|Ione|41049
97844|Irrigon|41049
97845|John Day|41023
97846|Joseph|41063
97848|Kimberly|41023
97850|La Grande|41061
97856|Long Creek|41023
97857|Lostine|41063
97859|Meacham|41059
97861|Mikkalo|41021
97862|Milton Freewater|41059
97864|Monument|41023
97865|Mount Vernon|41023
97867|North Powder|41061
97868|Pilot Rock|41059
97869|Prairie City|41023
97870|Richland|41001
97873|Seneca|41023
97874|Spray|41069
97875|Stanfield|41059
97876|Summerville|41061
97877|Sumpter|41001
97880|Ukiah|41059
97882|Umatilla|41059
97883|Union|41061
97884|Unity|41001
97885|Wallowa|41063
97886|Weston|41059
97901|Adrian|41045
97902|Arock|41045
97903|Brogan|41045
97904|Drewsey|41025
97905|Durkee|41001
97906|Harper|41045
97907|Huntington|41001
97908|Ironside|41045
97909|Jamieson|41045
97910|Jordan Valley|41045
97911|Juntura|41045
97913|Nyssa|41045
97914|Ontario|41045
97917|Riverside|41045
97918|Vale|41045
97920|Westfall|41045
98001|Auburn|53033
98002|Auburn|53033
98003|Federal Way|53033
98004|Bellevue|53033
98005|Bellevue|53033
98006|Bellevue|53033
98007|Bellevue|53033
98008|Bellevue|53033
98009|Bellevue|53033
98010|Black Diamond|53033
98011|Bothell|53033
98012|Bothell|53061
98013|Burton|53033
98014|Carnation|53033
98015|Bellevue|53033
98019|Duvall|53033
98020|Edmonds|53061
98021|Bothell|53061
98022|Enumclaw|53033
98023|Federal Way|53033
98024|Fall City|53033
98025|Hobart|53033
98026|Edmonds|53061
98027|Issaquah|53033
98028|Kenmore|53033
98029|Issaquah|53033
98030|Kent|53033
98031|Kent|53033
98032|Kent|53033
98033|Kirkland|53033
98034|Kirkland|53033
98035|Kent|53033
98036|Lynnwood|53061
98037|Lynnwood|53061
98038|Maple Valley|53033
98039|Medina|53033
98040|Mercer Island|53033
98041|Bothell|53033
98042|Kent|53033
98043|Mountlake Terrace|53061
98045|North Bend|53033
98046|Lynnwood|53061
98047|Pacific|53033
98050|Preston|53033
98051|Ravensdale|53033
98052|Redmond|53033
98053|Redmond|53033
98055|Renton|53033
98056|Renton|53033
98057|Renton|53033
98058|Renton|53033
98059|Renton|53033
98061|Rollingbay|53035
98062|Seahurst|53033
98063|Federal Way|53033
98064|Kent|53033
98065|Snoqualmie|53033
98068|Snoqualmie Pass|53037
98070|Vashon|53033
98071|Auburn|53033
98072|Woodinville|53033
98073|Redmond|53033
98074|Sammamish|53033
98075|Sammamish|53033
98077|Woodinville|53033
98082|Mill Creek|53033
98083|Kirkland|53033
98087|Lynnwood|53061
98089|Kent|53033
98092|Auburn|53033
98093|Federal Way|53033
98101|Seattle|53033
98102|Seattle|53033
98103|Seattle|53033
98104|Seattle|53033
98105|Seattle|53033
98106|Seattle|53033
98107|Seattle|53033
98108|Seattle|53033
98109|Seattle|53033
98110|Bainbridge Island|53035
98111|Seattle|53033
98112|Seattle|53033
98113|Seattle|53033
98114|Seattle|53033
98115|Seattle|53033
98116|Seattle|53033
98117|Seattle|53033
98118|Seattle|53033
98119|Seattle|53033
98121|Seattle|53033
98122|Seattle|53033
98124|Seattle|53033
98125|Seattle|53033
98126|Seattle|53033
98127|Seattle|53033
98129|Seattle|53033
98131|Seattle|53033
98133|Seattle|53033
98134|Seattle|53033
98136|Seattle|53033
98138|Seattle|53033
98139|Seattle|53033
98141|Seattle|53033
98144|Seattle|53033
98145|Seattle|53033
98146|Seattle|53033
98148|Seattle|53033
98154|Seattle|53033
98155|Seattle|53033
98158|Seattle|53033
98160|Seattle|53033
98161|Seattle|53033
98164|Seattle|53033
98165|Seattle|53033
98166|Seattle|53033
98168|Seattle|53033
98170|Seattle|53033
98174|Seattle|53033
98175|Seattle|53033
98177|Seattle|53033
98178|Seattle|53033
98181|Seattle|53033
98185|Seattle|53033
98188|Seattle|53033
98190|Seattle|53033
98191|Seattle|53033
98194|Seattle|53033
98195|Seattle|53033
98198|Seattle|53033
98199|Seattle|53033
98201|Everett|53061
98203|Everett|53061
98204|Everett|53061
98206|Everett|53061
98207|Everett|53061
98208|Everett|53061
98213|Everett|53061
98220|Acme|53073
98221|Anacortes|53057
98222|Blakely Island|53055
98223|Arlington|53061
98224|Baring|53033
98225|Bellingham|53073
98226|Bellingham|53073
98227|Bellingham|53073
98228|Bellingham|53073
98229|Bellingham|53073
98230|Blaine|53073
98231|Blaine|53073
98232|Bow|53057
98233|Burlington|53057
98235|Clearlake|53057
98236|Clinton|53029
98237|Concrete|53057
98238|Conway|53057
98239|Coupeville|53029
98240|Custer|53073
98241|Darrington|53061
98243|Deer Harbor|53055
98244|Deming|53073
98245|Eastsound|53055
98247|Everson|53073
98248|Ferndale|53073
98249|Freeland|53029
98250|Friday Harbor|53055
98251|Gold Bar|53061
98252|Granite Falls|53061
98253|Greenbank|53029
98255|Hamilton|53057
98256|Index|53061
98257|La Conner|53057
98258|Lake Stevens|53061
98259|North Lakewood|53061
98260|Langley|53029
98261|Lopez Island|53055
98262|Lummi Island|53073
98263|Lyman|53057
98264|Lynden|53073
98266|Maple Falls|53073
98267|Marblemount|53057
98270|Marysville|53061
98271|Marysville|53061
98272|Monroe|53061
98273|Mount Vernon|53057
98274|Mount Vernon|53057
98275|Mukilteo|53061
98276|Nooksack|53073
98277|Oak Harbor|53029
98278|Oak Harbor|53029
98279|Olga|53055
98280|Orcas|53055
98281|Point Roberts|53073
98282|Camano Island|53029
98283|Rockport|53057
98284|Sedro Woolley|53057
98286|Shaw Island|53055
98287|Silvana|53061
98288|Skykomish|53033
98290|Snohomish|53061
98291|Snohomish|53061
98292|Stanwood|53061
98293|Startup|53061
98294|Sultan|53061
98295|Sumas|53073
98296|Snohomish|53061
98297|Waldron|53055
98303|Anderson Island|53053
98304|Ashford|53053
98305|Beaver|53009
98310|Bremerton|53035
98311|Bremerton|53035
98312|Bremerton|53035
98314|Bremerton|53035
98315|Silverdale|53035
98320|Brinnon|53031
98321|Buckley|53053
98322|Burley|53035
98323|Carbonado|53053
98324|Carlsborg|53009
98325|Chimacum|53031
98326|Clallam Bay|53009
98327|Dupont|53053
98328|Eatonville|53053
98329|Gig Harbor|53053
98330|Elbe|53053
98331|Forks|53009
98332|Gig Harbor|53053
98333|Fox Island|53053
98335|Gig Harbor|53053
98336|Glenoma|53041
98337|Bremerton|53035
98338|Graham|53053
98339|Port Hadlock|53031
98340|Hansville|53035
98342|Indianola|53035
98343|Joyce|53009
98344|Kapowsin|53053
98345|Keyport|53035
98346|Kingston|53035
98348|La Grande|53067
98349|Lakebay|53053
98350|La Push|53009
98351|Longbranch|53053
98352|Sumner|53053
98353|Manchester|53035
98354|Milton|53053
98355|Mineral|53041
98356|Morton|53041
98357|Neah Bay|53009
98358|Nordland|53031
98359|Olalla|53035
98360|Orting|53053
98361|Packwood|53041
98362|Port Angeles|53009
98363|Port Angeles|53009
98364|Port Gamble|53035
98365|Port Ludlow|53031
98366|Port Orchard|53035
98367|Port Orchard|53035
98368|Port Townsend|53031
98370|Poulsbo|53035
98371|Puyallup|53053
98372|Puyallup|53053
98373|Puyallup|53053
98374|Puyallup|53053
98375|Puyallup|53053
98376|Quilcene|53031
98377|Randle|53041
98378|Retsil|53035
98380|Seabeck|53035
98381|Sekiu|53009
98382|Sequim|53009
98383|Silverdale|53035
98384|South Colby|53035
98385|South Prairie|53053
98386|Southworth|53035
98387|Spanaway|53053
98388|Steilacoom|53053
98390|Sumner|53053
98391|Bonney Lake|53053
98392|Suquamish|53035
98393|Tracyton|53035
98394|Vaughn|53053
98395|Wauna|53053
98396|Wilkeson|53053
98397|Longmire|53053
98398|Paradise Inn|53041
98401|Tacoma|53053
98402|Tacoma|53053
98403|Tacoma|53053
98404|Tacoma|53053
98405|Tacoma|53053
98406|Tacoma|53053
98407|Tacoma|53053
98408|Tacoma|53053
98409|Tacoma|53053
98411|Tacoma|53053
98412|Tacoma|53053
98413|Tacoma|53053
98415|Tacoma|53053
98416|Tacoma|53053
98417|Tacoma|53053
98418|Tacoma|53053
98419|Tacoma|53053
98421|Tacoma|53053
98422|Tacoma|53053
98424|Fife|53053
98430|Camp Murray|53053
98431|Tacoma|53053
98433|Tacoma|53053
98438|Mcchord AFB|53053
98439|Lakewood|53053
98443|Tacoma|53053
98444|Tacoma|53053
98445|Tacoma|53053
98446|Tacoma|53053
98447|Tacoma|53053
98448|Tacoma|53053
98464|Tacoma|53053
98465|Tacoma|53053
98466|Tacoma|53053
98467|University Place|53053
98471|Tacoma|53053
98481|Tacoma|53053
98490|Tacoma|53053
98493|Tacoma|53053
98496|Lakewood|53053
98497|Lakewood|53053
98498|Lakewood|53053
98499|Lakewood|53053
98501|Olympia|53067
98502|Olympia|53067
98503|Lacey|53067
98504|Olympia|53067
98505|Olympia|53067
98506|Olympia|53067
98507|Olympia|53067
98508|Olympia|53067
98509|Lacey|53067
98511|Tumwater|53067
98512|Olympia|53067
98513|Olympia|53067
98516|Olympia|53067
98520|Aberdeen|53027
98522|Adna|53041
98524|Allyn|53045
98526|Amanda Park|53027
98527|Bay Center|53049
98528|Belfair|53045
98530|Bucoda|53067
98531|Centralia|53041
98532|Chehalis|53041
98533|Cinebar|53041
98535|Copalis Beach|53027
98536|Copalis Crossing|53027
98537|Cosmopolis|53027
98538|Curtis|53041
98539|Doty|53041
98540|East Olympia|53067
98541|Elma|53027
98542|Ethel|53041
98544|Galvin|53041
98546|Grapeview|53045
98547|Grayland|53027
98548|Hoodsport|53045
98550|Hoquiam|53027
98552|Humptulips|53027
98554|Lebam|53049
98555|Lilliwaup|53045
98556|Littlerock|53067
98557|Mccleary|53027
98558|Mckenna|53053
98559|Malone|53027
98560|Matlock|53045
98561|Menlo|53049
98562|Moclips|53027
98563|Montesano|53027
98564|Mossyrock|53041
98565|Napavine|53041
98566|Neilton|53027
98568|Oakville|53027
98569|Ocean Shores|53027
98570|Onalaska|53041
98571|Pacific Beach|53027
98572|Pe Ell|53041
98575|Quinault|53027
98576|Rainier|53067
98577|Raymond|53049
98579|Rochester|53067
98580|Roy|53053
98581|Ryderwood|53015
98582|Salkum|53041
98583|Satsop|53027
98584|Shelton|53045
98585|Silver Creek|53041
98586|South Bend|53049
98587|Taholah|53027
98588|Tahuya|53045
98589|Tenino|53067
98590|Tokeland|53049
98591|Toledo|53041
98592|Union|53045
98593|Vader|53041
98595|Westport|53027
98596|Winlock|53041
98597|Yelm|53067
98599|Olympia|53067
98601|Amboy|53011
98602|Appleton|53039
98603|Ariel|53015
98604|Battle Ground|53011
98605|Bingen|53039
98606|Brush Prairie|53011
98607|Camas|53011
98609|Carrolls|53015
98610|Carson|53059
98611|Castle Rock|53015
98612|Cathlamet|53069
98613|Centerville|53039
98614|Chinook|53049
98616|Cougar|53015
98617|Dallesport|53039
98619|Glenwood|53039
98620|Goldendale|53039
98621|Grays River|53069
98622|Heisson|53011
98623|Husum|53039
98624|Ilwaco|53049
98625|Kalama|53015
98626|Kelso|53015
98628|Klickitat|53039
98629|La Center|53011
98631|Long Beach|53049
98632|Longview|53015
98635|Lyle|53039
98637|Nahcotta|53049
98638|Naselle|53049
98639|North Bonneville|53059
98640|Ocean Park|53049
98641|Oysterville|53049
98642|Ridgefield|53011
98643|Rosburg|53069
98644|Seaview|53049
98645|Silverlake|53015
98647|Skamokawa|53069
98648|Stevenson|53059
98649|Toutle|53015
98650|Trout Lake|53039
98651|Underwood|53059
98660|Vancouver|53011
98661|Vancouver|53011
98662|Vancouver|53011
98663|Vancouver|53011
98664|Vancouver|53011
98665|Vancouver|53011
98666|Vancouver|53011
98668|Vancouver|53011
98670|Wahkiacus|53039
98671|Washougal|53011
98672|White Salmon|53039
98673|Wishram|53039
98674|Woodland|53015
98675|Yacolt|53011
98682|Vancouver|53011
98683|Vancouver|53011
98684|Vancouver|53011
98685|Vancouver|53011
98686|Vancouver|53011
98687|Vancouver|53011
98801|Wenatchee|53007
98802|East Wenatchee|53017
98807|Wenatchee|53007
98811|Ardenvoir|53007
98812|Brewster|53047
98813|Bridgeport|53017
98814|Carlton|53047
98815|Cashmere|53007
98816|Chelan|53007
98817|Chelan Falls|53007
98819|Conconully|53047
98821|Dryden|53007
98822|Entiat|53007
98823|Ephrata|53025
98824|George|53025
98826|Leavenworth|53007
98827|Loomis|53047
98828|Malaga|53007
98829|Malott|53047
98830|Mansfield|53017
98831|Manson|53007
98832|Marlin|53025
98833|Mazama|53047
98834|Methow|53047
98836|Monitor|53007
98837|Moses Lake|53025
98840|Okanogan|53047
98841|Omak|53047
98843|Orondo|53017
98844|Oroville|53047
98845|Palisades|53017
98846|Pateros|53047
98847|Peshastin|53007
98848|Quincy|53025
98849|Riverside|53047
98850|Rock Island|53017
98851|Soap Lake|53025
98852|Stehekin|53007
98853|Stratford|53025
98855|Tonasket|53047
98856|Twisp|53047
98857|Warden|53025
98858|Waterville|53017
98859|Wauconda|53047
98860|Wilson Creek|53025
98862|Winthrop|53047
98901|Yakima|53077
98902|Yakima|53077
98903|Yakima|53077
98904|Yakima|53077
98907|Yakima|53077
98908|Yakima|53077
98909|Yakima|53077
98920|Brownstown|53077
98921|Buena|53077
98922|Cle Elum|53037
98923|Cowiche|53077
98925|Easton|53037
98926|Ellensburg|53037
98930|Grandview|53077
98932|Granger|53077
98933|Harrah|53077
98934|Kittitas|53037
98935|Mabton|53077
98936|Moxee|53077
98937|Naches|53077
98938|Outlook|53077
98939|Parker|53077
98940|Ronald|53037
98941|Roslyn|53037
98942|Selah|53077
98943|South Cle Elum|53037
98944|Sunnyside|53077
98946|Thorp|53037
98947|Tieton|53077
98948|Toppenish|53077
98950|Vantage|53037
98951|Wapato|53077
98952|White Swan|53077
98953|Zillah|53077
99001|Airway Heights|53063
99003|Chattaroy|53063
99004|Cheney|53063
99005|Colbert|53063
99006|Deer Park|53063
99008|Edwall|53043
99009|Elk|53063
99011|Fairchild Air Force Base|53063
99012|Fairfield|53063
99013|Ford|53065
99014|Four Lakes|53063
99016|Greenacres|53063
99017|Lamont|53075
99018|Latah|53063
99019|Liberty Lake|53063
99020|Marshall|53063
99021|Mead|53063
99022|Medical Lake|53063
99023|Mica|53063
99025|Newman Lake|53063
99026|Nine Mile Falls|53065
99027|Otis Orchards|53063
99029|Reardan|53043
99030|Rockford|53063
99031|Spangle|53063
99032|Sprague|53043
99033|Tekoa|53075
99034|Tumtum|53065
99036|Valleyford|53063
99037|Veradale|53063
99039|Waverly|53063
99040|Wellpinit|53065
99101|Addy|53065
99102|Albion|53075
99103|Almira|53043
99104|Belmont|53075
99105|Benge|53001
99109|Chewelah|53065
99110|Clayton|53065
99111|Colfax|53075
99113|Colton|53075
99114|Colville|53065
99115|Coulee City|53025
99116|Coulee Dam|53017
99117|Creston|53043
99118|Curlew|53019
99119|Cusick|53051
99121|Danville|53019
99122|Davenport|53043
99123|Electric City|53025
99124|Elmer City|53047
99125|Endicott|53075
99126|Evans|53065
99128|Farmington|53075
99129|Fruitland|53065
99130|Garfield|53075
99131|Gifford|53065
99133|Grand Coulee|53025
99134|Harrington|53043
99135|Hartline|53025
99136|Hay|53075
99137|Hunters|53065
99138|Inchelium|53019
99139|Ione|53051
99140|Keller|53019
99141|Kettle Falls|53065
99143|Lacrosse|53075
99144|Lamona|53043
99146|Laurier|53019
99147|Lincoln|53043
99148|Loon Lake|53065
99149|Malden|53075
99150|Malo|53019
99151|Marcus|53065
99152|Metaline|53051
99153|Metaline Falls|53051
99154|Mohler|53043
99155|Nespelem|53047
99156|Newport|53051
99157|Northport|53065
99158|Oakesdale|53075
99159|Odessa|53043
99160|Orient|53019
99161|Palouse|53075
99163|Pullman|53075
99164|Pullman|53075
99166|Republic|53019
99167|Rice|53065
99169|Ritzville|53001
99170|Rosalia|53075
99171|Saint John|53075
99173|Springdale|53065
99174|Steptoe|53075
99176|Thornton|53075
99179|Uniontown|53075
99180|Usk|53051
99181|Valley|53065
99185|Wilbur|53043
99201|Spokane|53063
99202|Spokane|53063
99203|Spokane|53063
99204|Spokane|53063
99205|Spokane|53063
99206|Spokane|53063
99207|Spokane|53063
99208|Spokane|53063
99209|Spokane|53063
99210|Spokane|53063
99211|Spokane|53063
99212|Spokane|53063
99213|Spokane|53063
99214|Spokane|53063
99215|Spokane|53063
99216|Spokane|53063
99217|Spokane|53063
99218|Spokane|53063
99219|Spokane|53063
99220|Spokane|53063
99223|Spokane|53063
99224|Spokane|53063
99228|Spokane|53063
99251|Spokane|53063
99252|Spokane|53063
99256|Spokane|53063
99258|Spokane|53063
99260|Spokane|53063
99301|Pasco|53021
99302|Pasco|53021
99320|Benton City|53005
99321|Beverly|53025
99322|Bickleton|53039
99323|Burbank|53071
99324|College Place|53071
99326|Connell|53021
99328|Dayton|53013
99329|Dixie|53071
99330|Eltopia|53021
99333|Hooper|53075
99335|Kahlotus|53021
99336|Kennewick|53005
99337|Kennewick|53005
99338|Kennewick|53005
99341|Lind|53001
99343|Mesa|53021
99344|Othello|53001
99345|Paterson|53005
99346|Plymouth|53005
99347|Pomeroy|53023
99348|Prescott|53071
99349|Mattawa|53025
99350|Prosser|53005
99352|Richland|53005
99353|West Richland|53005
99354|Richland|53005
99356|Roosevelt|53039
99357|Royal City|53025
99359|Starbuck|53013
99360|Touchet|53071
99361|Waitsburg|53071
99362|Walla Walla|53071
99363|Wallula|53071
99371|Washtucna|53001
99401|Anatone|53003
99402|Asotin|53003
99403|Clarkston|53003
99501|Anchorage|02020
99502|Anchorage|02020
99503|Anchorage|02020
99504|Anchorage|02020
99505|Jber|02020
99506|Jber|02020
99507|Anchorage|02020
99508|Anchorage|02020
99509|Anchorage|02020
99510|Anchorage|02185
99511|Anchorage|02020
99513|Anchorage|02020
99514|Anchorage|02020
99515|Anchorage|02020
99516|Anchorage|02020
99517|Anchorage|02020
99518|Anchorage|02020
99519|Anchorage|02185
99520|Anchorage|02020
99521|Anchorage|02020
99522|Anchorage|02020
99523|Anchorage|02020
99524|Anchorage|02020
99529|Anchorage|02020
99530|Anchorage|02020
99540|Indian|02020
99545|Kongiganak|02050
99546|Adak|02016
99547|Atka|02016
99548|Chignik Lake|02164
99549|Port Heiden|02164
99550|Port Lions|02150
99551|Akiachak|02050
99552|Akiak|02050
99553|Akutan|02013
99554|Alakanuk|02158
99555|Aleknagik|02070
99556|Anchor Point|02122
99557|Aniak|02050
99558|Anvik|02290
99559|Bethel|02050
99561|Chefornak|02050
99563|Chevak|02158
99564|Chignik|02164
99565|Chignik Lagoon|02164
99566|Chitina|02240
99567|Chugiak|02020
99568|Clam Gulch|02122
99569|Clarks Point|02070
99571|Cold Bay|02013
99572|Cooper Landing|02122
99573|Copper Center|02240
99574|Cordova|02240
99575|Crooked Creek|02050
99576|Dillingham|02070
99577|Eagle River|02020
99578|Eek|02050
99579|Egegik|02164
99580|Ekwok|02070
99581|Emmonak|02158
99583|False Pass|02013
99585|Marshall|02158
99586|Gakona|02240
99587|Girdwood|02020
99588|Glennallen|02240
99589|Goodnews Bay|02050
99590|Grayling|02290
99591|Saint George Island|02016
99599|Anchorage|02020
99602|Holy Cross|02290
99603|Homer|02122
99604|Hooper Bay|02158
99605|Hope|02122
99606|Iliamna|02164
99607|Kalskag|02050
99608|Karluk|02150
99609|Kasigluk|02050
99610|Kasilof|02122
99611|Kenai|02122
99612|King Cove|02013
99613|King Salmon|02060
99614|Kipnuk|02050
99615|Kodiak|02150
99619|Kodiak|02150
99620|Kotlik|02158
99621|Kwethluk|02050
99622|Kwigillingok|02050
99623|Wasilla|02170
99624|Larsen Bay|02150
99625|Levelock|02164
99626|Lower Kalskag|02050
99627|Mc Grath|02290
99628|Manokotak|02070
99629|Wasilla|02170
99630|Mekoryuk|02050
99631|Moose Pass|02122
99632|Mountain Village|02158
99633|Naknek|02060
99634|Napakiak|02050
99635|Nikiski|02122
99636|New Stuyahok|02070
99637|Toksook Bay|02050
99638|Nikolski|02016
99639|Ninilchik|02122
99640|Nondalton|02164
99641|Nunapitchuk|02050
99643|Old Harbor|02150
99644|Ouzinkie|02150
99645|Palmer|02170
99647|Pedro Bay|02164
99648|Perryville|02164
99649|Pilot Point|02164
99650|Pilot Station|02158
99651|Platinum|02050
99652|Big Lake|02170
99653|Port Alsworth|02164
99654|Wasilla|02170
99655|Quinhagak|02050
99656|Red Devil|02050
99657|Russian Mission|02158
99658|Saint Marys|02158
99659|Saint Michael|02180
99660|Saint Paul Island|02016
99661|Sand Point|02013
99662|Scammon Bay|02158
99663|Seldovia|02122
99664|Seward|02122
99665|Shageluk|02290
99666|Nunam Iqua|02158
99667|Skwentna|02170
99668|Sleetmute|02050
99669|Soldotna|02122
99670|South Naknek|02060
99671|Stebbins|02180
99672|Sterling|02122
99674|Sutton|02170
99675|Takotna|02290
99676|Talkeetna|02170
99677|Tatitlek|02170
99678|Togiak|02070
99679|Tuluksak|02050
99680|Tuntutuliak|02050
99681|Tununak|02050
99682|Tyonek|02122
99683|Trapper Creek|02170
99684|Unalakleet|02180
99685|Unalaska|02016
99686|Valdez|02170
99687|Wasilla|02170
99688|Willow|02170
99689|Yakutat|02282
99690|Nightmute|02050
99691|Nikolai|02290
99692|Dutch Harbor|02016
99693|Whittier|02122
99694|Houston|02170
99695|Anchorage|02020
99697|Kodiak|02150
99701|Fairbanks|02090
99702|Eielson AFB|02090
99703|Fort Wainwright|02090
99704|Clear|02068
99705|North Pole|02090
99706|Fairbanks|02240
99707|Fairbanks|02090
99708|Fairbanks|02090
99709|Fairbanks|02090
99710|Fairbanks|02090
99711|Fairbanks|02090
99712|Fairbanks|02090
99714|Salcha|02090
99716|Two Rivers|02090
99720|Allakaket|02290
99721|Anaktuvuk Pass|02185
99722|Arctic Village|02290
99723|Barrow|02185
99724|Beaver|02290
99725|Ester|02090
99726|Bettles Field|02290
99727|Buckland|02188
99729|Cantwell|02170
99730|Central|02290
99731|Fort Greely|02240
99732|Chicken|02240
99733|Circle|02290
99734|Prudhoe Bay|02185
99736|Deering|02188
99737|Delta Junction|02240
99738|Eagle|02240
99739|Elim|02180
99740|Fort Yukon|02290
99741|Galena|02290
99742|Gambell|02180
99743|Healy|02068
99744|Anderson|02068
99745|Hughes|02290
99746|Huslia|02290
99747|Kaktovik|02185
99748|Kaltag|02290
99749|Kiana|02188
99750|Kivalina|02188
99751|Kobuk|02188
99752|Kotzebue|02188
99753|Koyuk|02180
99754|Koyukuk|02290
99755|Denali National Park|02068
99756|Manley Hot Springs|02290
99757|Lake Minchumina|02290
99758|Minto|02290
99759|Point Lay|02185
99760|Nenana|02290
99761|Noatak|02188
99762|Nome|02180
99763|Noorvik|02188
99764|Northway|02240
99765|Nulato|02290
99766|Point Hope|02185
99767|Rampart|02290
99768|Ruby|02290
99769|Savoonga|02180
99770|Selawik|02188
99771|Shaktoolik|02180
99772|Shishmaref|02180
99773|Shungnak|02188
99774|Stevens Village|02290
99775|Fairbanks|02090
99776|Tanacross|02240
99777|Tanana|02290
99778|Teller|02180
99780|Tok|02240
99781|Venetie|02290
99782|Wainwright|02185
99783|Wales|02180
99784|White Mountain|02180
99785|Brevig Mission|02180
99786|Ambler|02188
99788|Chalkyitsik|02290
99789|Nuiqsut|02185
99790|Fairbanks|02290
99791|Atqasuk|02185
99801|Juneau|02110
99802|Juneau|02110
99803|Juneau|02110
99811|Juneau|02110
99812|Juneau|02110
99820|Angoon|02105
99821|Auke Bay|02110
99824|Douglas|02110
99825|Elfin Cove|02105
99826|Gustavus|02105
99827|Haines|02100
99829|Hoonah|02105
99830|Kake|02195
99832|Pelican|02105
99833|Petersburg|02195
99835|Sitka|02220
99836|Port Alexander|02195
99840|Skagway|02230
99841|Tenakee Springs|02105
99850|Juneau|02110
99901|Ketchikan|02130
99903|Meyers Chuck|02275
99918|Coffman Cove|02198
99919|Thorne Bay|02198
99921|Craig|02198
99922|Hydaburg|02198
99923|Hyder|02198
99925|Klawock|02198
99926|Metlakatla|02198
99927|Point Baker|02198
99928|Ward Cove|02130
99929|Wrangell|02275
99950|Ketchikan|02198
$rows$, E'\n'), E'\n') AS l;

DELETE FROM zip_codes;
INSERT INTO zip_codes (zip, city, state, county, county_fips, rating_area)
SELECT z.zip, z.city, c.state, regexp_replace(c.name, ' County$', ''),
       c.county_fips, c.state || '-' || lpad(coalesce(county_zip3.rating_area, state_zip3.rating_area, c.rating_area)::text, 2, '0')
FROM us_zips z
JOIN us_counties c ON c.county_fips = z.county_fips
LEFT JOIN rating_area_zip3 county_zip3
       ON county_zip3.state = c.state AND county_zip3.zip3 = left(z.zip, 3) AND county_zip3.county_fips = c.county_fips
LEFT JOIN rating_area_zip3 state_zip3
       ON state_zip3.state = c.state AND state_zip3.zip3 = left(z.zip, 3) AND state_zip3.county_fips IS NULL;

INSERT INTO rating_areas (id, state, name)
SELECT DISTINCT rating_area, state, 'Rating area ' || ltrim(split_part(rating_area, '-', 2), '0') FROM zip_codes
ON CONFLICT (id) DO NOTHING;
