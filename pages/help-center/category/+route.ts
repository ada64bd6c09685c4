// https://vike.dev/route
export default '/help-center/category/@id'
