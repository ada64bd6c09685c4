// https://vike.dev/route
export default '/_test-psp/pay/@id'
