// https://vike.dev/route
export default '/prints/@article_id'
