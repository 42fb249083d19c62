extension Country {
  /// The 193 member states of the United Nations, sorted by name ignoring case and accents.
  ///
  /// Regions follow the United Nations geoscheme, so Cyprus, Georgia and Türkiye are in Asia.
  static let unMemberStates: [Country] = [
    Country(
      code: "AFG", name: "Afghanistan", capital: "Kabul",
      population: 42_000_000, region: "Asia"),
    Country(
      code: "ALB", name: "Albania", capital: "Tirana",
      population: 2_800_000, region: "Europe"),
    Country(
      code: "DZA", name: "Algeria", capital: "Algiers",
      population: 47_000_000, region: "Africa"),
    Country(
      code: "AND", name: "Andorra", capital: "Andorra la Vella",
      population: 81_000, region: "Europe"),
    Country(
      code: "AGO", name: "Angola", capital: "Luanda",
      population: 38_000_000, region: "Africa"),
    Country(
      code: "ATG", name: "Antigua and Barbuda", capital: "Saint John's",
      population: 93_000, region: "Americas"),
    Country(
      code: "ARG", name: "Argentina", capital: "Buenos Aires",
      population: 46_000_000, region: "Americas"),
    Country(
      code: "ARM", name: "Armenia", capital: "Yerevan",
      population: 3_000_000, region: "Asia"),
    Country(
      code: "AUS", name: "Australia", capital: "Canberra",
      population: 27_000_000, region: "Oceania"),
    Country(
      code: "AUT", name: "Austria", capital: "Vienna",
      population: 9_100_000, region: "Europe"),
    Country(
      code: "AZE", name: "Azerbaijan", capital: "Baku",
      population: 10_300_000, region: "Asia"),
    Country(
      code: "BHS", name: "Bahamas", capital: "Nassau",
      population: 400_000, region: "Americas"),
    Country(
      code: "BHR", name: "Bahrain", capital: "Manama",
      population: 1_600_000, region: "Asia"),
    Country(
      code: "BGD", name: "Bangladesh", capital: "Dhaka",
      population: 174_000_000, region: "Asia"),
    Country(
      code: "BRB", name: "Barbados", capital: "Bridgetown",
      population: 280_000, region: "Americas"),
    Country(
      code: "BLR", name: "Belarus", capital: "Minsk",
      population: 9_100_000, region: "Europe"),
    Country(
      code: "BEL", name: "Belgium", capital: "Brussels",
      population: 11_800_000, region: "Europe"),
    Country(
      code: "BLZ", name: "Belize", capital: "Belmopan",
      population: 420_000, region: "Americas"),
    Country(
      code: "BEN", name: "Benin", capital: "Porto-Novo",
      population: 14_500_000, region: "Africa"),
    Country(
      code: "BTN", name: "Bhutan", capital: "Thimphu",
      population: 790_000, region: "Asia"),
    Country(
      code: "BOL", name: "Bolivia", capital: "Sucre",
      population: 12_400_000, region: "Americas"),
    Country(
      code: "BIH", name: "Bosnia and Herzegovina", capital: "Sarajevo",
      population: 3_200_000, region: "Europe"),
    Country(
      code: "BWA", name: "Botswana", capital: "Gaborone",
      population: 2_500_000, region: "Africa"),
    Country(
      code: "BRA", name: "Brazil", capital: "Brasília",
      population: 212_000_000, region: "Americas"),
    Country(
      code: "BRN", name: "Brunei", capital: "Bandar Seri Begawan",
      population: 460_000, region: "Asia"),
    Country(
      code: "BGR", name: "Bulgaria", capital: "Sofia",
      population: 6_400_000, region: "Europe"),
    Country(
      code: "BFA", name: "Burkina Faso", capital: "Ouagadougou",
      population: 23_500_000, region: "Africa"),
    Country(
      code: "BDI", name: "Burundi", capital: "Gitega",
      population: 14_000_000, region: "Africa"),
    Country(
      code: "CPV", name: "Cabo Verde", capital: "Praia",
      population: 520_000, region: "Africa"),
    Country(
      code: "KHM", name: "Cambodia", capital: "Phnom Penh",
      population: 17_600_000, region: "Asia"),
    Country(
      code: "CMR", name: "Cameroon", capital: "Yaoundé",
      population: 29_000_000, region: "Africa"),
    Country(
      code: "CAN", name: "Canada", capital: "Ottawa",
      population: 40_000_000, region: "Americas"),
    Country(
      code: "CAF", name: "Central African Republic", capital: "Bangui",
      population: 5_300_000, region: "Africa"),
    Country(
      code: "TCD", name: "Chad", capital: "N'Djamena",
      population: 20_000_000, region: "Africa"),
    Country(
      code: "CHL", name: "Chile", capital: "Santiago",
      population: 19_800_000, region: "Americas"),
    Country(
      code: "CHN", name: "China", capital: "Beijing",
      population: 1_410_000_000, region: "Asia"),
    Country(
      code: "COL", name: "Colombia", capital: "Bogotá",
      population: 53_000_000, region: "Americas"),
    Country(
      code: "COM", name: "Comoros", capital: "Moroni",
      population: 870_000, region: "Africa"),
    Country(
      code: "COG", name: "Congo", capital: "Brazzaville",
      population: 6_300_000, region: "Africa"),
    Country(
      code: "CRI", name: "Costa Rica", capital: "San José",
      population: 5_100_000, region: "Americas"),
    Country(
      code: "CIV", name: "Côte d'Ivoire", capital: "Yamoussoukro",
      population: 32_000_000, region: "Africa"),
    Country(
      code: "HRV", name: "Croatia", capital: "Zagreb",
      population: 3_900_000, region: "Europe"),
    Country(
      code: "CUB", name: "Cuba", capital: "Havana",
      population: 11_000_000, region: "Americas"),
    Country(
      code: "CYP", name: "Cyprus", capital: "Nicosia",
      population: 1_300_000, region: "Asia"),
    Country(
      code: "CZE", name: "Czechia", capital: "Prague",
      population: 10_900_000, region: "Europe"),
    Country(
      code: "COD", name: "Democratic Republic of the Congo", capital: "Kinshasa",
      population: 109_000_000, region: "Africa"),
    Country(
      code: "DNK", name: "Denmark", capital: "Copenhagen",
      population: 6_000_000, region: "Europe"),
    Country(
      code: "DJI", name: "Djibouti", capital: "Djibouti",
      population: 1_200_000, region: "Africa"),
    Country(
      code: "DMA", name: "Dominica", capital: "Roseau",
      population: 66_000, region: "Americas"),
    Country(
      code: "DOM", name: "Dominican Republic", capital: "Santo Domingo",
      population: 11_400_000, region: "Americas"),
    Country(
      code: "ECU", name: "Ecuador", capital: "Quito",
      population: 18_000_000, region: "Americas"),
    Country(
      code: "EGY", name: "Egypt", capital: "Cairo",
      population: 116_000_000, region: "Africa"),
    Country(
      code: "SLV", name: "El Salvador", capital: "San Salvador",
      population: 6_300_000, region: "Americas"),
    Country(
      code: "GNQ", name: "Equatorial Guinea", capital: "Malabo",
      population: 1_900_000, region: "Africa"),
    Country(
      code: "ERI", name: "Eritrea", capital: "Asmara",
      population: 3_500_000, region: "Africa"),
    Country(
      code: "EST", name: "Estonia", capital: "Tallinn",
      population: 1_400_000, region: "Europe"),
    Country(
      code: "SWZ", name: "Eswatini", capital: "Mbabane",
      population: 1_200_000, region: "Africa"),
    Country(
      code: "ETH", name: "Ethiopia", capital: "Addis Ababa",
      population: 132_000_000, region: "Africa"),
    Country(
      code: "FJI", name: "Fiji", capital: "Suva",
      population: 930_000, region: "Oceania"),
    Country(
      code: "FIN", name: "Finland", capital: "Helsinki",
      population: 5_600_000, region: "Europe"),
    Country(
      code: "FRA", name: "France", capital: "Paris",
      population: 68_000_000, region: "Europe"),
    Country(
      code: "GAB", name: "Gabon", capital: "Libreville",
      population: 2_500_000, region: "Africa"),
    Country(
      code: "GMB", name: "Gambia", capital: "Banjul",
      population: 2_800_000, region: "Africa"),
    Country(
      code: "GEO", name: "Georgia", capital: "Tbilisi",
      population: 3_800_000, region: "Asia"),
    Country(
      code: "DEU", name: "Germany", capital: "Berlin",
      population: 83_000_000, region: "Europe"),
    Country(
      code: "GHA", name: "Ghana", capital: "Accra",
      population: 34_000_000, region: "Africa"),
    Country(
      code: "GRC", name: "Greece", capital: "Athens",
      population: 10_400_000, region: "Europe"),
    Country(
      code: "GRD", name: "Grenada", capital: "Saint George's",
      population: 117_000, region: "Americas"),
    Country(
      code: "GTM", name: "Guatemala", capital: "Guatemala City",
      population: 18_400_000, region: "Americas"),
    Country(
      code: "GIN", name: "Guinea", capital: "Conakry",
      population: 14_800_000, region: "Africa"),
    Country(
      code: "GNB", name: "Guinea-Bissau", capital: "Bissau",
      population: 2_200_000, region: "Africa"),
    Country(
      code: "GUY", name: "Guyana", capital: "Georgetown",
      population: 830_000, region: "Americas"),
    Country(
      code: "HTI", name: "Haiti", capital: "Port-au-Prince",
      population: 11_800_000, region: "Americas"),
    Country(
      code: "HND", name: "Honduras", capital: "Tegucigalpa",
      population: 10_800_000, region: "Americas"),
    Country(
      code: "HUN", name: "Hungary", capital: "Budapest",
      population: 9_600_000, region: "Europe"),
    Country(
      code: "ISL", name: "Iceland", capital: "Reykjavík",
      population: 390_000, region: "Europe"),
    Country(
      code: "IND", name: "India", capital: "New Delhi",
      population: 1_450_000_000, region: "Asia"),
    Country(
      code: "IDN", name: "Indonesia", capital: "Jakarta",
      population: 283_000_000, region: "Asia"),
    Country(
      code: "IRN", name: "Iran", capital: "Tehran",
      population: 91_000_000, region: "Asia"),
    Country(
      code: "IRQ", name: "Iraq", capital: "Baghdad",
      population: 46_000_000, region: "Asia"),
    Country(
      code: "IRL", name: "Ireland", capital: "Dublin",
      population: 5_300_000, region: "Europe"),
    Country(
      code: "ISR", name: "Israel", capital: "Jerusalem",
      population: 9_800_000, region: "Asia"),
    Country(
      code: "ITA", name: "Italy", capital: "Rome",
      population: 59_000_000, region: "Europe"),
    Country(
      code: "JAM", name: "Jamaica", capital: "Kingston",
      population: 2_800_000, region: "Americas"),
    Country(
      code: "JPN", name: "Japan", capital: "Tokyo",
      population: 124_000_000, region: "Asia"),
    Country(
      code: "JOR", name: "Jordan", capital: "Amman",
      population: 11_500_000, region: "Asia"),
    Country(
      code: "KAZ", name: "Kazakhstan", capital: "Astana",
      population: 20_600_000, region: "Asia"),
    Country(
      code: "KEN", name: "Kenya", capital: "Nairobi",
      population: 56_000_000, region: "Africa"),
    Country(
      code: "KIR", name: "Kiribati", capital: "Tarawa",
      population: 134_000, region: "Oceania"),
    Country(
      code: "KWT", name: "Kuwait", capital: "Kuwait City",
      population: 4_900_000, region: "Asia"),
    Country(
      code: "KGZ", name: "Kyrgyzstan", capital: "Bishkek",
      population: 7_200_000, region: "Asia"),
    Country(
      code: "LAO", name: "Laos", capital: "Vientiane",
      population: 7_800_000, region: "Asia"),
    Country(
      code: "LVA", name: "Latvia", capital: "Riga",
      population: 1_900_000, region: "Europe"),
    Country(
      code: "LBN", name: "Lebanon", capital: "Beirut",
      population: 5_800_000, region: "Asia"),
    Country(
      code: "LSO", name: "Lesotho", capital: "Maseru",
      population: 2_300_000, region: "Africa"),
    Country(
      code: "LBR", name: "Liberia", capital: "Monrovia",
      population: 5_600_000, region: "Africa"),
    Country(
      code: "LBY", name: "Libya", capital: "Tripoli",
      population: 7_400_000, region: "Africa"),
    Country(
      code: "LIE", name: "Liechtenstein", capital: "Vaduz",
      population: 40_000, region: "Europe"),
    Country(
      code: "LTU", name: "Lithuania", capital: "Vilnius",
      population: 2_900_000, region: "Europe"),
    Country(
      code: "LUX", name: "Luxembourg", capital: "Luxembourg",
      population: 670_000, region: "Europe"),
    Country(
      code: "MDG", name: "Madagascar", capital: "Antananarivo",
      population: 32_000_000, region: "Africa"),
    Country(
      code: "MWI", name: "Malawi", capital: "Lilongwe",
      population: 21_600_000, region: "Africa"),
    Country(
      code: "MYS", name: "Malaysia", capital: "Kuala Lumpur",
      population: 35_600_000, region: "Asia"),
    Country(
      code: "MDV", name: "Maldives", capital: "Malé",
      population: 530_000, region: "Asia"),
    Country(
      code: "MLI", name: "Mali", capital: "Bamako",
      population: 24_500_000, region: "Africa"),
    Country(
      code: "MLT", name: "Malta", capital: "Valletta",
      population: 540_000, region: "Europe"),
    Country(
      code: "MHL", name: "Marshall Islands", capital: "Majuro",
      population: 38_000, region: "Oceania"),
    Country(
      code: "MRT", name: "Mauritania", capital: "Nouakchott",
      population: 5_200_000, region: "Africa"),
    Country(
      code: "MUS", name: "Mauritius", capital: "Port Louis",
      population: 1_300_000, region: "Africa"),
    Country(
      code: "MEX", name: "Mexico", capital: "Mexico City",
      population: 131_000_000, region: "Americas"),
    Country(
      code: "FSM", name: "Micronesia", capital: "Palikir",
      population: 113_000, region: "Oceania"),
    Country(
      code: "MDA", name: "Moldova", capital: "Chișinău",
      population: 2_400_000, region: "Europe"),
    Country(
      code: "MCO", name: "Monaco", capital: "Monaco",
      population: 38_000, region: "Europe"),
    Country(
      code: "MNG", name: "Mongolia", capital: "Ulaanbaatar",
      population: 3_500_000, region: "Asia"),
    Country(
      code: "MNE", name: "Montenegro", capital: "Podgorica",
      population: 630_000, region: "Europe"),
    Country(
      code: "MAR", name: "Morocco", capital: "Rabat",
      population: 38_000_000, region: "Africa"),
    Country(
      code: "MOZ", name: "Mozambique", capital: "Maputo",
      population: 34_600_000, region: "Africa"),
    Country(
      code: "MMR", name: "Myanmar", capital: "Naypyidaw",
      population: 54_500_000, region: "Asia"),
    Country(
      code: "NAM", name: "Namibia", capital: "Windhoek",
      population: 3_000_000, region: "Africa"),
    Country(
      code: "NRU", name: "Nauru", capital: "Yaren",
      population: 12_000, region: "Oceania"),
    Country(
      code: "NPL", name: "Nepal", capital: "Kathmandu",
      population: 29_700_000, region: "Asia"),
    Country(
      code: "NLD", name: "Netherlands", capital: "Amsterdam",
      population: 18_000_000, region: "Europe"),
    Country(
      code: "NZL", name: "New Zealand", capital: "Wellington",
      population: 5_200_000, region: "Oceania"),
    Country(
      code: "NIC", name: "Nicaragua", capital: "Managua",
      population: 6_900_000, region: "Americas"),
    Country(
      code: "NER", name: "Niger", capital: "Niamey",
      population: 27_000_000, region: "Africa"),
    Country(
      code: "NGA", name: "Nigeria", capital: "Abuja",
      population: 232_000_000, region: "Africa"),
    Country(
      code: "PRK", name: "North Korea", capital: "Pyongyang",
      population: 26_000_000, region: "Asia"),
    Country(
      code: "MKD", name: "North Macedonia", capital: "Skopje",
      population: 1_800_000, region: "Europe"),
    Country(
      code: "NOR", name: "Norway", capital: "Oslo",
      population: 5_600_000, region: "Europe"),
    Country(
      code: "OMN", name: "Oman", capital: "Muscat",
      population: 5_300_000, region: "Asia"),
    Country(
      code: "PAK", name: "Pakistan", capital: "Islamabad",
      population: 251_000_000, region: "Asia"),
    Country(
      code: "PLW", name: "Palau", capital: "Ngerulmud",
      population: 18_000, region: "Oceania"),
    Country(
      code: "PAN", name: "Panama", capital: "Panama City",
      population: 4_500_000, region: "Americas"),
    Country(
      code: "PNG", name: "Papua New Guinea", capital: "Port Moresby",
      population: 10_600_000, region: "Oceania"),
    Country(
      code: "PRY", name: "Paraguay", capital: "Asunción",
      population: 6_900_000, region: "Americas"),
    Country(
      code: "PER", name: "Peru", capital: "Lima",
      population: 34_000_000, region: "Americas"),
    Country(
      code: "PHL", name: "Philippines", capital: "Manila",
      population: 116_000_000, region: "Asia"),
    Country(
      code: "POL", name: "Poland", capital: "Warsaw",
      population: 38_500_000, region: "Europe"),
    Country(
      code: "PRT", name: "Portugal", capital: "Lisbon",
      population: 10_600_000, region: "Europe"),
    Country(
      code: "QAT", name: "Qatar", capital: "Doha",
      population: 2_900_000, region: "Asia"),
    Country(
      code: "ROU", name: "Romania", capital: "Bucharest",
      population: 19_000_000, region: "Europe"),
    Country(
      code: "RUS", name: "Russia", capital: "Moscow",
      population: 144_000_000, region: "Europe"),
    Country(
      code: "RWA", name: "Rwanda", capital: "Kigali",
      population: 14_000_000, region: "Africa"),
    Country(
      code: "KNA", name: "Saint Kitts and Nevis", capital: "Basseterre",
      population: 47_000, region: "Americas"),
    Country(
      code: "LCA", name: "Saint Lucia", capital: "Castries",
      population: 180_000, region: "Americas"),
    Country(
      code: "VCT", name: "Saint Vincent and the Grenadines", capital: "Kingstown",
      population: 101_000, region: "Americas"),
    Country(
      code: "WSM", name: "Samoa", capital: "Apia",
      population: 220_000, region: "Oceania"),
    Country(
      code: "SMR", name: "San Marino", capital: "San Marino",
      population: 34_000, region: "Europe"),
    Country(
      code: "STP", name: "São Tomé and Príncipe", capital: "São Tomé",
      population: 235_000, region: "Africa"),
    Country(
      code: "SAU", name: "Saudi Arabia", capital: "Riyadh",
      population: 34_000_000, region: "Asia"),
    Country(
      code: "SEN", name: "Senegal", capital: "Dakar",
      population: 18_500_000, region: "Africa"),
    Country(
      code: "SRB", name: "Serbia", capital: "Belgrade",
      population: 6_600_000, region: "Europe"),
    Country(
      code: "SYC", name: "Seychelles", capital: "Victoria",
      population: 130_000, region: "Africa"),
    Country(
      code: "SLE", name: "Sierra Leone", capital: "Freetown",
      population: 8_600_000, region: "Africa"),
    Country(
      code: "SGP", name: "Singapore", capital: "Singapore",
      population: 6_000_000, region: "Asia"),
    Country(
      code: "SVK", name: "Slovakia", capital: "Bratislava",
      population: 5_400_000, region: "Europe"),
    Country(
      code: "SVN", name: "Slovenia", capital: "Ljubljana",
      population: 2_100_000, region: "Europe"),
    Country(
      code: "SLB", name: "Solomon Islands", capital: "Honiara",
      population: 820_000, region: "Oceania"),
    Country(
      code: "SOM", name: "Somalia", capital: "Mogadishu",
      population: 19_000_000, region: "Africa"),
    Country(
      code: "ZAF", name: "South Africa", capital: "Pretoria",
      population: 64_000_000, region: "Africa"),
    Country(
      code: "KOR", name: "South Korea", capital: "Seoul",
      population: 52_000_000, region: "Asia"),
    Country(
      code: "SSD", name: "South Sudan", capital: "Juba",
      population: 11_900_000, region: "Africa"),
    Country(
      code: "ESP", name: "Spain", capital: "Madrid",
      population: 48_000_000, region: "Europe"),
    Country(
      code: "LKA", name: "Sri Lanka", capital: "Sri Jayawardenepura Kotte",
      population: 22_000_000, region: "Asia"),
    Country(
      code: "SDN", name: "Sudan", capital: "Khartoum",
      population: 50_000_000, region: "Africa"),
    Country(
      code: "SUR", name: "Suriname", capital: "Paramaribo",
      population: 630_000, region: "Americas"),
    Country(
      code: "SWE", name: "Sweden", capital: "Stockholm",
      population: 10_600_000, region: "Europe"),
    Country(
      code: "CHE", name: "Switzerland", capital: "Bern",
      population: 8_900_000, region: "Europe"),
    Country(
      code: "SYR", name: "Syria", capital: "Damascus",
      population: 24_000_000, region: "Asia"),
    Country(
      code: "TJK", name: "Tajikistan", capital: "Dushanbe",
      population: 10_600_000, region: "Asia"),
    Country(
      code: "TZA", name: "Tanzania", capital: "Dodoma",
      population: 68_000_000, region: "Africa"),
    Country(
      code: "THA", name: "Thailand", capital: "Bangkok",
      population: 72_000_000, region: "Asia"),
    Country(
      code: "TLS", name: "Timor-Leste", capital: "Dili",
      population: 1_400_000, region: "Asia"),
    Country(
      code: "TGO", name: "Togo", capital: "Lomé",
      population: 9_500_000, region: "Africa"),
    Country(
      code: "TON", name: "Tonga", capital: "Nuku'alofa",
      population: 104_000, region: "Oceania"),
    Country(
      code: "TTO", name: "Trinidad and Tobago", capital: "Port of Spain",
      population: 1_500_000, region: "Americas"),
    Country(
      code: "TUN", name: "Tunisia", capital: "Tunis",
      population: 12_300_000, region: "Africa"),
    Country(
      code: "TUR", name: "Türkiye", capital: "Ankara",
      population: 86_000_000, region: "Asia"),
    Country(
      code: "TKM", name: "Turkmenistan", capital: "Ashgabat",
      population: 7_500_000, region: "Asia"),
    Country(
      code: "TUV", name: "Tuvalu", capital: "Funafuti",
      population: 10_000, region: "Oceania"),
    Country(
      code: "UGA", name: "Uganda", capital: "Kampala",
      population: 50_000_000, region: "Africa"),
    Country(
      code: "UKR", name: "Ukraine", capital: "Kyiv",
      population: 38_000_000, region: "Europe"),
    Country(
      code: "ARE", name: "United Arab Emirates", capital: "Abu Dhabi",
      population: 11_000_000, region: "Asia"),
    Country(
      code: "GBR", name: "United Kingdom", capital: "London",
      population: 69_000_000, region: "Europe"),
    Country(
      code: "USA", name: "United States", capital: "Washington, D.C.",
      population: 340_000_000, region: "Americas"),
    Country(
      code: "URY", name: "Uruguay", capital: "Montevideo",
      population: 3_400_000, region: "Americas"),
    Country(
      code: "UZB", name: "Uzbekistan", capital: "Tashkent",
      population: 36_000_000, region: "Asia"),
    Country(
      code: "VUT", name: "Vanuatu", capital: "Port Vila",
      population: 330_000, region: "Oceania"),
    Country(
      code: "VEN", name: "Venezuela", capital: "Caracas",
      population: 28_400_000, region: "Americas"),
    Country(
      code: "VNM", name: "Vietnam", capital: "Hanoi",
      population: 101_000_000, region: "Asia"),
    Country(
      code: "YEM", name: "Yemen", capital: "Sana'a",
      population: 40_000_000, region: "Asia"),
    Country(
      code: "ZMB", name: "Zambia", capital: "Lusaka",
      population: 21_000_000, region: "Africa"),
    Country(
      code: "ZWE", name: "Zimbabwe", capital: "Harare",
      population: 16_600_000, region: "Africa"),
  ]
}
