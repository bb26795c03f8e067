// The passwords people choose most often (from public breach-corpus rankings, plus the ones
// common in India and the obvious ones for a wedding site), lower-cased. Shorter than six
// characters is refused by the length rule already, so only those of six or more are here.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 987654321 9876543210 654321
111111 000000 222222 333333 444444 555555 666666 777777 888888 999999 121212 112233 123123 123321
147258 147258369 159753 159357 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qazwsx
qwerty qwerty1 qwerty12 qwerty123 qwertyui qwertyuiop qwerty@123 asdfgh asdfghjk asdfghjkl zxcvbn
zxcvbnm azerty qweasd qweasdzxc 1234qwer qwer1234 asd123 aa123456 a123456 abc123 abcd1234 abc@123
abcd@1234 abcdef abcdefg abcdefgh 123abc password password1 password12 password123 password@123
passw0rd p@ssw0rd p@ssword pass@123 pass123 pass1234 passwort motdepasse contrasena senha123
iloveyou iloveu iloveyou1 iloveyou2 loveyou lovely lovers love123 loveme princess princess1 angel1
sunshine shadow monkey dragon master letmein welcome welcome1 welcome123 welcome@123 hello123
helloworld football baseball basketball soccer hockey jordan23 michael jennifer jessica superman
batman spiderman starwars pokemon computer internet freedom whatever trustno1 secret secret123
login123 admin123 admin@123 administrator changeme default guest123 test123 test1234 testing
summer winter autumn spring flower flowers cookie cheese chocolate banana orange purple yellow
silver golden diamond killer hunter ranger charlie thomas robert daniel andrew joshua matthew
ashley nicole hannah tigger buster ginger pepper maggie bailey harley snoopy butterfly
qwertyuiop123 1234abcd 11111111 00000000 12341234 12344321 99999999 88888888 123654 123789 789456
456789 456123 741852963 963852741 147852369 987456321 q1w2e3r4 q1w2e3r4t5 !qaz2wsx 123qwe 123qweasd
india123 india@123 india1234 ilovemyindia jaihind bharat mumbai delhi bangalore chennai kolkata
sairam omsairam om123456 krishna ganesh ganesha shiva hanuman jaishriram jaimatadi rama123
mandap mandap123 mandap@123 wedding wedding1 wedding123 shaadi shaadi123 marriage bride groom
mypassword newpassword yourpassword nopassword samsung iphone apple123 google facebook
`
    .split(/\s+/)
    .filter(Boolean),
);
